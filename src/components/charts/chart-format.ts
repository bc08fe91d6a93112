import dayjs from 'dayjs';

import { formatNumber, formatRupiah } from '../format';

import '../../theme/dayjs-setup';

export type ValueFormat = 'number' | 'rupiah';

/** `12 Nov` (a chart's axis and tooltip day). */
export function formatDayShort(value: string): string {
  const date = dayjs(value);
  return date.isValid() ? date.locale('id').format('D MMM') : value;
}

/** A value as people read it: `1.250` or `Rp 1.250.000`. */
export function formatValue(value: number, format: ValueFormat = 'number'): string {
  return format === 'rupiah' ? formatRupiah(value) : formatNumber(value);
}

const compact = new Intl.NumberFormat('id-ID', { notation: 'compact', maximumFractionDigits: 1 });

/** An axis tick: `1,2 rb`, `3 jt`; with `Rp` for money. */
export function formatTick(value: number, format: ValueFormat = 'number'): string {
  const text = Math.abs(value) >= 1000 ? compact.format(value) : formatNumber(value);
  return format === 'rupiah' ? `Rp ${text}` : text;
}

/** A change as `+12,5%` / `-3%` (Indonesian decimal comma). */
export function formatPercent(percent: number): string {
  const text = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 }).format(Math.abs(percent));
  return `${percent > 0 ? '+' : percent < 0 ? '-' : ''}${text}%`;
}
