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
import { nextListPage } from '../../../../src/providers/read-pages';

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
/** Where `pages` were read: one after the other, at the size the agenda asks. */
const asked = (pages: readonly unknown[]) => pages.map((_, i) => ({ page: i + 1, size: AGENDA_PAGE }));

describe("the agenda's read of the schedules", () => {
  it('goes on while a page reaches today, stops at the first page all older than today', () => {
    const first = page(days(160, AGENDA_PAGE), 1000);
    expect(agendaEnd([first], asked([first]), from)).toBeUndefined();
    expect(isDayRead(summarize([first], asked([first]), from), today)).toBe(false);
    // from 60 days ahead to 39 days back: today's start is passed, today is read whole, the next
    // page is still asked
    const crossing = page(days(60, AGENDA_PAGE), 1000);
    expect(agendaEnd([first, crossing], asked([first, crossing]), from)).toBeUndefined();
    expect(isDayRead(summarize([first, crossing], asked([first, crossing]), from), today)).toBe(true);
    const older = page(days(-40, AGENDA_PAGE), 1000);
    expect(agendaEnd([first, crossing, older], asked([first, crossing, older]), from)).toBe('past');
  });

  it('ends with the list: an empty page, the count reached, a short later page without a count, a page read already', () => {
    const one = asked([0]);
    expect(agendaEnd([page([], 0)], one, from)).toBe('list');
    expect(agendaEnd([page(days(5, 3), 3)], one, from)).toBe('list');
    expect(agendaEnd([page(days(5, AGENDA_PAGE), 150, false)], one, from)).toBeUndefined();
    // a short first page without a count may be a server's cap: the next page (at 20 a page,
    // from row 41) tells; a short page after it ends the list
    const short = [page(days(5, 40), 40, false)];
    expect(agendaEnd(short, one, from)).toBeUndefined();
    const after = [...short, page(days(-35, 10), 50, false)];
    expect(
      agendaEnd(
        after,
        [
          { page: 1, size: AGENDA_PAGE },
          { page: 3, size: 20 },
        ],
        from,
      ),
    ).toBe('list');
    // a service that ignores `page` answers the first again
    const same = page(days(90, AGENDA_PAGE), 500);
    expect(agendaEnd([same, same], asked([same, same]), from)).toBe('list');
  });

  it('reads on past a service that gives fewer schedules than asked, from the first one not read', () => {
    // 45 of 300 for 100: the agenda was read at 100 a page from page 2 (rows 101-200), skipping 46-100
    const first = page(days(160, 45), 300);
    expect(agendaEnd([first], asked([first]), from)).toBeUndefined();
    expect(nextListPage([first], asked([first]))).toEqual({ page: 3, size: 20 });
  });

  it('reads a list not newest first whole, up to its cap, and shows no day before', () => {
    // (a service that gives two a page: the second page is asked at two)
    const pages = [page([row(-3), row(5)], 4 * AGENDA_PAGE), page([row(0), row(-9)], 4 * AGENDA_PAGE)];
    const params = [
      { page: 1, size: AGENDA_PAGE },
      { page: 2, size: 2 },
    ];
    const summary = summarize(pages, params, from);
    expect(summary.sorted).toBe(false);
    expect(agendaEnd(pages, params, from)).toBeUndefined();
    expect(isDayRead(summary, today)).toBe(false);
    const many = Array.from({ length: AGENDA_MAX_PAGES }, (_, i) =>
      page(i % 2 ? days(-100 - i * 200, AGENDA_PAGE) : days(100 + i * 200, AGENDA_PAGE), 10 ** 6),
    );
    expect(agendaEnd(many, asked(many), from)).toBe('cap');
  });

  it('counts a day without its cancelled visits, each visit once, and leaves an unreadable date out', () => {
    const twice = row(0);
    const summary = summarize(
      [
        page([row(1), twice, row(0, { status: 'cancelled' }), row(0, { date: 'besok' })], 6),
        page([twice, row(-1)], 6),
      ],
      asked([0, 1]),
      from,
    );
    expect(summary.byDay.get('2026-11-25')?.map((visit) => visit.record.id)).toEqual([twice.id]);
    expect(summary.cancelledByDay.get('2026-11-25')).toBe(1);
    expect(summary.read).toBe(5);
  });
});
