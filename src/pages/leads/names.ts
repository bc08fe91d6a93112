import type { BaseRecord } from '@refinedev/core';

import { leadTexts } from '../../locales/operations';

/** A field's text, or '' when the record has none (absent, empty, or not text). */
export function textOf(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/** The first of `keys` the record has a text for, or ''. */
function firstText(record: BaseRecord, keys: readonly string[]): string {
  for (const key of keys) {
    const value = textOf(record[key]);
    if (value) return value;
  }
  return '';
}

/** A lead group is named by its property's title, else its listing code ('' when it has neither). */
export function groupName(group: BaseRecord): string {
  return firstText(group, ['title', 'house_id']);
}

/** A lead is named by the person's name, else how to reach them ('' when it has none of these). */
export function leadName(lead: BaseRecord): string {
  return firstText(lead, ['name', 'phone', 'email']);
}

/** Who wrote a message, and in which role (Admin or Pelanggan). */
export interface Sender {
  /** The sender's name ('' when the record names nobody other than the role). */
  name: string;
  role: string;
  mine: boolean;
}

/**
 * A message's sender: its `sender_name`; for the customer's messages, else the lead the conversation
 * is with; else the sender's id. The name is left out when nothing names the sender.
 */
export function senderOf(message: BaseRecord, lead: BaseRecord): Sender {
  const mine = message.sender === 'admin';
  const role = mine ? leadTexts.admin : leadTexts.customer;
  const name = textOf(message.sender_name) || (mine ? '' : leadName(lead)) || textOf(message.sender_id);
  return { name: name === role ? '' : name, role, mine };
}
