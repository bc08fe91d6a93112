/** Date helpers. Seed dates are offsets from the start of today, so the data stays "recent". */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Local midnight of today. */
export function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** ISO timestamp `days` days (may be fractional, negative = future) before the anchor. */
export function isoDaysAgo(anchor: Date, days: number): string {
  return new Date(anchor.getTime() - days * DAY_MS).toISOString();
}

/**
 * `next` (an event after `previous`) kept before the anchor: past it, halfway from `previous` to the
 * anchor instead, so a run of events stays in order and in the past.
 */
export function beforeAnchor(previous: string, next: string, anchor: Date): string {
  if (Date.parse(next) < anchor.getTime()) return next;
  const from = Date.parse(previous);
  return new Date(from + (anchor.getTime() - from) / 2).toISOString();
}

export function addDaysIso(iso: string, days: number): string {
  return new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();
}

/** `YYYY-MM-DD` of a date in local time (what a date picker in the browser sends). */
export function formatDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day `offset` days after `date` (negative = before). */
export function shiftDay(date: Date, offset: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + offset);
}

/** Parses a strict `YYYY-MM-DD` into a comparable string, or null. */
export function parseDay(text: string | null): string | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  return formatDay(date) === text ? text : null;
}
