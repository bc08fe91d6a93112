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

describe('changes held for their author', () => {
  it('are handed back only to their author, once', () => {
    const storage = new MemoryStorage();
    const held = createHeldChanges(storage);
    held.hold('ani', change('Hapus: Rumah Dago'));
    const back = held.signedIn('ani');
    expect(back.send.map((c) => c.text)).toEqual(['Hapus: Rumah Dago']);
    expect(back.send[0].records).toEqual([{ id: 7, title: 'Hapus: Rumah Dago' }]);
    expect(held.signedIn('ani')).toEqual({ send: [], discarded: [] });
  });

  it('another user signing in never gets them: they are dropped, and their author is told at the next sign-in', () => {
    const held = createHeldChanges(new MemoryStorage());
    held.hold('ani', change('Hapus: Rumah Dago'));
    expect(held.signedIn('budi')).toEqual({ send: [], discarded: [] });
    const back = held.signedIn('ani');
    expect(back.send).toEqual([]);
    expect(back.discarded.map((c) => c.text)).toEqual(['Hapus: Rumah Dago']);
  });

  it(`are dropped after ${HELD_DAYS} days`, () => {
    let now = Date.UTC(2026, 10, 1);
    const held = createHeldChanges(new MemoryStorage(), () => now);
    held.hold('ani', change('Hapus: Rumah Dago'));
    now += HELD_DAYS * 24 * 60 * 60 * 1000;
    expect(held.signedIn('ani')).toEqual({ send: [], discarded: [] });
  });

  it('ignore a corrupt entry, an entry of another shape and an older version, never failing', () => {
    const storage = new MemoryStorage();
    storage.setItem('pbo.held.v1.ani', '{not json');
    storage.setItem('pbo.held.v1.budi', JSON.stringify([{ v: 1, text: 'no records' }]));
    storage.setItem('pbo.held.v0.ani', JSON.stringify([{ old: true }]));
    const held = createHeldChanges(storage);
    expect(held.signedIn('ani')).toEqual({ send: [], discarded: [] });
    expect(held.signedIn('budi')).toEqual({ send: [], discarded: [] });
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
});
