// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { notificationLink } from '../../../src/notifications/notification-link';
import { toNotification } from '../../../src/providers/live/types';
import { registry } from '../../../src/resources';

const linkOf = (raw: Record<string, unknown>) => {
  const item = toNotification({ _id: 'n1', read: false, created_at: '2026-11-20T10:00:00Z', ...raw });
  if (!item) throw new Error('not a notification');
  const link = notificationLink(item, registry);
  return link ? new URL(link, 'http://app') : undefined;
};

/** The search a list address carries (Refine's table parameters). */
const searchOf = (url: URL | undefined) => url?.searchParams.get('filters[0][value]');

describe('a notification that names a record opens it', () => {
  it('keeps the fields a notification names its record by', () => {
    expect(
      toNotification({ _id: 'a', text: 'x', type: 'lead', property_id: 'p1', request_id: 9 }),
    ).toMatchObject({
      type: 'lead',
      refs: { property_id: 'p1', request_id: '9' },
    });
  });

  it("opens a lead's listing group and its conversation", () => {
    const url = linkOf({
      type: 'lead',
      text: 'Lead baru dari Budi untuk Rumah Asri (HL-000104).',
      property_id: 'p1',
      house_id: 'HL-000104',
      request_id: 'r1',
    });
    expect(url?.pathname).toBe('/dashboard/leads');
    expect(searchOf(url)).toBe('HL-000104');
    expect(url?.searchParams.get('grup')).toBe('p1');
    expect(url?.searchParams.get('lead')).toBe('r1');
  });

  it('opens the leads list searched for the code a lead text names, when it carries no fields', () => {
    const url = linkOf({ type: 'lead', text: 'Lead baru dari Sari untuk HL-000042.' });
    expect(url?.pathname).toBe('/dashboard/leads');
    expect(searchOf(url)).toBe('HL-000042');
    expect(url?.searchParams.get('grup')).toBeNull();
  });

  it("opens a listing's detail by its slug, else the listing list searched for its code", () => {
    expect(linkOf({ type: 'listing', text: 'Listing terjual.', slug: 'rumah-asri-104' })?.pathname).toBe(
      '/dashboard/listing/rumah-asri-104',
    );
    const byCode = linkOf({ type: 'schedule', text: 'Jadwal survei HL-000007 besok pukul 09.00 WIB.' });
    expect(byCode?.pathname).toBe('/dashboard/listing');
    expect(searchOf(byCode)).toBe('HL-000007');
  });

  it('opens nothing when it names no record', () => {
    expect(
      linkOf({ type: 'system', text: 'Pemeliharaan sistem Minggu pukul 01.00-03.00 WIB.' }),
    ).toBeUndefined();
    expect(
      linkOf({ type: 'withdrawal', text: 'Permintaan penarikan dana Rp 500.000 dari Sari.' }),
    ).toBeUndefined();
  });
});
