import { describe, expect, it } from 'vitest';

import { createSeed } from '../../../../src/mocks/seed';
import {
  detectSignals,
  findContacts,
  ownSignals,
  photoCandidates,
  type SignalKind,
} from '../../../../src/pages/listing/signals/detect';
import { dHash, isReadablePhoto, photoDistance } from '../../../../src/pages/listing/signals/photo-hash';
import { createSignalsCore } from '../../../../src/pages/listing/signals/signals-core';
import {
  CORPUS_MAX,
  CORPUS_PAGE,
  nextCorpusPage,
} from '../../../../src/pages/listing/signals/use-listing-signals';
import { listingModeration as rules } from '../../../../src/resources/listing';
import type { Values } from '../../../../src/resources/types';

const phonesIn = (text: string) =>
  findContacts(text)
    .filter((one) => one.what === 'phone')
    .map((one) => one.found);
const kindsIn = (text: string) => findContacts(text).map((one) => one.what);

/** A listing no signal should fire on: full, fairly priced, written without contacts. */
const clean: Values = {
  id: 'a1',
  house_id: 'HL-000001',
  slug: 'rumah-a1',
  title: 'Rumah Minimalis 2 Lantai di Sukajadi',
  type: 'Rumah',
  certificate: 'SHM',
  land_area: 120,
  address: 'Jl. Melati No. 12, Sukajadi, Bandung',
  id_kota: '3273',
  price: 1_250_000_000,
  fairprice: 1_300_000_000,
  photos: ['data:image/png;base64,AAAA', 'data:image/png;base64,BBBB', 'data:image/png;base64,CCCC'],
  description:
    'Rumah dua lantai, luas tanah 120 m², luas bangunan 90 m², 3 kamar tidur, 2 kamar mandi. Harga Rp 1.250.000.000 nego.',
};
const kindsOf = (record: Values) => ownSignals(record, rules).map((one) => one.kind);

describe('Kontak di teks: Indonesian phone numbers', () => {
  it.each([
    ['081234567890', '081234567890'],
    ['Hubungi 0812-3456-7890 sekarang', '0812-3456-7890'],
    ['telp 0812 3456 7890.', '0812 3456 7890'],
    ['0812.3456.789', '0812.3456.789'],
    ['+62 812 3456 7890', '+62 812 3456 7890'],
    ['+6281234567890', '+6281234567890'],
    ['62-812-3456-7890', '62-812-3456-7890'],
    ['(hp: 0857 1234 5678)', '0857 1234 5678'],
  ])('finds the number in %j', (text, found) => {
    expect(phonesIn(text)).toEqual([found]);
  });

  it.each([
    'Harga Rp 1.080.000.000 nego',
    'Rp 850.000.000',
    'Rp850000000',
    'luas tanah 120 m2, 08 kamar',
    'NIB 0812',
    'kode pos 40161',
    'harga 1,08 miliar',
    '2.080.000.000',
    'tahun 2008, renovasi 2019',
    'lebar jalan 6 m, 0,8 km dari tol',
  ])('finds no phone in %j (prices and other figures)', (text) => {
    expect(phonesIn(text)).toEqual([]);
  });

  it('finds WhatsApp mentions, e-mail addresses and links', () => {
    expect(kindsIn('Info lebih lanjut WA 0812-3456-7890')).toEqual(['phone', 'whatsapp']);
    expect(kindsIn('chat wasap aja kak')).toEqual(['whatsapp']);
    expect(kindsIn('Hubungi via WhatsApp')).toEqual(['whatsapp']);
    expect(kindsIn('hub. w.a. agen')).toEqual(['whatsapp']);
    expect(kindsIn('kirim ke budi.santoso@gmail.com')).toEqual(['email']);
    expect(kindsIn('lihat https://bit.ly/rumah123 ya')).toEqual(['link']);
    expect(kindsIn('cek www.rumahbudi.co.id')).toEqual(['link']);
    expect(kindsIn('klik wa.me/6281234567890')).toEqual(expect.arrayContaining(['phone', 'link']));
  });

  it('finds nothing in a plain description ("Jl.", "m².", "No. 12", "Kab. Bogor")', () => {
    expect(findContacts(String(clean.description))).toEqual([]);
    expect(
      findContacts('Jl. Warung Jati No. 12, Kab. Bogor. Sertifikat SHM. Dekat jalan tol, wastafel baru.'),
    ).toEqual([]);
  });

  it('says what was found and where', () => {
    const [signal] = ownSignals({ ...clean, description: 'Bagus. Hubungi WA 0812-3456-7890' }, rules);
    expect(signal.kind).toBe('contact');
    expect(signal.reason).toBe(
      'nomor telepon "0812-3456-7890" di deskripsi; menyebut WhatsApp ("WA") di deskripsi',
    );
    expect(ownSignals({ ...clean, title: 'Rumah murah email saya di a@b.id' }, rules)[0].reason).toBe(
      'alamat e-mail "a@b.id" di judul',
    );
  });
});

describe('Kurang lengkap and Harga tidak wajar', () => {
  it('fires nothing on a clean listing', () => {
    expect(kindsOf(clean)).toEqual([]);
  });

  it('counts photos and the description against the declared minimums, and names empty facts', () => {
    const [signal] = ownSignals(
      {
        ...clean,
        photos: [clean.photos && 'x'],
        description: 'Rumah dijual.\nHubungi agen.',
        certificate: '',
      },
      rules,
      { labels: { certificate: 'Sertifikat' } },
    );
    expect(signal.kind).toBe('incomplete');
    expect(signal.reason).toBe(
      `1 foto (minimal ${rules.minPhotos}), deskripsi 27 karakter (minimal ${rules.minDescription}), Sertifikat kosong`,
    );
  });

  it('judges only what the record carries (a list row without a description says nothing of it)', () => {
    const row = { ...clean };
    delete row.description;
    delete row.photos;
    expect(kindsOf(row)).toEqual([]);
  });

  it('keeps a zero (an apartment has no land) as a fact given', () => {
    expect(kindsOf({ ...clean, land_area: 0 })).toEqual([]);
  });

  it('fires on a price far from the fair price, below or above, with prices as numbers or text', () => {
    expect(ownSignals({ ...clean, price: 600_000_000, fairprice: 1_500_000_000 }, rules)[0].reason).toBe(
      '60% di bawah harga wajar Rp\u00a01.500.000.000',
    );
    expect(ownSignals({ ...clean, price: '2500000000', fairprice: '1500000000' }, rules)[0].reason).toBe(
      '67% di atas harga wajar Rp\u00a01.500.000.000',
    );
    // within the declared share: no signal, nor without a fair price
    expect(kindsOf({ ...clean, price: 1_000_000_000, fairprice: 1_300_000_000 })).toEqual([]);
    expect(kindsOf({ ...clean, fairprice: null })).toEqual([]);
    expect(kindsOf({ ...clean, fairprice: 0 })).toEqual([]);
  });
});

describe('Mungkin duplikat', () => {
  const twin: Values = {
    ...clean,
    id: 'a2',
    house_id: 'HL-000002',
    slug: 'rumah-a2',
    title: 'Rumah Minimalis 2 Lantai Sukajadi',
    address: 'Jalan Melati no 12 Sukajadi Bandung',
    price: 1_275_000_000,
    photos: [],
    description:
      'Dijual cepat, lingkungan tenang dekat sekolah dan pasar. Carport dua mobil, air PDAM, listrik 2200 watt.',
  };

  it('pairs the same house posted twice, each pointing at the other', () => {
    const found = detectSignals([clean, twin], rules);
    expect(found.a1.filter((one) => one.kind === 'duplicate')).toEqual([
      {
        kind: 'duplicate',
        reason: 'Mirip HL-000002: alamat sama, judul mirip, harga selisih 2%',
        about: { id: 'a2', slug: 'rumah-a2', code: 'HL-000002', title: twin.title },
      },
    ]);
    expect(found.a2.find((one) => one.kind === 'duplicate')?.about?.id).toBe('a1');
  });

  it('does not pair listings of another area, another price, or alike in one way only', () => {
    const kinds = (records: Values[]) =>
      Object.values(detectSignals(records, rules)).flatMap((list) =>
        list.map((one) => one.kind as SignalKind),
      );
    expect(kinds([clean, { ...twin, id_kota: '3201' }])).not.toContain('duplicate');
    expect(kinds([clean, { ...twin, price: 1_400_000_000 }])).not.toContain('duplicate');
    expect(kinds([clean, { ...twin, address: 'Jl. Kenanga Raya No. 80, Cidadap, Bandung' }])).not.toContain(
      'duplicate',
    );
  });

  it('pairs a listing posted twice with no address or photos (a CSV uploaded twice): title and description alike', () => {
    const row: Values = { ...clean, address: '', photos: [] };
    const again = { ...row, id: 'a2', house_id: 'HL-000002', slug: 'rumah-a2' };
    const found = detectSignals([row, again], rules);
    expect(found.a1.filter((one) => one.kind === 'duplicate').map((one) => one.reason)).toEqual([
      'Mirip HL-000002: judul mirip, deskripsi mirip, harga selisih 0%',
    ]);
    // a description too short to tell two listings apart is no likeness
    const short = { description: 'Rumah bagus, siap huni.' };
    const kinds = detectSignals(
      [
        { ...row, ...short },
        { ...again, ...short },
      ],
      rules,
    ).a1.map((one) => one.kind);
    expect(kinds).not.toContain('duplicate');
  });

  it('counts near-identical photos as one likeness', () => {
    const hashes: Record<string, string> = { p1: 'f0f0f0f0f0f0f0f0', p2: 'f0f0f0f0f0f0f0f1' };
    const a = { ...clean, photos: ['p1'], title: 'Rumah Dijual Cepat' };
    const b = { ...twin, photos: ['p2'], title: 'Hunian Nyaman Keluarga', address: clean.address };
    const found = detectSignals([a, b], rules, { photoHash: (url) => hashes[url] });
    expect(found.a1[0].reason).toBe('Mirip HL-000002: alamat sama, foto hampir sama, harga selisih 2%');
  });

  it('answers for the asked listings only, compared with all', () => {
    const found = detectSignals(
      [clean, twin, { ...clean, id: 'a3', price: 9e9 }],
      rules,
      {},
      new Set(['a2']),
    );
    expect(Object.keys(found)).toEqual(['a2']);
  });

  it("ends a duplicate's reason with the listings it was looked for among", () => {
    const found = detectSignals([clean, twin], rules, { scope: '10 listing di halaman ini' });
    expect(found.a1[0].reason).toBe(
      'Mirip HL-000002: alamat sama, judul mirip, harga selisih 2% (dibandingkan dengan 10 listing di halaman ini)',
    );
  });

  it('reads photos where they decide, and where they add to a reason told in full', () => {
    const hashes: Record<string, string> = { p1: 'f0f0f0f0f0f0f0f0', p2: 'f0f0f0f0f0f0f0f1' };
    const asked: string[] = [];
    const photoHash = (url: string) => {
      asked.push(url);
      return hashes[url];
    };
    // alike in address and title: a duplicate without its photos, which are read only when told in full
    const a = { ...clean, photos: ['p1'] };
    const b = { ...twin, photos: ['p2'] };
    const brief = detectSignals([a, b], rules, { photoHash, inFull: new Set(['other']) });
    expect(brief.a1[0].reason).toBe('Mirip HL-000002: alamat sama, judul mirip, harga selisih 2%');
    expect(asked).toEqual([]);
    expect(photoCandidates([a, b], rules, undefined, new Set(['other']))).toEqual([]);
    const full = detectSignals([a, b], rules, { photoHash, inFull: new Set(['a1']) });
    expect(full.a1[0].reason).toBe(
      'Mirip HL-000002: alamat sama, judul mirip, foto hampir sama, harga selisih 2%',
    );
    // alike in the address only: the photos decide, for every listing
    const c = { ...b, title: 'Hunian Nyaman Keluarga', address: clean.address };
    expect(photoCandidates([a, c], rules, undefined, new Set(['other']))).toHaveLength(2);
    expect(detectSignals([a, c], rules, { photoHash, inFull: new Set(['other']) }).a1[0].reason).toContain(
      'foto hampir sama',
    );
  });

  it('reads text alike the way people write it', () => {
    const a = { ...clean, address: 'Jl. Melati No. 12', title: 'Rumah Minimalis' };
    const b = { ...twin, address: 'JALAN MELATI NO 12', title: 'Rumah Minimalis' };
    expect(detectSignals([a, b], rules).a1.find((one) => one.kind === 'duplicate')?.reason).toBe(
      'Mirip HL-000002: alamat sama, judul mirip, harga selisih 2%',
    );
    // the same address, titles not alike: one likeness only
    const other = detectSignals([a, { ...b, title: 'Gudang Luas' }], rules);
    expect(
      Object.values(other)
        .flat()
        .map((one) => one.kind),
    ).not.toContain('duplicate');
  });
});

describe("the signals' worker", () => {
  const twin: Values = { ...clean, id: 'a2', house_id: 'HL-000002', price: 1_275_000_000 };
  const question = { id: 1, rules, labels: {}, origin: 'https://admin.example' };
  const duplicatesOf = (signals: Record<string, { kind: string }[]>, id: string) =>
    (signals[id] ?? []).filter((one) => one.kind === 'duplicate').length;

  it('compares the asked listings with each other only, unless asked with those it keeps', async () => {
    const answer = createSignalsCore(undefined);
    // a page of the corpus read kept, the page's listing asked without it: no duplicate
    const alone = await answer({ ...question, records: [clean], keep: [twin], scope: 'x' });
    expect(duplicatesOf(alone.signals, 'a1')).toBe(0);
    expect(alone.count).toBe(1);
    const withCorpus = await answer({ ...question, records: [clean], withCached: true, scope: 'x' });
    expect(duplicatesOf(withCorpus.signals, 'a1')).toBe(1);
    expect(Object.keys(withCorpus.signals)).toEqual(['a1']);
    expect(withCorpus.count).toBe(2);
    // a new read forgets the old one
    const reset = await answer({ ...question, records: [clean], keep: [], reset: true, withCached: true });
    expect(duplicatesOf(reset.signals, 'a1')).toBe(0);
  });

  it('answers for every listing compared when asked for all, with how many have a signal', async () => {
    const answer = createSignalsCore(undefined);
    const cheap = { ...clean, id: 'a3', house_id: 'HL-000003', address: 'Jl. Kenanga 1', price: 300_000_000 };
    const reply = await answer({
      ...question,
      records: [clean],
      keep: [twin, cheap],
      withCached: true,
      all: true,
    });
    expect(Object.keys(reply.signals).sort()).toEqual(['a1', 'a2', 'a3']);
    expect(reply.flagged).toBe(3);
  });

  it('hashes, in an answer for all, only the photos that decide or that the asked listings show', async () => {
    const read: string[] = [];
    const answer = createSignalsCore(async (url) => {
      read.push(url);
      return 'f0f0f0f0f0f0f0f0';
    });
    const photos = (id: string) => [`https://admin.example/${id}.jpg`];
    const a = { ...clean, photos: photos('a1') };
    const b = { ...twin, photos: photos('a2') };
    const c = { ...clean, id: 'c1', house_id: 'HL-000011', id_kota: '3201', photos: photos('c1') };
    const d = { ...twin, id: 'c2', house_id: 'HL-000012', id_kota: '3201', photos: photos('c2') };
    const reply = await answer({ ...question, records: [a], keep: [b, c, d], withCached: true, all: true });
    expect(read.sort()).toEqual(photos('a1').concat(photos('a2')));
    expect(reply.signals.a1[0].reason).toContain('foto hampir sama');
    // the others are duplicates still, by their texts
    expect(duplicatesOf(reply.signals, 'c1')).toBe(1);
  });
});

describe("the signals' worker between answers", () => {
  it('hashes the deciding photos of the listings just kept, so that the answer for all has none left to hash', async () => {
    const read: string[] = [];
    const answer = createSignalsCore(async (url) => {
      read.push(url);
      return 'f0f0f0f0f0f0f0f0';
    });
    const photos = (id: string) => [`https://admin.example/${id}.jpg`];
    const base = { ...clean, photos: photos('a1') };
    // alike in the address only (the photos decide), and alike in address and title (they do not)
    const address = {
      ...base,
      id: 'b1',
      house_id: 'HL-000021',
      title: 'Gudang Luas',
      description: 'Gudang dengan akses kontainer, lantai beton tebal dan kantor kecil di depan.',
      photos: photos('b1'),
    };
    const both = { ...base, id: 'c1', house_id: 'HL-000031', id_kota: '3201', photos: photos('c1') };
    const bothTwin = { ...both, id: 'c2', house_id: 'HL-000032', photos: photos('c2') };
    const question = { id: 1, rules, labels: {}, origin: 'https://admin.example' };
    await answer({ ...question, records: [], keep: [base, address, both, bothTwin], withCached: true });
    expect(read).toEqual([]);
    // a question waiting: it leaves off at once
    await answer.warm(() => true);
    expect(read).toEqual([]);
    await answer.warm();
    expect(read.sort()).toEqual([...photos('a1'), ...photos('b1')]);
    const all = await answer({ ...question, records: [], withCached: true, all: true });
    expect(all.hashed).toBe(0);
    expect(all.warmed).toBe(2);
    expect(all.signals.a1[0].reason).toContain('foto hampir sama');
    // nothing new kept: nothing more to hash
    await answer.warm();
    expect(read).toHaveLength(2);
  });
});

describe('the corpus read', () => {
  /** `count` listings from number `from`, on a list of `total`. */
  const page = (count: number, total: number, from = 0) => ({
    data: Array.from({ length: count }, (_, i) => ({ id: `L${from + i}` })),
    total,
  });
  const at = (n: number, size = CORPUS_PAGE) => ({ page: n, size });
  const asked = (count: number) => Array.from({ length: count }, (_, i) => at(i + 1));

  it("reads page after page up to the list's end, its count or the most it reads", () => {
    expect(nextCorpusPage([page(CORPUS_PAGE, 250)], asked(1))).toEqual(at(2));
    const three = [page(CORPUS_PAGE, 250), page(CORPUS_PAGE, 250, 100), page(50, 250, 200)];
    expect(nextCorpusPage(three, asked(3))).toBeUndefined();
    expect(nextCorpusPage([page(CORPUS_PAGE, 200), page(CORPUS_PAGE, 200, 100)], asked(2))).toBeUndefined();
    expect(nextCorpusPage([page(40, 40)], asked(1))).toBeUndefined();
    const full = Array.from({ length: CORPUS_MAX / CORPUS_PAGE }, (_, i) => page(CORPUS_PAGE, 5000, i * 100));
    expect(nextCorpusPage(full, asked(full.length))).toBeUndefined();
    expect(nextCorpusPage(full.slice(0, -1), asked(full.length - 1))).toEqual(at(CORPUS_MAX / CORPUS_PAGE));
  });

  it('reads on past a server that gives fewer listings than asked, from the first one not read', () => {
    // 45 of 306 given for 100: the rest at 20 a page (the largest size a list asks within 45), from page 3
    expect(nextCorpusPage([page(45, 306)], asked(1))).toEqual(at(3, 20));
    expect(nextCorpusPage([page(45, 306), page(20, 306, 40)], [at(1), at(3, 20)])).toEqual(at(4, 20));
    // a page that only repeats listings read ends the read
    expect(nextCorpusPage([page(45, 306), page(20, 306, 0)], [at(1), at(3, 20)])).toBeUndefined();
  });
});

describe('photo hash', () => {
  const pixels = (brightness: (x: number, y: number) => number) =>
    Array.from({ length: 72 }, (_, i) => {
      const v = brightness(i % 9, Math.floor(i / 9));
      return [v, v, v, 255];
    }).flat();

  it('gives a brightened photo the same hash and another picture a distant one', () => {
    const photo = dHash(pixels((x, y) => (x * 29 + y * 13) % 200));
    expect(photo).toMatch(/^[0-9a-f]{16}$/);
    expect(photoDistance(photo, dHash(pixels((x, y) => ((x * 29 + y * 13) % 200) + 20)))).toBe(0);
    expect(photoDistance(photo, dHash(pixels((x) => 255 - x * 20)))).toBeGreaterThan(rules.photoDistance);
  });

  it('reads only photos of the page or data: URLs, never a drawing', () => {
    expect(isReadablePhoto('data:image/jpeg;base64,AA', 'https://admin.example')).toBe(true);
    expect(isReadablePhoto('/uploads/a.jpg', 'https://admin.example')).toBe(true);
    expect(isReadablePhoto('https://cdn.other.example/a.jpg', 'https://admin.example')).toBe(false);
    expect(isReadablePhoto('data:image/svg+xml,<svg/>', 'https://admin.example')).toBe(false);
  });
});

describe("the demo's seed", () => {
  it('shows each signal on its own seeded listing and none on the others', () => {
    const { listings } = createSeed(new Date('2026-11-25T06:00:00Z'));
    const found = detectSignals(listings as unknown as Values[], rules);
    const flagged = Object.entries(found).map(([id, list]) => [
      listings.find((one) => one.id === id)?.title,
      list.map((one) => one.kind).join(','),
    ]);
    // photos are not hashed here (no canvas): the pair is alike by address and title
    expect(flagged).toEqual(
      expect.arrayContaining([
        [expect.stringMatching(/^Rumah Minimalis 2 Lantai di /), 'duplicate'],
        [expect.stringMatching(/^Rumah Minimalis 2 Lantai /), 'duplicate'],
        [expect.stringMatching(/^Rumah Siap Huni Dekat Tol/), 'contact'],
        [expect.stringMatching(/^Rumah Hook Strategis/), 'incomplete'],
        [expect.stringMatching(/^Rumah Baru Bebas Banjir/), 'price'],
      ]),
    );
    expect(flagged).toHaveLength(5);
  });
});
