// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { db } from '../../../src/mocks/db';
import { formatDay, shiftDay, startOfToday } from '../../../src/mocks/lib/dates';
import { BASES, call, rows, withDemoServer } from './support';

withDemoServer();
const payment = BASES.payment;

describe('demo data for the charts', () => {
  it('covers two 90-day periods, with busier weekends', () => {
    const today = startOfToday();
    expect(db.dailyStats[0].date <= formatDay(shiftDay(today, -179))).toBe(true);
    const mean = (weekend: boolean) => {
      const days = db.dailyStats.filter((day) => {
        const weekday = new Date(`${day.date}T00:00:00`).getDay();
        return (weekday === 0 || weekday === 6) === weekend;
      });
      return days.reduce((sum, day) => sum + day.visitors, 0) / days.length;
    };
    expect(mean(true)).toBeGreaterThan(mean(false) * 1.2);
  });

  it('answers a period before the data "Data tidak ditemukan" (404)', async () => {
    const empty = await call(`${payment}/lytics?startDate=2020-01-01&endDate=2020-01-10`);
    expect(empty).toEqual({ status: 404, body: { status: 404, message: 'Data tidak ditemukan' } });
  });

  it('narrows user events to startDate..endDate, both days included', async () => {
    const today = startOfToday();
    const start = formatDay(shiftDay(today, -2));
    const end = formatDay(today);
    const answer = await call(`${payment}/usytics?startDate=${start}&endDate=${end}&limit=1000`);
    const days = rows(answer.body).map((event) => formatDay(new Date(String(event.created_at))));
    const expected = db.userEvents.filter((event) => {
      const day = formatDay(new Date(event.created_at));
      return day >= start && day <= end;
    });
    expect(days.length).toBe(expected.length);
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((day) => day >= start && day <= end)).toBe(true);
    expect(answer.body.document_count).toBe(expected.length);
  });
});
