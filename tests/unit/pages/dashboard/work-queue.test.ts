import { parseTableParams } from '@refinedev/core';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';

import { LAST_VISIT_PREFIX, TAB_VISIT_PREFIX, visitSince } from '../../../../src/pages/dashboard/last-visit';
import { queueCardOf, queueCards } from '../../../../src/pages/dashboard/work-queue';
import { canSee } from '../../../../src/resources/access';
import type { WorkQueueItem } from '../../../../src/resources/dashboard';
import type { Session } from '../../../../src/session/session';
import { MemoryStorage } from '../../support/memory-storage';

const as =
  (flag: Session['flag'], first_time = false) =>
  (resource: string) =>
    canSee({ flag, first_time }, resource);
const today = dayjs('2026-11-25T09:00:00');

/** The filters and sort a card's link puts in the list's address, as the list reads them. */
function linkOf(path: string) {
  const [pathname, search = ''] = path.split('?');
  const { parsedFilters, parsedSorter } = parseTableParams(`?${search}`);
  return { pathname, filters: parsedFilters, sorters: parsedSorter };
}

describe('the work queue per role', () => {
  it('gro_admin (the full menu) gets every card; the pending ones counted by status=pending', () => {
    const cards = queueCards(as('gro_admin'), today);
    expect(cards.map((card) => card.label)).toEqual([
      'Listing menunggu',
      'BI Checking menunggu',
      'Withdraw menunggu',
      'Jadwal hari ini',
      'Jadwal besok',
      'Leads menunggu balasan lebih dari 2 jam',
      'Leads baru sejak kunjungan terakhir',
    ]);
    const pending = { field: 'status', operator: 'eq', value: 'pending' };
    for (const [key, path] of [
      ['listing-pending', '/dashboard/listing'],
      ['bi-checking-pending', '/dashboard/bi-checking'],
      ['withdrawal-pending', '/dashboard/withdrawal'],
    ]) {
      const card = cards.find((one) => one.key === key);
      expect(card?.count, key).toEqual([pending]);
      // the link opens the list with the very filters counted
      expect(linkOf(card?.path ?? ''), key).toEqual({ pathname: path, filters: [pending], sorters: [] });
    }
  });

  it('ADMIN (the reduced menu) gets no BI Checking and no Withdraw card; a first-time user none', () => {
    expect(queueCards(as(['ADMIN']), today).map((card) => card.key)).toEqual([
      'listing-pending',
      'schedule-today',
      'schedule-tomorrow',
      'leads-late',
      'leads-new',
    ]);
    expect(queueCards(as('gro_admin', true), today)).toEqual([]);
    expect(queueCards(() => false, today)).toEqual([]);
  });

  it("counts a day's visits with the agenda (the schedule list has no date filter) and opens it on that day", () => {
    const cards = queueCards(as('gro_admin'), today);
    for (const [key, day, range] of [
      ['schedule-today', 0, 'today'],
      ['schedule-tomorrow', 1, 'tomorrow'],
    ] as const) {
      const schedule = cards.find((card) => card.key === key);
      // no call of its own: the agenda's read of the list counts it
      expect(schedule, key).toMatchObject({ count: null, agenda: { day } });
      expect(schedule?.unavailable, key).toBeUndefined();
      expect(schedule?.path, key).toBe(`/dashboard/schedule?view=agenda&range=${range}`);
    }
  });

  it('counts the leads late for a first answer by their clock and opens "belum dibalas" past the threshold', () => {
    const late = queueCards(as('gro_admin'), today).find((card) => card.key === 'leads-late');
    // no list call of its own: the lead's clock reads the leads and their messages
    expect(late).toMatchObject({ count: null, answerLate: true, resource: 'leads' });
    expect(late?.path).toBe('/dashboard/leads?tampilan=belum-dibalas&lewat=1');
  });

  it('says a count the contract cannot give is unavailable, and still opens the list as near as it can', () => {
    const cards = queueCards(as('gro_admin'), today);
    // a day of a list with no date filter and no agenda: no call could count it
    const day: WorkQueueItem = { key: 'k', label: 'L', resource: 'bi-checking', day: 0 };
    expect(queueCardOf(day, as('gro_admin'), today)).toMatchObject({
      count: null,
      unavailable: 'Tidak dapat disaring per tanggal.',
    });
    const leads = cards.find((card) => card.key === 'leads-new');
    expect(leads?.count).toBeNull();
    expect(leads?.sinceLastVisit).toBe(true);
    expect(leads?.unavailable).toBe('Tidak dapat disaring per waktu masuk.');
    expect(linkOf(leads?.path ?? '')).toEqual({
      pathname: '/dashboard/leads',
      filters: [],
      sorters: [{ field: 'last_request_at', order: 'desc' }],
    });
  });

  it('counts a day through a declared period, and refuses a filter or value the list does not declare', () => {
    const allowed = as('gro_admin');
    // lytics declares a period (startDate / endDate): tomorrow from and to tomorrow
    const tomorrow: WorkQueueItem = { key: 'k', label: 'L', resource: 'lytics', day: 1 };
    expect(queueCardOf(tomorrow, allowed, today)?.count).toEqual([
      { field: 'startDate', operator: 'eq', value: '2026-11-26' },
      { field: 'endDate', operator: 'eq', value: '2026-11-26' },
    ]);
    const why = 'Daftarnya tidak punya saringan ini.';
    const undeclared: WorkQueueItem = { key: 'k', label: 'L', resource: 'listing', filters: { owner: 'me' } };
    expect(queueCardOf(undeclared, allowed, today)).toMatchObject({ count: null, unavailable: why });
    const unknownValue: WorkQueueItem = {
      key: 'k',
      label: 'L',
      resource: 'listing',
      filters: { status: 'waiting' },
    };
    expect(queueCardOf(unknownValue, allowed, today)).toMatchObject({ count: null, unavailable: why });
    // a list without a screen, or an unknown one, makes no card
    expect(queueCardOf({ key: 'k', label: 'L', resource: 'lead-requests' }, allowed, today)).toBeUndefined();
    expect(queueCardOf({ key: 'k', label: 'L', resource: 'nope' }, allowed, today)).toBeUndefined();
  });
});

describe('the last visit, per user on this device', () => {
  const times = ['2026-11-24T08:00:00.000Z', '2026-11-25T09:00:00.000Z', '2026-11-25T09:05:00.000Z'];

  it('a first visit has none; a new tab starts from the last; one tab keeps its own through reloads', () => {
    const storage = new MemoryStorage();
    const firstTab = new MemoryStorage();
    expect(visitSince('u1', { storage, tab: firstTab, now: new Date(times[0]) })).toBeNull();
    const secondTab = new MemoryStorage();
    expect(visitSince('u1', { storage, tab: secondTab, now: new Date(times[1]) })).toBe(times[0]);
    // a reload of the second tab, minutes later: still the same visit
    expect(visitSince('u1', { storage, tab: secondTab, now: new Date(times[2]) })).toBe(times[0]);
    expect(visitSince('u1', { storage, tab: new MemoryStorage() })).toBe(times[2]);
    // another user of the device has their own
    expect(visitSince('u2', { storage, tab: secondTab })).toBeNull();
    // kept beside the preferences, which a sign-out keeps
    expect(storage.getItem(`${LAST_VISIT_PREFIX}u1`)).not.toBeNull();
    expect(secondTab.getItem(`${TAB_VISIT_PREFIX}u1`)).toBe(times[0]);
  });

  it('an unreadable time or a refused storage is a first visit, never an error', () => {
    const storage = new MemoryStorage();
    storage.setItem(`${LAST_VISIT_PREFIX}u1`, 'kemarin');
    expect(visitSince('u1', { storage, tab: new MemoryStorage() })).toBeNull();
    const refused = new MemoryStorage();
    refused.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(visitSince('u1', { storage: refused, tab: refused })).toBeNull();
    expect(visitSince('', { storage, tab: new MemoryStorage() })).toBeNull();
  });
});
