import dayjs, { type Dayjs } from 'dayjs';

/** The wire format of a period's ends (GET /lytics startDate / endDate). */
export const DAY_FORMAT = 'YYYY-MM-DD';

export type PresetKey = '7d' | '30d' | '90d' | 'month' | 'custom';

/** A closed range of days, both ends included, as `YYYY-MM-DD`. */
export interface Period {
  start: string;
  end: string;
}

const presetDays: Partial<Record<PresetKey, number>> = { '7d': 7, '30d': 30, '90d': 90 };

/** The period of a preset ending today: the last N days (today included) or this month so far. */
export function presetPeriod(preset: Exclude<PresetKey, 'custom'>, today: Dayjs = dayjs()): Period {
  const end = today.startOf('day');
  if (preset === 'month')
    return { start: end.startOf('month').format(DAY_FORMAT), end: end.format(DAY_FORMAT) };
  const days = presetDays[preset] ?? 30;
  return { start: end.subtract(days - 1, 'day').format(DAY_FORMAT), end: end.format(DAY_FORMAT) };
}

/** How many days a period covers, both ends included (0 when it is backwards or unreadable). */
export function lengthInDays(period: Period): number {
  const start = dayjs(period.start);
  const end = dayjs(period.end);
  if (!start.isValid() || !end.isValid() || end.isBefore(start)) return 0;
  return end.diff(start, 'day') + 1;
}

/** The period of the same length that ends the day before `period` starts. */
export function previousPeriod(period: Period): Period {
  const days = lengthInDays(period);
  const end = dayjs(period.start).subtract(1, 'day');
  return {
    start: end.subtract(Math.max(days, 1) - 1, 'day').format(DAY_FORMAT),
    end: end.format(DAY_FORMAT),
  };
}

/** Every day of a period, in order (for filling the days a series lacks). */
export function daysOf(period: Period): string[] {
  const days = lengthInDays(period);
  const start = dayjs(period.start);
  return Array.from({ length: days }, (_, index) => start.add(index, 'day').format(DAY_FORMAT));
}

type Row = Record<string, unknown>;

/** The sum of each numeric `key` over the rows (text and missing values count as 0). */
export function totalsOf<K extends string>(rows: readonly Row[], keys: readonly K[]): Record<K, number> {
  const out = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) {
    for (const key of keys) {
      const value = Number(row[key]);
      if (Number.isFinite(value)) out[key] += value;
    }
  }
  return out;
}

export interface Change {
  /** Relative change in percent, one decimal; undefined when the previous total is 0 or unknown. */
  percent?: number;
  direction: 'up' | 'down' | 'flat';
}

/** The change of a total against the previous period's. */
export function changeOf(current: number, previous: number | undefined): Change {
  if (previous === undefined || !Number.isFinite(previous)) return { direction: 'flat' };
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  if (previous === 0) return { direction };
  const percent = Math.round(((current - previous) / previous) * 1000) / 10;
  return { percent, direction };
}

/** A series over every day of the period, 0 on the days the rows lack. */
export function dailySeries(rows: readonly Row[], period: Period, key: string, dateKey = 'date'): number[] {
  const byDay = new Map<string, number>();
  for (const row of rows) {
    const day = String(row[dateKey] ?? '').slice(0, 10);
    const value = Number(row[key]);
    if (Number.isFinite(value)) byDay.set(day, (byDay.get(day) ?? 0) + value);
  }
  return daysOf(period).map((day) => byDay.get(day) ?? 0);
}

/** Counts of each distinct value of `key`, largest first; the tail past `limit` becomes `other`. */
export function breakdownOf(
  rows: readonly Row[],
  key: string,
  limit = 8,
  other = 'Lainnya',
): { label: string; value: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const label = String(row[key] ?? '-');
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const sorted = [...counts].map(([label, value]) => ({ label, value })).sort((a, b) => b.value - a.value);
  if (sorted.length <= limit) return sorted;
  const rest = sorted.slice(limit - 1).reduce((sum, item) => sum + item.value, 0);
  return [...sorted.slice(0, limit - 1), { label: other, value: rest }];
}
