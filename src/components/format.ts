import dayjs from 'dayjs';

import { statusLabels } from '../locales/labels';
import { fill, ui } from '../locales/ui';
import type { FieldDecl } from '../resources/types';
import { canonicalPhone } from './phone';

const rupiahFormat = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
});
const numberFormat = new Intl.NumberFormat('id-ID');

/** A finite number, or a string holding one; else undefined. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** `Rp 1.250.000.000` (docs/contract.md: rupiah, Indonesian grouping). */
export function formatRupiah(value: unknown): string {
  const n = asNumber(value);
  return n === undefined ? '-' : rupiahFormat.format(n);
}

export function formatNumber(value: unknown): string {
  const n = asNumber(value);
  return n === undefined ? '-' : numberFormat.format(n);
}

/** `12 Mar 2025`, or with `withTime` `12 Mar 2025 14.05` (dayjs locale 'id'). */
export function formatDate(value: unknown, withTime = false): string {
  if (value === undefined || value === null || value === '') return '-';
  const date = dayjs(value as string | number | Date);
  if (!date.isValid()) return String(value);
  return date.format(withTime ? 'D MMM YYYY HH.mm' : 'D MMM YYYY');
}

/** The label of an option value (select / status), else the value itself. */
export function optionLabel(field: FieldDecl, value: unknown): string {
  const option = field.options?.find((o) => o.value === value);
  if (option) return option.label;
  if (typeof value === 'string' && statusLabels[value]) return statusLabels[value];
  return value === undefined || value === null || value === '' ? '-' : String(value);
}

/**
 * The words of a boolean field: its own options' labels for true and false (a status reads "Aktif" /
 * "Nonaktif"), else "Ya" / "Tidak".
 */
export function booleanWords(field: FieldDecl): { yes: string; no: string } {
  const word = (value: boolean) => field.options?.find((option) => option.value === value)?.label;
  return { yes: word(true) ?? ui.list.yes, no: word(false) ?? ui.list.no };
}

/** A scalar value as plain text, for cells and descriptions. */
export function formatPlain(value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (Array.isArray(value)) return value.map(formatPlain).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `3174••••••••0001`: an identity number with only its first and last four characters shown. */
export function maskValue(value: unknown): string {
  const text = formatPlain(value);
  if (text === '-') return text;
  if (text.length <= 8) return '•'.repeat(text.length);
  return `${text.slice(0, 4)}${'•'.repeat(text.length - 8)}${text.slice(-4)}`;
}

/**
 * A field's value as text, as a cell, a card or a description reads it (renderValue draws some of
 * them richer: a status or a yes/no as a tag, a recent time as "2 jam lalu", a picture).
 */
export function valueText(field: FieldDecl, value: unknown): string {
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
      return formatDate(value, true);
    case 'boolean': {
      if (value === undefined || value === null) return '-';
      const words = booleanWords(field);
      return value === true || value === 'true' ? words.yes : words.no;
    }
    case 'status':
      return optionLabel(field, value);
    case 'select':
      if (Array.isArray(value))
        return value.length ? value.map((item) => optionLabel(field, item)).join(', ') : '-';
      return optionLabel(field, value);
    case 'phone':
      return typeof value === 'string' && value.trim() ? canonicalPhone(value) : formatPlain(value);
    case 'images':
      return Array.isArray(value) && value.length > 0
        ? fill(ui.form.photoCount, { count: value.length })
        : '-';
    default:
      return formatPlain(value);
  }
}
