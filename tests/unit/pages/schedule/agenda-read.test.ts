import type { BaseRecord } from '@refinedev/core';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';

import {
  AGENDA_MAX_PAGES,
  AGENDA_PAGE,
  agendaEnd,
  isDayRead,
  summarize,
} from '../../../../src/pages/schedule/agenda-read';

const today = dayjs('2026-11-25T00:00:00');
const from = today.valueOf();
let serial = 0;
/** A schedule `day` days from today at 10.00. */
const row = (day: number, extra: BaseRecord = {}): BaseRecord => {
  serial += 1;
  return { id: `s${serial}`, date: today.add(day, 'day').hour(10).toISOString(), ...extra };
};
/** `count` schedules from `first` day back, one a day. */
const days = (first: number, count: number) => Array.from({ length: count }, (_, i) => row(first - i));
const page = (data: BaseRecord[], total: number, totalKnown?: false) =>
  totalKnown === false ? { data, total, totalKnown } : { data, total };

describe("the agenda's read of the schedules", () => {
  it('goes on while a page reaches today, stops at the first page all older than today', () => {
    const first = page(days(160, AGENDA_PAGE), 1000);
    expect(agendaEnd([first], from)).toBeUndefined();
    expect(isDayRead(summarize([first], from), today)).toBe(false);
    // from 60 days ahead to 39 days back: today's start is passed, today is read whole, the next
    // page is still asked
    const crossing = page(days(60, AGENDA_PAGE), 1000);
    expect(agendaEnd([first, crossing], from)).toBeUndefined();
    expect(isDayRead(summarize([first, crossing], from), today)).toBe(true);
    const older = page(days(-40, AGENDA_PAGE), 1000);
    expect(agendaEnd([first, crossing, older], from)).toBe('past');
  });

  it('ends with the list: an empty page, the count reached, a short page without a count, a page read already', () => {
    expect(agendaEnd([page([], 0)], from)).toBe('list');
    expect(agendaEnd([page(days(5, 3), 3)], from)).toBe('list');
    expect(agendaEnd([page(days(5, AGENDA_PAGE), 150, false)], from)).toBeUndefined();
    expect(agendaEnd([page(days(5, 40), 40, false)], from)).toBe('list');
    // a service that ignores `page` answers the first again
    const same = page(days(90, AGENDA_PAGE), 500);
    expect(agendaEnd([same, same], from)).toBe('list');
  });

  it('reads a list not newest first whole, up to its cap, and shows no day before', () => {
    const pages = [page([row(-3), row(5)], 4 * AGENDA_PAGE), page([row(0), row(-9)], 4 * AGENDA_PAGE)];
    const summary = summarize(pages, from);
    expect(summary.sorted).toBe(false);
    expect(agendaEnd(pages, from)).toBeUndefined();
    expect(isDayRead(summary, today)).toBe(false);
    const many = Array.from({ length: AGENDA_MAX_PAGES }, (_, i) =>
      page(i % 2 ? days(-100 - i * 200, AGENDA_PAGE) : days(100 + i * 200, AGENDA_PAGE), 10 ** 6),
    );
    expect(agendaEnd(many, from)).toBe('cap');
  });

  it('counts a day without its cancelled visits, each visit once, and leaves an unreadable date out', () => {
    const twice = row(0);
    const summary = summarize(
      [
        page([row(1), twice, row(0, { status: 'cancelled' }), row(0, { date: 'besok' })], 6),
        page([twice, row(-1)], 6),
      ],
      from,
    );
    expect(summary.byDay.get('2026-11-25')?.map((visit) => visit.record.id)).toEqual([twice.id]);
    expect(summary.cancelledByDay.get('2026-11-25')).toBe(1);
    expect(summary.read).toBe(5);
  });
});
