import type { BaseRecord } from '@refinedev/core';

import { fieldLabels } from '../../locales/labels';
import { leadTexts } from '../../locales/operations';
import { fill, ui } from '../../locales/ui';
import { firstText, textOf } from '../../resources/read-field';

/** A lead group is named by its property's title, else its listing code ('' when it has neither). */
export function groupName(group: BaseRecord): string {
  return firstText(group, ['title', 'house_id']);
}

/** Marks a group whose title says its name is being read, or cannot be: not its listing's. */
const STATE_TITLE = '__stateTitle';

/** True when the group's title is its listing's: a group without one is named by its listing. */
export function hasOwnTitle(group: BaseRecord): boolean {
  return Boolean(textOf(group.title)) && !group[STATE_TITLE];
}

/** The listing a lead group is of: its `property_id`, else the group's own key. */
export function groupListingId(group: BaseRecord): string {
  return textOf(group.property_id) || textOf(group.id);
}

/**
 * A group as shown: one whose reply names no listing takes its listing's title and code (`listing`,
 * read apart); one with neither says its name is being read, or cannot be, never shows its id.
 */
export function namedGroup(shown: BaseRecord, listing: BaseRecord | undefined, reading: boolean): BaseRecord {
  // a group shown with a state for a title (a row chosen while its listing was read) is named again
  const group = shown[STATE_TITLE] ? { ...shown, title: undefined, [STATE_TITLE]: undefined } : shown;
  if (textOf(group.title)) return group;
  const title = textOf(listing?.title);
  const code = textOf(group.house_id) || textOf(listing?.house_id);
  if (title) return { ...group, title, house_id: code, city: textOf(group.city) || textOf(listing?.city) };
  if (code) return { ...group, house_id: code };
  return {
    ...group,
    title: reading ? ui.form.nameLoading : fill(ui.form.nameUnavailable, { label: fieldLabels.property }),
    [STATE_TITLE]: true,
  };
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
