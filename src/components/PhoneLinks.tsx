import { PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import type { MouseEvent } from 'react';

import { config } from '../config';
import { contactTexts } from '../locales/contact';
import { fill } from '../locales/ui';
import type { FieldDecl } from '../resources/types';
import { formatPlain } from './format';
import { displayPhone, isMobile, normalizePhone, telHref, whatsAppHref } from './phone';

import './phone-links.css';

type Row = Record<string, unknown>;

/** A row or card that opens on a click must not open when its number is tapped. */
const stayInRow = (event: MouseEvent) => event.stopPropagation();

/** The WhatsApp message: who it greets, where it comes from, and the listing when the record names one. */
export function contactMessage(field: FieldDecl, record: Row | undefined): string {
  const text = (key: string | undefined) => (key && record ? formatPlain(record[key]).trim() : '');
  const listing = text(field.contact?.listing);
  const person = text(field.contact?.person);
  const values = {
    name: person && person !== '-' ? ` ${person}` : '',
    product: config.productName,
    listing,
  };
  return listing && listing !== '-'
    ? fill(contactTexts.messageAbout, values)
    : fill(contactTexts.message, values);
}

/**
 * A phone number as one-tap links: a call (`tel:`) and, for a mobile number, a WhatsApp chat with a
 * short message already written. A text that is no Indonesian number stays plain text.
 */
export function PhoneLinks({ field, value, record }: { field: FieldDecl; value: unknown; record?: Row }) {
  const number = normalizePhone(value);
  if (!number) return <>{formatPlain(value)}</>;
  // one form for every number, however it was saved ("0812 3456 7890" beside "+62 878-4201-5896" read as two)
  const spoken = displayPhone(number);
  return (
    <span className="phone-links">
      <a
        className="phone-link"
        href={telHref(number)}
        aria-label={fill(contactTexts.call, { number: spoken })}
        onClick={stayInRow}
      >
        <PhoneOutlined aria-hidden />
        <span>{spoken}</span>
      </a>
      {isMobile(number) && (
        <a
          className="phone-link phone-link-wa"
          href={whatsAppHref(number, contactMessage(field, record))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={fill(contactTexts.whatsApp, { number: spoken })}
          title={fill(contactTexts.whatsApp, { number: spoken })}
          onClick={stayInRow}
        >
          <WhatsAppOutlined aria-hidden />
        </a>
      )}
    </span>
  );
}
