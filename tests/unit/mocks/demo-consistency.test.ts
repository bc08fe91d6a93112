// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import { db } from '../../../src/mocks/db';
import { formatDay, shiftDay, startOfToday } from '../../../src/mocks/lib/dates';
import { BASES, call, type Json, rows, superadmin, withDemoServer } from './support';

withDemoServer();
const { main, payment } = BASES;

type Day = { date: string; visitors: number; page_views: number; new_listings: number; leads: number };

/** GET /lytics over the last `days` days, today included. */
async function lytics(days: number): Promise<Day[]> {
  const today = startOfToday();
  const start = formatDay(shiftDay(today, -(days - 1)));
  const answer = await call(`${payment}/lytics?startDate=${start}&endDate=${formatDay(today)}`);
  expect(answer.status).toBe(200);
  return answer.body.data as Day[];
}

const sum = (days: readonly Day[], key: 'leads' | 'new_listings') =>
  days.reduce((total, day) => total + day[key], 0);

async function statistic(): Promise<Json> {
  return (await call(`${main}/house-list/admin-statistic`)).body.data as Json;
}

/** The newest entries of the activity log (Payment > Logs). */
async function newestLogs(count = 5): Promise<Record<string, unknown>[]> {
  return rows((await call(`${payment}/activity?limit=${count}`)).body);
}

describe('the demo adds up', () => {
  it("the dashboard's totals are the sums of the analytics' days over all the demo's time", async () => {
    const all = await lytics(db.dailyStats.length);
    const stats = await statistic();
    const counts = stats as { standard: { count: number }; premium: { count: number }; statistic: Json };
    expect(sum(all, 'leads')).toBe(counts.statistic.leads);
    expect(sum(all, 'new_listings')).toBe(counts.standard.count + counts.premium.count);
  });

  it('the trend and the analytics of 30 days count the leads and listings created in those days', async () => {
    const month = await lytics(30);
    expect(month).toHaveLength(30);
    const from = formatDay(shiftDay(startOfToday(), -29));
    const inMonth = (dated: readonly { created_at: string }[]) =>
      dated.filter((one) => formatDay(new Date(one.created_at)) >= from).length;
    expect(sum(month, 'leads')).toBe(inMonth(db.leads));
    expect(sum(month, 'new_listings')).toBe(inMonth(db.listings));
    // a plausible agency: a few leads a day, not the 20-40 the chart showed beside a total of 240
    expect(sum(month, 'leads') / 30).toBeGreaterThan(1);
    expect(sum(month, 'leads') / 30).toBeLessThan(6);
  });

  it("a lead added today counts in today's figure and in the total", async () => {
    const before = {
      today: (await lytics(1))[0].leads,
      total: ((await statistic()).statistic as Json).leads,
    };
    const listing = db.listings.find((one) => one.status === 'active');
    const added = await call(`${main}/request-cust`, {
      method: 'POST',
      body: { property_id: listing?.id, requestCusts: [{ name: 'Dewi Anggraini', phone: '081234567890' }] },
    });
    expect(added.body.status).toBe(200);
    expect((await lytics(1))[0].leads).toBe(before.today + 1);
    expect(((await statistic()).statistic as Json).leads).toBe(Number(before.total) + 1);
  });

  it("a listing's total views hold its last 30 days' views", () => {
    for (const listing of db.listings) {
      const recent = db.listingViews
        .filter((view) => view.property_id === listing.id)
        .reduce((total, view) => total + view.views, 0);
      expect(listing.views).toBeGreaterThanOrEqual(recent);
    }
  });
});

describe("the demo's log records what the demo does", () => {
  it('an approval, with who and when', async () => {
    const pending = db.listings.find((one) => one.status === 'pending');
    if (!pending) throw new Error('no pending listing');
    const started = Date.now();
    const approved = await call(`${main}/house-list/status/${pending.id}`, {
      method: 'PUT',
      body: { status: 'active' },
    });
    expect(approved.status).toBe(200);
    const [entry] = await newestLogs();
    expect(entry).toMatchObject({
      user_name: superadmin.name,
      action: 'approve',
      module: 'Listing',
      description: `${superadmin.name} menyetujui listing ${pending.house_id} "${pending.title}"`,
    });
    expect(Date.parse(String(entry.created_at))).toBeGreaterThanOrEqual(started - 1000);
    // the log's count follows
    expect((await call(`${payment}/activity?limit=1`)).body.count).toBe(db.activity.length);
  });

  it('a rejection, a withdrawal and a BI check decided, a webhook, a delete and a sign-in', async () => {
    const pending = db.listings.find((one) => one.status === 'pending');
    const withdrawal = db.withdrawals.find((one) => one.status === 'pending');
    const check = db.biChecking.find((one) => one.status === 'pending');
    const order = db.payments.find((one) => one.status === 'pending');
    const doomed = db.schedules[0];
    await call(`${main}/house-list/status/${pending?.id}`, { method: 'PUT', body: { status: 'inactive' } });
    await call(`${main}/withdrawal/${withdrawal?.id}`, { method: 'PUT', body: { status: 'rejected' } });
    await call(`${main}/bi-checking/status/${check?._id}`, { method: 'PUT', body: { status: 'approved' } });
    await call(`${payment}/webhook/trigger-manual`, { method: 'POST', body: { order_id: order?.order_id } });
    await call(`${main}/schedule-house-list/${doomed._id}`, { method: 'DELETE' });
    await call(`${BASES.auth}/api/login`, {
      method: 'POST',
      body: { email: superadmin.email, password: superadmin.password },
      headers: {},
    });
    const logs = (await newestLogs(6)).map((one) => [one.action, one.module, one.user_name]);
    expect(logs).toEqual([
      ['login', 'Auth', superadmin.name],
      ['delete', 'Schedule', superadmin.name],
      ['webhook', 'Payment', superadmin.name],
      ['approve', 'BI Checking', superadmin.name],
      ['reject', 'Withdrawal', superadmin.name],
      ['reject', 'Listing', superadmin.name],
    ]);
  });

  it('lists two entries of one millisecond newest first, in the order they were made', async () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2030-01-01T00:00:00.000Z'));
    try {
      const doomed = db.schedules.slice(0, 2);
      for (const schedule of doomed)
        await call(`${main}/schedule-house-list/${schedule._id}`, { method: 'DELETE' });
    } finally {
      clock.mockRestore();
    }
    const [later, earlier] = await newestLogs(2);
    expect([later.action, earlier.action]).toEqual(['delete', 'delete']);
    expect(Date.parse(String(later.created_at))).toBeGreaterThan(Date.parse(String(earlier.created_at)));
    expect(String(earlier.created_at)).toBe('2030-01-01T00:00:00.000Z');
  });

  it('records no refused call and no read', async () => {
    const before = db.activity.length;
    await call(`${main}/house-list/status/unknown`, { method: 'PUT', body: { status: 'active' } });
    await call(`${main}/house-list/admin?limit=5`);
    expect(db.activity).toHaveLength(before);
  });
});
