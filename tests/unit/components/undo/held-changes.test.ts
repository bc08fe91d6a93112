import { describe, expect, it } from 'vitest';

import { createHeldChanges, HELD_DAYS } from '../../../../src/components/undo/held-changes';
import { createSessionStore } from '../../../../src/session/session';
import { MemoryStorage } from '../../support/memory-storage';

const change = (text: string) => ({
  resource: 'listing',
  operation: 'delete',
  records: [{ id: 7, title: text }],
  values: {},
  text,
});

const nothing = { send: [], discarded: [], summaries: [] };

describe('changes held for their author', () => {
  it('are handed back only to their author, once', () => {
    const storage = new MemoryStorage();
    const held = createHeldChanges(storage);
    held.hold('ani', change('Hapus: Rumah Dago'));
    const back = held.signedIn('ani');
    expect(back.send.map((c) => c.text)).toEqual(['Hapus: Rumah Dago']);
    expect(back.send[0].records).toEqual([{ id: 7, title: 'Hapus: Rumah Dago' }]);
    expect(held.signedIn('ani')).toEqual(nothing);
  });

  it('another user signing in never gets them: they are dropped, and their author is told at the next sign-in', () => {
    const held = createHeldChanges(new MemoryStorage());
    held.hold('ani', change('Hapus: Rumah Dago'));
    expect(held.signedIn('budi')).toEqual(nothing);
    const back = held.signedIn('ani');
    expect(back.send).toEqual([]);
    expect(back.discarded.map((c) => c.text)).toEqual(['Hapus: Rumah Dago']);
  });

  it(`are dropped after ${HELD_DAYS} days`, () => {
    let now = Date.UTC(2026, 10, 1);
    const held = createHeldChanges(new MemoryStorage(), () => now);
    held.hold('ani', change('Hapus: Rumah Dago'));
    now += HELD_DAYS * 24 * 60 * 60 * 1000;
    expect(held.signedIn('ani')).toEqual(nothing);
  });

  it('ignore a corrupt entry, an entry of another shape and an older version, never failing', () => {
    const storage = new MemoryStorage();
    storage.setItem('pbo.held.v1.ani', '{not json');
    storage.setItem('pbo.held.v1.budi', JSON.stringify([{ v: 1, text: 'no records' }]));
    storage.setItem('pbo.held.v0.ani', JSON.stringify([{ old: true }]));
    const held = createHeldChanges(storage);
    expect(held.signedIn('ani')).toEqual(nothing);
    expect(held.signedIn('budi')).toEqual(nothing);
    expect(storage.getItem('pbo.held.v0.ani')).toBeNull();
    held.hold('ani', change('Hapus: Rumah Dago'));
    expect(held.signedIn('ani').send).toHaveLength(1);
  });

  it('outlive a sign-out (it clears everything else)', () => {
    const storage = new MemoryStorage();
    const held = createHeldChanges(storage);
    held.hold('ani', change('Hapus: Rumah Dago'));
    createSessionStore('secret', storage).clear();
    expect(held.signedIn('ani').send).toHaveLength(1);
  });

  it('a released change is forgotten (it was sent after all); the others stay', () => {
    const held = createHeldChanges(new MemoryStorage());
    const first = held.hold('ani', change('Hapus: Rumah Dago'));
    held.hold('ani', change('Hapus: Rumah Setiabudi'));
    expect(held.count()).toBe(2);
    held.release('ani', first);
    expect(held.count()).toBe(1);
    expect(held.signedIn('ani').send.map((c) => c.text)).toEqual(['Hapus: Rumah Setiabudi']);
  });

  it("count what this browser holds that may still be sent, whoever's, for the login page", () => {
    const held = createHeldChanges(new MemoryStorage());
    expect(held.count()).toBe(0);
    held.hold('ani', change('Hapus: Rumah Dago'));
    held.hold('budi', change('Hapus: Rumah Setiabudi'));
    expect(held.count()).toBe(2);
    // ani signs in: hers are handed over, budi's are dropped (never sent)
    held.signedIn('ani');
    expect(held.count()).toBe(0);
  });

  it("keep a bulk run's summary for its author's next sign-in, once, through a sign-out", () => {
    const storage = new MemoryStorage();
    const held = createHeldChanges(storage);
    const summary = {
      resource: 'listing',
      operation: 'delete',
      values: {},
      succeeded: [{ id: 1 }],
      failed: [{ item: { id: 2 }, message: 'Tidak ditemukan.' }],
      cancelled: [],
      held: [{ id: 3 }],
      skipped: [],
    };
    held.keepSummary('ani', summary);
    createSessionStore('secret', storage).clear();
    // another user's sign-in neither shows nor drops it
    expect(held.signedIn('budi').summaries).toEqual([]);
    const back = held.signedIn('ani').summaries;
    expect(back).toEqual([expect.objectContaining(summary)]);
    expect(held.signedIn('ani').summaries).toEqual([]);
    storage.setItem('pbo.held.summary.v1.ani', JSON.stringify([{ v: 1, resource: 'listing' }]));
    expect(held.signedIn('ani').summaries).toEqual([]);
  });
});
