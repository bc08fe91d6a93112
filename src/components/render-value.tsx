import { Tag } from 'antd';
import type { ReactNode } from 'react';

import type { FieldDecl } from '../resources/types';
import { formatPlain, optionLabel, valueText } from './format';
import { PhoneLinks } from './PhoneLinks';
import { RelativeTime } from './RelativeTime';
import { StatusTag } from './StatusTag';

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
      return valueText(field, value);
  }
}
