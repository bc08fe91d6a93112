import { Tag } from 'antd';
import type { ReactNode } from 'react';

import { fill, ui } from '../locales/ui';
import type { FieldDecl } from '../resources/types';
import { booleanWords, formatDate, formatNumber, formatPlain, formatRupiah, maskValue, optionLabel } from './format';
import { RelativeTime } from './RelativeTime';
import { StatusTag } from './StatusTag';

/** A field's value as shown in a table cell or a description: rupiah, dates, tags. */
export function renderValue(field: FieldDecl, value: unknown): ReactNode {
  if (field.masked) return maskValue(value);
  switch (field.type) {
    case 'money':
      return formatRupiah(value);
    case 'number': {
      const text = formatNumber(value);
      return field.unit && text !== '-' ? `${text} ${field.unit}` : text;
    }
    case 'date':
      return formatDate(value);
    case 'datetime':
      return field.relative && typeof value === 'string' ? (
        <RelativeTime iso={value} />
      ) : (
        formatDate(value, true)
      );
    case 'boolean': {
      if (value === undefined || value === null) return '-';
      const words = booleanWords(field);
      return value === true || value === 'true' ? (
        <Tag color="green">{words.yes}</Tag>
      ) : (
        <Tag>{words.no}</Tag>
      );
    }
    case 'status':
      return value === undefined || value === null || value === '' ? (
        '-'
      ) : (
        <StatusTag
          tone={field.options?.find((option) => option.value === value)?.tone}
          label={optionLabel(field, value)}
        />
      );
    case 'select':
      if (Array.isArray(value))
        return value.length ? value.map((item) => optionLabel(field, item)).join(', ') : '-';
      return optionLabel(field, value);
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
    case 'images':
      return Array.isArray(value) && value.length > 0
        ? fill(ui.form.photoCount, { count: value.length })
        : '-';
    default:
      return formatPlain(value);
  }
}
