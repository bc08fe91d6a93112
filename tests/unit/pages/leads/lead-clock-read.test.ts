import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import {
  CLOCK_PAGE,
  clockEnd,
  type ClockPage,
  clockReadKey,
  lateLeadsPath,
  messagesKey,
  nextClockPage,
  refreshClockReads,
} from '../../../../src/pages/leads/lead-clock-read';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-20T10:00:00Z');
const lead = (id: string, hoursAgo: number) => ({
  id,
  name: id,
  created_at: new Date(now - hoursAgo * HOUR).toISOString(),
});
const page = (
  leads: ReturnType<typeof lead>[],
  messages: ClockPage['messages'] = {},
  total = 100,
): ClockPage => ({
  leads,
  messages,
  total,
  totalKnown: true,
});

describe("the lead's clock read", () => {
  it('ends with the list, past the start when the leads come newest first, or at the cap', () => {
    const asked = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ page: i + 1, size: CLOCK_PAGE }));
    expect(clockEnd([page([])], asked(1), now)).toBe('list');
    expect(clockEnd([page([lead('a', 1)], {}, 1)], asked(1), now - 10 * HOUR)).toBe('list');
    const full = Array.from({ length: 20 }, (_, i) => lead(`n${i}`, 1 + i));
    expect(clockEnd([page(full)], asked(1), now - 30 * HOUR)).toBeUndefined();
    const old = Array.from({ length: 20 }, (_, i) => lead(`o${i}`, 40 + i));
    // (a first page of 20 for 50: the next is asked at 20)
    const twoPages = [
      { page: 1, size: CLOCK_PAGE },
      { page: 2, size: 20 },
    ];
    expect(clockEnd([page(full), page(old)], twoPages, now - 30 * HOUR)).toBe('past');
    // not newest first: nothing can be skipped, the read goes on
    expect(clockEnd([page(old), page(full)], twoPages, now - 30 * HOUR)).toBeUndefined();
  });

  it('reads on past a service that gives fewer leads than asked, from the first one not read', () => {
    const first = Array.from({ length: 45 }, (_, i) => lead(`n${i}`, 1 + i / 10));
    const asked = [{ page: 1, size: CLOCK_PAGE }];
    // 45 given for 50, 100 counted: not the list's end; read on at 20 a page from page 3 (lead 41),
    // not page 2 at 50 (leads 51-100, which skips 46-50)
    expect(clockEnd([page(first)], asked, now - 30 * HOUR)).toBeUndefined();
    expect(nextClockPage([page(first)], asked)).toEqual({ page: 3, size: 20 });
  });

  it('a live change reads again the messages of the leads still waiting, never an answered one', () => {
    const client = new QueryClient();
    const waiting = lead('w', 3);
    const answered = lead('a', 3);
    const since = now - 30 * 24 * HOUR;
    const answers = [{ sender: 'admin', created_at: new Date(now - 2 * HOUR).toISOString() }];
    client.setQueryData(
      clockReadKey(since),
      {
        pages: [page([waiting, answered], { w: [], a: answers })],
        pageParams: [1],
      },
      { updatedAt: now - 2 * 60_000 },
    );
    client.setQueryData(messagesKey('w'), []);
    client.setQueryData(messagesKey('a'), answers);
    refreshClockReads(client, now);
    expect(client.getQueryData(messagesKey('w'))).toBeUndefined();
    expect(client.getQueryData(messagesKey('a'))).toEqual(answers);
    expect(client.getQueryState(clockReadKey(since))?.isInvalidated).toBe(true);
  });

  it('a read less than a minute old is left alone', () => {
    const client = new QueryClient();
    const since = now - HOUR;
    client.setQueryData(
      clockReadKey(since),
      { pages: [page([lead('w', 3)], { w: [] })], pageParams: [1] },
      { updatedAt: now - 5_000 },
    );
    client.setQueryData(messagesKey('w'), []);
    refreshClockReads(client, now);
    expect(client.getQueryData(messagesKey('w'))).toEqual([]);
    expect(client.getQueryState(clockReadKey(since))?.isInvalidated).toBe(false);
  });

  it("opens the late leads as the leads screen's view", () => {
    expect(lateLeadsPath('/dashboard/leads')).toBe('/dashboard/leads?tampilan=belum-dibalas&lewat=1');
  });
});
