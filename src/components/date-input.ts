import dayjs, { type Dayjs } from 'dayjs';
import indonesian from 'dayjs/locale/id';

import { dateTexts } from '../locales/dates';
import { fill, ui } from '../locales/ui';
import { DATE_FORMATS, DATETIME_FORMATS } from '../theme/dayjs-setup';

/**
 * What every date picker of the app is given: the accepted typed forms (the first one shows the
 * date) and a placeholder that names the expected form.
 */
export function dateInputProps(withTime = false): { format: string[]; placeholder: string } {
  return withTime
    ? { format: [...DATETIME_FORMATS], placeholder: ui.dateInput.datetime }
    : { format: [...DATE_FORMATS], placeholder: ui.dateInput.date };
}

/** The same for a range picker: one placeholder per end. */
export function dateRangeInputProps(): { format: string[]; placeholder: [string, string] } {
  return { format: [...DATE_FORMATS], placeholder: [ui.dateInput.start, ui.dateInput.end] };
}

/** What a typed date is: nothing, a date, or refused with the reason in words. */
export type TypedDate =
  { kind: 'empty' } | { kind: 'date'; date: Dayjs } | { kind: 'refused'; reason: string };

/**
 * A date field's value while what was typed in it is refused: the form keeps it (so its rule shows the
 * reason and nothing is sent) instead of silently keeping the date it had. Plain data: a draft keeps it.
 */
export interface RefusedDate {
  refusedDate: string;
  reason: string;
}

export function isRefusedDate(value: unknown): value is RefusedDate {
  return (
    typeof value === 'object' && value !== null && typeof (value as RefusedDate).refusedDate === 'string'
  );
}

/** The years a typed date may fall in: a four-digit year far off is a slip of the keyboard. */
const YEARS = { from: 1900, to: 2100 } as const;

const EXAMPLE = { date: '25/11/2026', datetime: '25/11/2026 14:30' } as const;

/** Month names as typed: the full Indonesian name or any start of it from 3 letters, or the short form. */
function monthOf(name: string): number | undefined {
  const typed = name.toLowerCase().replace(/\.$/, '');
  if (typed.length < 3) return undefined;
  const full = indonesian.months as string[];
  const short = indonesian.monthsShort as string[];
  const at = short.findIndex((month) => month.toLowerCase() === typed);
  if (at >= 0) return at + 1;
  const starts = full.findIndex((month) => month.toLowerCase().startsWith(typed));
  return starts >= 0 ? starts + 1 : undefined;
}

const TIME = /^(.*?)[\s,T]+(?:pukul\s+|jam\s+)?(\d{1,2})[:.](\d{2})$/i;
const DAY_FIRST = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const NAMED_MONTH = /^(\d{1,2})\s+(\p{L}+\.?)\s+(\d{4})$/u;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Reads a date (and with `withTime`, a time of day) as a person types it: `25/11/2026`, `25-11-2026`,
 * `5/1/2026`, `2026-11-25`, `25 Nov 2026`, `25 November 2026`, then `14:30`, `14.30` or `9:05`.
 * A date that does not exist is refused with the reason (`31/11/2026`: November has 30 days), never
 * moved to another day or dropped for the date the field had.
 */
export function readTypedDate(typed: string, withTime: boolean): TypedDate {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (text === '') return { kind: 'empty' };
  const example = withTime ? EXAMPLE.datetime : EXAMPLE.date;
  const refused = (reason: string): TypedDate => ({ kind: 'refused', reason });

  const timed = TIME.exec(text);
  const datePart = timed ? timed[1] : text;
  let year: number;
  let month: number;
  let day: number;
  const dayFirst = DAY_FIRST.exec(datePart);
  const yearFirst = YEAR_FIRST.exec(datePart);
  const named = NAMED_MONTH.exec(datePart);
  if (dayFirst) [day, month, year] = [dayFirst[1], dayFirst[2], dayFirst[3]].map(Number);
  else if (yearFirst) [year, month, day] = [yearFirst[1], yearFirst[2], yearFirst[3]].map(Number);
  else if (named) {
    const found = monthOf(named[2]);
    if (found === undefined) return refused(fill(dateTexts.unknownMonth, { month: named[2], example }));
    [day, month, year] = [Number(named[1]), found, Number(named[3])];
  } else return refused(fill(dateTexts.unknown, { text, example }));

  if (month < 1 || month > 12) return refused(fill(dateTexts.noMonth, { month }));
  if (year < YEARS.from || year > YEARS.to)
    return refused(fill(dateTexts.yearOutOfRange, { year, ...YEARS }));
  const first = dayjs(new Date(year, month - 1, 1));
  const days = first.daysInMonth();
  if (day < 1 || day > days) {
    const monthName = (indonesian.months as string[])[month - 1];
    return refused(
      fill(dateTexts.noDay, {
        date: `${two(day)}/${two(month)}/${year}`,
        // February's length depends on the year
        month: month === 2 ? `${monthName} ${year}` : monthName,
        days,
      }),
    );
  }
  const date = first.date(day);
  if (!withTime) {
    return timed
      ? refused(fill(dateTexts.noTime, { example: date.format('DD/MM/YYYY') }))
      : { kind: 'date', date };
  }
  if (!timed) return refused(fill(dateTexts.needTime, { example: `${date.format('DD/MM/YYYY')} 09:00` }));
  const [hour, minute] = [Number(timed[2]), Number(timed[3])];
  const time = `${two(hour)}:${two(minute)}`;
  if (hour > 23) return refused(fill(dateTexts.noHour, { time }));
  if (minute > 59) return refused(fill(dateTexts.noMinute, { time }));
  return { kind: 'date', date: date.hour(hour).minute(minute) };
}
