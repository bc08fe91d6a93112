// @vitest-environment node
import type { LiveEvent } from '@refinedev/core';
import { describe, expect, it, vi } from 'vitest';

import { NOTIFICATION_CHANNEL } from '../../../src/providers/live/channel';
import type { NotificationItem } from '../../../src/providers/live/types';
import {
  createLiveProvider,
  REFETCH_EVERY_MS,
  REFETCH_IN_FLOOD_MS,
  resourcesConcerned,
} from '../../../src/providers/live-provider';
import { registry } from '../../../src/resources';
import { fakeSocket } from '../support/fake-socket';

const item = (id: string, more: Partial<NotificationItem> = {}): NotificationItem => ({
  _id: id,
  text: `Teks ${id}`,
  read: false,
  created_at: '2025-05-01T09:00:00.000Z',
  user_id: 'usr-1',
  ...more,
});

/** The app's live provider over a fake socket, the bell listening, and what each resource's screens hear. */
function liveApp() {
  const { socket, emit } = fakeSocket();
  const live = createLiveProvider(socket, {
    refetchOnNotification: registry.filter((decl) => decl.liveRefetch).map((decl) => decl.name),
    concerned: resourcesConcerned(registry),
  });
  live.subscribe({ channel: NOTIFICATION_CHANNEL, types: ['*'], callback: () => undefined });
  const heard = new Map<string, LiveEvent[]>();
  for (const name of ['listing', 'leads', 'schedule', 'notification']) {
    heard.set(name, []);
    // as Refine's lists subscribe in live mode 'auto'
    live.subscribe({
      channel: `resources/${name}`,
      types: ['*'],
      callback: (event) => heard.get(name)?.push(event),
    });
  }
  const notify = (one: NotificationItem) =>
    emit({ type: 'notification', payload: { kind: 'one', item: one } });
  return { live, emit, notify, heard: (name: string) => heard.get(name) ?? [] };
}

describe('the resources a notification is about', () => {
  const concerned = resourcesConcerned(registry);

  it('reads them from the registry: its type, else the record it names', () => {
    // a lead's: its type says so, whatever listing it names
    expect(concerned(item('a', { type: 'lead', refs: { house_id: 'HL-000104' } }))).toEqual(['leads']);
    // a listing's, by its slug, its code, or the code in its text
    expect(concerned(item('b', { refs: { slug: 'rumah-asri-12' } }))).toEqual(['listing']);
    expect(concerned(item('c', { refs: { house_id: 'HL-000007' } }))).toEqual(['listing']);
    expect(concerned(item('d', { text: 'Listing HL-000104 telah disetujui.' }))).toEqual(['listing']);
    // a type that is a resource's name (an import of listings done)
    expect(concerned(item('e', { type: 'listing', text: 'Import CSV selesai: 3 listing.' }))).toEqual([
      'listing',
    ]);
    // a notice about nothing in particular
    expect(concerned(item('f', { text: 'Pemeliharaan sistem malam ini.' }))).toEqual([]);
  });
});

describe('the live provider and the screens of a resource', () => {
  it('tells the screens of the resource a new notification is about, and no others', () => {
    const { emit, notify, heard } = liveApp();

    notify(item('n1', { text: 'Listing HL-000104 telah disetujui.' }));

    expect(heard('listing')).toHaveLength(1);
    expect(heard('listing')[0]).toMatchObject({
      channel: 'resources/listing',
      type: 'updated',
      payload: { ids: ['n1'] },
    });
    expect(heard('leads')).toHaveLength(0);
    expect(heard('schedule')).toHaveLength(0);
    // the notification lists refetch on every one, as before
    expect(heard('notification')).toHaveLength(1);

    // the past notifications a connection brings are the bell's, not news about a record
    emit({
      type: 'notification',
      payload: { kind: 'list', items: [item('old', { text: 'Listing HL-000009 telah disetujui.' })] },
    });
    expect(heard('listing')).toHaveLength(1);
  });

  it('tells them at once, then once a second however many come', () => {
    vi.useFakeTimers();
    try {
      const { notify, heard } = liveApp();
      for (let i = 0; i < 50; i += 1)
        notify(item(`l${i}`, { type: 'lead', refs: { house_id: 'HL-000001' } }));
      expect(heard('leads')).toHaveLength(1);
      vi.advanceTimersByTime(REFETCH_EVERY_MS);
      expect(heard('leads')).toHaveLength(2);
      expect(heard('leads')[1].payload.ids).toHaveLength(49);
      expect(heard('listing')).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads a list a few times in a flood: 1,000 notifications over 10 s are at most 6 refetches, the last with the last', () => {
    vi.useFakeTimers();
    try {
      const { notify, heard } = liveApp();
      for (let i = 0; i < 1000; i += 1) {
        notify(item(`f${i}`, { type: 'lead', refs: { house_id: 'HL-000001' } }));
        vi.advanceTimersByTime(10);
      }
      vi.advanceTimersByTime(REFETCH_IN_FLOOD_MS);
      const refetches = heard('leads');
      expect(refetches.length).toBeLessThanOrEqual(6);
      expect(refetches.flatMap((event) => event.payload.ids)).toHaveLength(1000);
      expect(refetches.at(-1)?.payload.ids).toContain('f999');
    } finally {
      vi.useRealTimers();
    }
  });
});
