import { beforeEach, describe, expect, it } from 'vitest';

import { defaultQuickReplies } from '../../../src/locales/quick-replies';
import {
  defaultReplies,
  fillQuickReply,
  fillQuickReplyParts,
  gapsLeft,
  mapsLink,
  QUICK_LIMITS,
  quickRepliesKey,
  readQuickReplies,
  writeQuickReplies,
} from '../../../src/session/quick-replies';

const values = { name: 'Budi Santoso', listing: 'Rumah Asri Dago' };

describe('fillQuickReply', () => {
  it('fills the lead name and the listing title, in any case, every time they appear', () => {
    expect(fillQuickReply('Halo {nama}, soal {properti}. {Nama}, {PROPERTI}!', values)).toBe(
      'Halo Budi Santoso, soal Rumah Asri Dago. Budi Santoso, Rumah Asri Dago!',
    );
  });

  it('leaves no gap where the record has no value', () => {
    expect(fillQuickReply('Halo {nama}, tentang {properti}.', { name: '', listing: ' ' })).toBe(
      'Halo, tentang.',
    );
  });

  it('leaves unknown placeholders (there is no {tautan}: the contract gives no public link) as written', () => {
    expect(fillQuickReply('Lihat {tautan} dan {x}', values)).toBe('Lihat {tautan} dan {x}');
  });

  it('takes a value as text: a "$&" in a name is not a replacement pattern', () => {
    expect(fillQuickReply('Halo {nama}', { name: 'A $& B $1', listing: '' })).toBe('Halo A $& B $1');
  });

  it('fills each default with the listing name', () => {
    for (const reply of defaultQuickReplies) {
      const filled = fillQuickReply(reply.text, values);
      expect(filled).toContain('Rumah Asri Dago');
      expect(filled).not.toMatch(/\{\w+\}/);
    }
  });
});

describe('{alamat} and {peta}', () => {
  const location = 'Berikut lokasi {properti}: {alamat}.\nPeta: {peta}';

  it('fill the address and a Google Maps search for it', () => {
    expect(
      fillQuickReplyParts(location, { ...values, address: 'Jl. Melati No. 12, Coblong, Bandung' }),
    ).toEqual({
      text:
        'Berikut lokasi Rumah Asri Dago: Jl. Melati No. 12, Coblong, Bandung.\n' +
        'Peta: https://www.google.com/maps/search/?api=1&query=Jl.%20Melati%20No.%2012%2C%20Coblong%2C%20Bandung',
      gaps: [],
    });
    expect(mapsLink(' & # ? ')).toBe('https://www.google.com/maps/search/?api=1&query=%26%20%23%20%3F');
    expect(mapsLink('  ')).toBe('');
  });

  it('leave a bracketed placeholder, listed as a gap, when no address is known (none, blank)', () => {
    for (const address of [undefined, '', '   ']) {
      expect(fillQuickReplyParts(location, { ...values, address })).toEqual({
        text: 'Berikut lokasi Rumah Asri Dago: [alamat].\nPeta: [tautan peta]',
        gaps: ['[alamat]', '[tautan peta]'],
      });
    }
  });

  it('count the bracketed parts a reply is written with as gaps, not the brackets of a value', () => {
    expect(
      fillQuickReplyParts('Halo {nama}, lihat [denah] di [tautan]', { name: '[Budi]', listing: '' }),
    ).toEqual({
      text: 'Halo [Budi], lihat [denah] di [tautan]',
      gaps: ['[denah]', '[tautan]'],
    });
    expect(gapsLeft('Lihat Jl. Kenanga di [tautan peta]', ['[alamat]', '[tautan peta]'])).toEqual([
      '[tautan peta]',
    ]);
  });
});

describe('quick replies kept per user', () => {
  beforeEach(() => window.localStorage.clear());
  const storage = () => window.localStorage;

  it('starts with the three defaults, and nothing without a user', () => {
    expect(readQuickReplies(storage(), 'u1').map((reply) => reply.title)).toEqual([
      'Salam',
      'Jadwal survei',
      'Kirim lokasi',
    ]);
    expect(readQuickReplies(storage(), '')).toEqual([]);
    expect(writeQuickReplies(storage(), '', defaultReplies())).toBe(false);
  });

  it("keeps one user's replies apart from another's", () => {
    writeQuickReplies(storage(), 'u1', [{ id: 'a', title: 'Milik u1', text: 'Teks u1' }]);
    expect(readQuickReplies(storage(), 'u1')).toEqual([{ id: 'a', title: 'Milik u1', text: 'Teks u1' }]);
    const other = readQuickReplies(storage(), 'u2');
    expect(other.map((reply) => reply.title)).not.toContain('Milik u1');
    expect(other).toEqual(defaultReplies());
    // a user id that would read as another key stays its own
    expect(quickRepliesKey('u1.x')).not.toBe(quickRepliesKey('u1'));
  });

  it('reads a kept "Kirim lokasi" still as the earlier default as today\'s, and a text of its own as written', () => {
    const earlier =
      'Berikut lokasi {properti}: [alamat atau tautan peta]. Kabari kami bila perlu petunjuk arah.';
    writeQuickReplies(storage(), 'u1', [
      { id: 'lokasi', title: 'Kirim lokasi', text: earlier },
      { id: 'q1', title: 'Lokasi lama', text: earlier },
    ]);
    const [location, own] = readQuickReplies(storage(), 'u1');
    expect(location.text).toBe(defaultQuickReplies[2].text);
    expect(location.text).toContain('{alamat}');
    expect(own.text).toBe(earlier);
  });

  it('keeps an emptied list empty: the defaults do not come back', () => {
    writeQuickReplies(storage(), 'u1', []);
    expect(readQuickReplies(storage(), 'u1')).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['a bare list', '[{"id":"a","title":"t","text":"x"}]'],
    ['another version', '{"version":99,"replies":[{"id":"a","title":"t","text":"x"}]}'],
    ['replies not a list', '{"version":1,"replies":"x"}'],
  ])('falls back to the defaults when what is kept is %s', (_, raw) => {
    storage().setItem(quickRepliesKey('u1'), raw);
    expect(readQuickReplies(storage(), 'u1')).toEqual(defaultReplies());
  });

  it('drops entries that are not replies, repeated ids, extra fields and anything over the limits', () => {
    const good = { id: 'g', title: 'Baik', text: 'Halo {nama}' };
    storage().setItem(
      quickRepliesKey('u1'),
      JSON.stringify({
        version: 1,
        replies: [
          good,
          { ...good, title: 'Sama id' },
          { id: 'h', title: 'Ekstra', text: 'x', html: '<img src=x onerror=alert(1)>' },
          null,
          'teks',
          { id: 1, title: 'a', text: 'b' },
          { id: 'e', title: ' ', text: 'b' },
          { id: 'l', title: 'Panjang', text: 'x'.repeat(QUICK_LIMITS.text + 1) },
          ...Array.from({ length: 40 }, (_, index) => ({ id: `n${index}`, title: `T${index}`, text: 't' })),
        ],
      }),
    );
    const read = readQuickReplies(storage(), 'u1');
    expect(read[0]).toEqual(good);
    expect(read[1]).toEqual({ id: 'h', title: 'Ekstra', text: 'x' });
    expect(read).toHaveLength(QUICK_LIMITS.replies);
    expect(read.filter((reply) => reply.id === 'g')).toHaveLength(1);
  });

  it('a storage that refuses to be read or written keeps the defaults on screen', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as unknown as Storage;
    expect(readQuickReplies(refusing, 'u1')).toEqual(defaultReplies());
    expect(writeQuickReplies(refusing, 'u1', defaultReplies())).toBe(false);
  });
});
