import { Tag } from 'antd';
import type { ReactNode } from 'react';

import type { FieldDecl } from '../resources/types';
import { formatPlain, optionLabel, valueText } from './format';
import { PhoneLinks } from './PhoneLinks';
import { RelativeTime } from './RelativeTime';
import { StatusTag } from './StatusTag';

import './render-value.css';

/** A word longer than this (a pasted link, a run of letters with no space) breaks anywhere to fit. */
const LONGEST_WORD = 24;

/**
 * A text as shown: one with a word too long to fit breaks inside it (in a table cell too, whose
 * column would otherwise grow to the word); any other wraps between its words only.
 */
function wrapping(text: ReactNode): ReactNode {
  if (typeof text !== 'string' || !text.split(/\s+/).some((word) => word.length > LONGEST_WORD)) return text;
  return <span className="value-unbroken">{text}</span>;
}

/**
 * A field's value as shown in a table cell or a description: rupiah, dates, tags, a phone number as
 * call and WhatsApp links (its `record` names the listing and person the message is about).
 */
export function renderValue(field: FieldDecl, value: unknown, record?: Record<string, unknown>): ReactNode {
  if (field.masked) return valueText(field, value);
  switch (field.type) {
    case 'phone':
      return <PhoneLinks field={field} value={value} record={record} />;
    case 'datetime':
      return field.relative && typeof value === 'string' ? (
        <RelativeTime iso={value} />
      ) : (
        valueText(field, value)
      );
    case 'boolean':
      if (value === undefined || value === null) return '-';
      return value === true || value === 'true' ? (
        <Tag color="green">{valueText(field, value)}</Tag>
      ) : (
        <Tag>{valueText(field, value)}</Tag>
      );
    case 'status':
      return value === undefined || value === null || value === '' ? (
        '-'
      ) : (
        <StatusTag
          tone={field.options?.find((option) => option.value === value)?.tone}
          label={optionLabel(field, value)}
        />
      );
    case 'tags':
      return Array.isArray(value) && value.length > 0
        ? value.map((item, index) => (
            <Tag key={index}>
              {typeof item === 'object' && item
                ? formatPlain((item as { name?: unknown }).name)
                : formatPlain(item)}
            </Tag>
          ))
        : '-';
    case 'image':
      return typeof value === 'string' && value ? (
        <img
          src={value}
          alt={field.label}
          width={48}
          height={48}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      ) : (
        '-'
      );
    default:
      return wrapping(valueText(field, value));
  }
}
