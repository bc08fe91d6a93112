import { describe, expect, it } from 'vitest';

import { exportHeader } from '../../../../src/engine/export/export-rows';
import {
  choiceKey,
  guessMapping,
  headerSetKey,
  mappingByHeader,
  mappingFromSaved,
  mapRows,
  type RegionLists,
  resolvePlace,
  resolveRegion,
} from '../../../../src/pages/listing/csv-mapping';
import { readSheet } from '../../../../src/pages/listing/csv-parse';
import { csvColumnsOf, describeRows } from '../../../../src/pages/listing/csv-rules';
import { findResource } from '../../../../src/resources';
import { makeXlsx } from '../../../e2e/lib/xlsx.mjs';

/** The columns as the dialog takes them: from the listing's declaration in the registry. */
const fields = findResource('listing')?.fields ?? [];
const columns = csvColumnsOf(fields);
const TYPES = ['Rumah', 'Apartemen', 'Ruko'];

const lists: RegionLists = {
  provinces: [
    { code: '32', name: 'Jawa Barat' },
    { code: '36', name: 'Banten' },
    { code: '33', name: 'Jawa Tengah' },
  ],
  cities: [
    { code: '3273', name: 'Kota Bandung', parent: '32' },
    { code: '3271', name: 'Kota Bogor', parent: '32' },
    { code: '3201', name: 'Kabupaten Bogor', parent: '32' },
    { code: '3671', name: 'Kota Tangerang', parent: '36' },
    { code: '3603', name: 'Kabupaten Tangerang', parent: '36' },
    { code: '3674', name: 'Kota Tangerang Selatan', parent: '36' },
    { code: '3374', name: 'Kota Semarang', parent: '33' },
    { code: '3322', name: 'Kabupaten Semarang', parent: '33' },
  ],
  districts: [
    { code: '3273010', name: 'Coblong', parent: '3273' },
    { code: '3273020', name: 'Sukajadi', parent: '3273' },
  ],
  villages: [
    { code: '3273010001', name: 'Dago', parent: '3273010' },
    { code: '3273020001', name: 'Sukagalih', parent: '3273020' },
  ],
};

describe('guessing which of our columns a file column fills', () => {
  it("takes the app's own export headers back", () => {
    const exported = fields.filter((one) => one.inList !== false).map(exportHeader);
    expect(exported).toEqual([
      'ID Properti',
      'Judul',
      'Tipe',
      'Harga (Rp)',
      'Kota',
      'Status',
      'Agen',
      'Dibuat',
    ]);
    expect(guessMapping(exported, [], columns)).toEqual([
      null,
      'title',
      'type',
      'price',
      'id_kota',
      null,
      null,
      null,
    ]);
  });

  it('reads Indonesian and English synonyms, case, spaces and punctuation aside', () => {
    const header = [
      'Nama Properti',
      ' HARGA ',
      'kota/kabupaten',
      'Jenis_Properti',
      'LT (m2)',
      'L.B.',
      'Kamar Tidur',
      'bathrooms',
      'Sertifikat',
      'Alamat Lengkap',
      'Keterangan',
      'Province',
      'Kecamatan',
      'Desa',
      'Judul Properti',
    ];
    expect(guessMapping(header, [], columns)).toEqual([
      'title',
      'price',
      'id_kota',
      'type',
      'land_area',
      'building_area',
      'bedrooms',
      'bathrooms',
      'certificate',
      'address',
      'description',
      'id_provinsi',
      'id_kecamatan',
      'id_kelurahan',
      'trait',
    ]);
    // our own keys (the template's header) are taken as they are
    expect(guessMapping(['title', 'type', 'price', 'id_kota'], [], columns)).toEqual([
      'title',
      'type',
      'price',
      'id_kota',
    ]);
  });

  it('fills each of our columns once: a second "Harga" is left out', () => {
    expect(guessMapping(['Harga', 'Price'], [], columns)).toEqual(['price', null]);
  });

  it('guesses from sample values when the header says nothing', () => {
    const header = ['A', 'B', 'C', 'D', 'E'];
    const samples = [
      ['Rumah Dago', '1,5 M', 'Bandung', 'Rumah', 'SHM'],
      ['Ruko Tengah', 'Rp 850.000.000', 'Kab. Bogor', 'ruko', 'HGB'],
      ['Apartemen Sentral', '750 jt', 'Kota Tangerang', 'Apartemen', 'Strata'],
    ];
    const hints = {
      types: TYPES,
      cities: lists.cities.map((one) => one.name),
      provinces: lists.provinces.map((one) => one.name),
    };
    expect(guessMapping(header, samples, columns, hints)).toEqual([
      null,
      'price',
      'id_kota',
      'type',
      'certificate',
    ]);
    // a header that names a column wins over the values
    expect(guessMapping(['Harga', 'X'], [['1,5 M', '900 jt']], columns, hints)).toEqual(['price', null]);
  });

  it('keeps a mapping by the set of headers, in any order, and refuses one that does not fit', () => {
    const header = ['Nama Properti', 'Harga', 'Kota'];
    const saved = mappingByHeader(header, ['title', null, 'id_kota']);
    expect(headerSetKey(['Kota', 'harga', 'NAMA PROPERTI'])).toBe(headerSetKey(header));
    expect(mappingFromSaved(['Kota', 'Nama Properti', 'Harga'], saved, columns)).toEqual([
      'id_kota',
      'title',
      null,
    ]);
    expect(mappingFromSaved(['Kota', 'Tipe'], saved, columns)).toBeUndefined();
    expect(mappingFromSaved(header, { ...saved, harga: 'nonsense' }, columns)).toBeUndefined();
  });
});

describe('resolving place names to their codes', () => {
  it('finds a name exactly, with or without its kind, case and punctuation aside, and by its code', () => {
    expect(resolveRegion('Bandung', lists.cities)).toEqual({ kind: 'found', code: '3273' });
    expect(resolveRegion('KOTA BANDUNG', lists.cities)).toEqual({ kind: 'found', code: '3273' });
    expect(resolveRegion('Kab. Bogor', lists.cities)).toEqual({ kind: 'found', code: '3201' });
    expect(resolveRegion('Kabupaten  Bogor', lists.cities)).toEqual({ kind: 'found', code: '3201' });
    expect(resolveRegion('Kota Bogor', lists.cities)).toEqual({ kind: 'found', code: '3271' });
    expect(resolveRegion('Kotamadya Bogor', lists.cities)).toEqual({ kind: 'found', code: '3271' });
    expect(resolveRegion('Tangerang Selatan', lists.cities)).toEqual({ kind: 'found', code: '3674' });
    expect(resolveRegion('3273', lists.cities)).toEqual({ kind: 'found', code: '3273' });
    expect(resolveRegion('Prov. Jawa Barat', lists.provinces)).toEqual({ kind: 'found', code: '32' });
  });

  it('calls a name shared by a Kota and a Kabupaten ambiguous, and an unknown one unknown', () => {
    const bogor = resolveRegion('Bogor', lists.cities);
    expect(bogor.kind).toBe('ambiguous');
    expect(bogor.kind === 'ambiguous' && bogor.options.map((one) => one.code)).toEqual(['3271', '3201']);
    expect(resolveRegion('Kab. Bandung', lists.cities)).toEqual({ kind: 'unknown' });
    expect(resolveRegion('Gotham', lists.cities)).toEqual({ kind: 'unknown' });
    expect(resolveRegion('', lists.cities)).toEqual({ kind: 'unknown' });
  });

  it('looks for a city within the province given, and takes the province from the city otherwise', () => {
    expect(resolvePlace({ city: 'Bandung' }, lists, {}).codes).toEqual({ province: '32', city: '3273' });
    // Semarang is ambiguous, but not within a province that has one Semarang only... here both are in 33
    expect(resolvePlace({ province: 'Banten', city: 'Bandung' }, lists, {}).failed?.resolution).toEqual({
      kind: 'unknown',
    });
    const asked = resolvePlace({ province: 'Banten', city: 'Tangerang' }, lists, {});
    expect(asked.failed?.key).toBe(choiceKey('city', '36', 'Tangerang'));
    // the person's choice for that name is used for every row with it
    const chosen = resolvePlace({ province: 'Banten', city: 'tangerang' }, lists, {
      [choiceKey('city', '36', 'Tangerang')]: '3603',
    });
    expect(chosen.codes).toEqual({ province: '36', city: '3603' });
    expect(
      resolvePlace({ city: 'Bandung', district: 'Kec. Coblong', village: 'Kel. Dago' }, lists, {}).codes,
    ).toEqual({ province: '32', city: '3273', district: '3273010', village: '3273010001' });
    // a kecamatan of another city is not found
    expect(resolvePlace({ city: 'Kota Bogor', district: 'Coblong' }, lists, {}).failed?.level).toBe(
      'district',
    );
  });
});

describe('the CSV built for the server', () => {
  const header = ['Nama Properti', 'Harga', 'Kota', 'Jenis', 'LT', 'Kamar Tidur', 'Sertifikat', 'Fasilitas'];
  const mapping = guessMapping(header, [], columns);

  it('has the server columns, the place as codes and numbers as plain digits', async () => {
    const rows = [
      ['Rumah Dago', '1,5 M', 'Bandung', 'rumah', '120 m2', '3', 'shm', 'Carport, Taman'],
      ['Ruko Cibinong', 'Rp 850.000.000', 'Kab. Bogor', 'Ruko', '', '', '', ''],
    ];
    const result = await mapRows({ rows, mapping, columns, lists, choices: {}, knownTypes: TYPES });
    expect(result.problems).toEqual([]);
    expect(result.ambiguous).toEqual([]);
    expect(result.csv).toBe(
      [
        'title,type,price,id_provinsi,id_kota,id_kecamatan,id_kelurahan,trait,address,land_area,building_area,bedrooms,bathrooms,floors,certificate,facilities,description',
        'Rumah Dago,Rumah,1500000000,32,3273,,,,,120,,3,,,SHM,"Carport, Taman",',
        'Ruko Cibinong,Ruko,850000000,32,3201,,,,,,,,,,,,',
        '',
      ].join('\n'),
    );
  });

  it('asks an ambiguous name once for all its rows, and builds nothing until it is chosen', async () => {
    const rows = [
      ['Rumah A', '900 jt', 'Bogor', 'Rumah', '', '', '', ''],
      ['Rumah B', '900 jt', 'Bogor', 'Rumah', '', '', '', ''],
      ['Rumah C', '900 jt', 'bogor', 'Rumah', '', '', '', ''],
    ];
    const asked = await mapRows({ rows, mapping, columns, lists, choices: {}, knownTypes: TYPES });
    expect(asked.ambiguous.map(({ key, text, rows: count }) => ({ key, text, count }))).toEqual([
      { key: 'city||bogor', text: 'Bogor', count: 3 },
    ]);
    expect(asked.csv).toBe('');
    const chosen = await mapRows({
      rows,
      mapping,
      columns,
      lists,
      choices: { 'city||bogor': '3271' },
      knownTypes: TYPES,
    });
    expect(
      chosen.csv
        .split('\n')
        .slice(1, 4)
        .map((line) => line.split(',').slice(3, 5).join(',')),
    ).toEqual(['32,3271', '32,3271', '32,3271']);
  });

  it("applies the form's rules: required, numbers as Indonesians write them within range, known values", async () => {
    const rows = [
      ['', '1,5 M', 'Bandung', 'Rumah', '', '', '', ''],
      ['Rumah Murah', '500 rb', 'Bandung', 'Rumah', '', '', '', ''],
      ['Rumah X', 'murah', 'Gotham', 'Istana', '', '99', 'Sertifikat Palsu', ''],
      ['Rumah Y', '1.5', 'Gotham', 'Rumah', '-5', '2,5', '', ''],
    ];
    const result = await mapRows({ rows, mapping, columns, lists, choices: {}, knownTypes: TYPES });
    expect(result.problems).toEqual([
      'Judul kosong: baris 2',
      'Harga di luar batas 1.000.000 sampai 1.000.000.000.000: baris 3',
      'Kota "Gotham" tidak ditemukan di daftar wilayah: baris 4, 5',
      'Tipe "Istana" tidak dikenal di Master Data: baris 4',
      'Harga bukan angka: baris 4, 5',
      'Kamar Tidur di luar batas 0 sampai 50: baris 4',
      'Sertifikat "Sertifikat Palsu" bukan salah satu dari SHM, HGB, SHGB, SHMSRS, AJB, Girik, Petok D, Letter C: baris 4',
      'Luas Tanah di luar batas 0 sampai 10.000.000: baris 5',
      'Kamar Tidur bukan angka: baris 5',
    ]);
    expect(result.csv).toBe('');
  });

  it("lets an apartment's land area be empty or 0, and says what a house's 0 lacks", async () => {
    const rows = [
      ['Apartemen Dago', '900 jt', 'Bandung', 'Apartemen', '0', '2', 'Strata', ''],
      ['Apartemen Coblong', '900 jt', 'Bandung', 'apartemen', '', '2', '', ''],
      ['Rumah Dago', '1,5 M', 'Bandung', 'Rumah', '', '3', '', ''],
      ['Rumah Nol', '1,5 M', 'Bandung', 'Rumah', '0', '3', '', ''],
      ['Ruko Nol', '1,5 M', 'Bandung', 'Ruko', '0 m2', '', '', ''],
    ];
    const result = await mapRows({ rows, mapping, columns, lists, choices: {}, knownTypes: TYPES });
    // a 0 is within 0 to 10.000.000: the message says what is wrong with it, and for which type
    expect(result.problems).toEqual([
      'Luas Tanah harus lebih dari 0 untuk Rumah: baris 5',
      'Luas Tanah harus lebih dari 0 untuk Ruko: baris 6',
    ]);
    expect(result.badCount).toBe(2);
    // the refused cell is shown as the file holds it, not as an empty cell
    expect(result.firstRows[3].land_area).toBe('0');
    expect(
      result.csv
        .split('\n')
        .slice(1, -1)
        .map((line) => line.split(',').slice(0, 2).concat(line.split(',')[9]).join(',')),
    ).toEqual(['Apartemen Dago,Apartemen,0', 'Apartemen Coblong,Apartemen,', 'Rumah Dago,Rumah,']);
  });

  it('names the type a land area is required for, where the declaration requires it', async () => {
    // the same listing fields with the land area required: for every type but an apartment
    const required = csvColumnsOf(
      fields.map((one) => (one.key === 'land_area' ? { ...one, required: true } : one)),
    );
    const rows = [
      ['Apartemen Dago', '900 jt', 'Bandung', 'Apartemen', '', '', '', ''],
      ['Rumah Dago', '1,5 M', 'Bandung', 'Rumah', '120', '', '', ''],
      ['Rumah Kosong', '1,5 M', 'Bandung', 'Rumah', '', '', '', ''],
    ];
    const result = await mapRows({
      rows,
      mapping: guessMapping(header, [], required),
      columns: required,
      lists,
      choices: {},
      knownTypes: TYPES,
    });
    expect(result.problems).toEqual(['Luas Tanah wajib diisi untuk Rumah: baris 4']);
    expect(result.badCount).toBe(1);
  });

  it('reads each certificate in its usual spellings as the name the product keeps', async () => {
    const spellings: [string, string][] = [
      ['SHM', 'SHM'],
      ['shm', 'SHM'],
      ['Sertifikat Hak Milik', 'SHM'],
      ['HGB', 'HGB'],
      ['hgb', 'HGB'],
      ['SHGB', 'SHGB'],
      ['shgb', 'SHGB'],
      ['SHMSRS', 'SHMSRS'],
      ['shm-srs', 'SHMSRS'],
      ['Strata', 'SHMSRS'],
      ['strata title', 'SHMSRS'],
      ['AJB', 'AJB'],
      ['ajb', 'AJB'],
      ['Girik', 'Girik'],
      ['GIRIK', 'Girik'],
      ['Petok D', 'Petok D'],
      ['petok d', 'Petok D'],
      ['Petok-D', 'Petok D'],
      ['Letter C', 'Letter C'],
      ['Letter-C', 'Letter C'],
      ['letter c', 'Letter C'],
      ['Leter C', 'Letter C'],
    ];
    const rows = spellings.map(([written], index) => [
      `Rumah ${index}`,
      '1,5 M',
      'Bandung',
      'Rumah',
      '120',
      '',
      written,
      '',
    ]);
    const result = await mapRows({ rows, mapping, columns, lists, choices: {}, knownTypes: TYPES });
    expect(result.problems).toEqual([]);
    const certificateAt = columns.findIndex((one) => one.key === 'certificate');
    expect(
      result.csv
        .split('\n')
        .slice(1, -1)
        .map((line) => line.split(',')[certificateAt]),
    ).toEqual(spellings.map(([, saved]) => saved));
    // and a column of them is known by its values when its header says nothing
    expect(guessMapping(['Kolom 7'], [['strata'], ['Girik'], ['letter-c']], columns)).toEqual([
      'certificate',
    ]);
  });

  it('builds the good rows for the server and gives the others back as the file holds them, with their reasons', async () => {
    const fileHeader = [
      'Nama Properti',
      'Harga',
      'Kota',
      'Jenis',
      'LT',
      'Kamar Tidur',
      'Sertifikat',
      'Fasilitas',
    ];
    const rows = [
      ['Rumah Dago', '1,5 M', 'Bandung', 'Rumah', '120', '3', 'SHM', ''],
      ['Ruko Baru', 'murah', 'Bandung', 'Kastil', '90', '', '', ''],
      ['Apartemen Dago', '900 jt', 'Bandung', 'Apartemen', '0', '2', 'Strata', ''],
      ['Rumah Nol', '1,5 M', 'Gotham', 'Rumah', '0', '3', 'Girik', 'Carport; Taman'],
    ];
    const result = await mapRows({
      rows,
      header: fileHeader,
      mapping,
      columns,
      lists,
      choices: {},
      knownTypes: TYPES,
    });
    expect(result.badCount).toBe(2);
    expect(result.csv.split('\n').slice(1)).toEqual([
      'Rumah Dago,Rumah,1500000000,32,3273,,,,,120,,3,,,SHM,,',
      'Apartemen Dago,Apartemen,900000000,32,3273,,,,,0,,2,,,SHMSRS,,',
      '',
    ]);
    expect(result.rejected.split('\r\n')).toEqual([
      'Nama Properti;Harga;Kota;Jenis;LT;Kamar Tidur;Sertifikat;Fasilitas;Alasan',
      'Ruko Baru;murah;Bandung;Kastil;90;;;;"Tipe ""Kastil"" tidak dikenal di Master Data; Harga bukan angka"',
      'Rumah Nol;1,5 M;Gotham;Rumah;0;3;Girik;"Carport; Taman";"Kota ""Gotham"" tidak ditemukan di daftar wilayah; Luas Tanah harus lebih dari 0 untuk Rumah"',
      '',
    ]);
    // every row bad: nothing to send, every row given back
    const allBad = await mapRows({
      rows: rows.filter((_, index) => index % 2 === 1),
      header: fileHeader,
      mapping,
      columns,
      lists,
      choices: {},
      knownTypes: TYPES,
    });
    expect(allBad.csv).toBe('');
    expect(allBad.rejected.split('\r\n')).toHaveLength(4);
  });

  it('names an unmapped required column once, and a file with no rows', async () => {
    const result = await mapRows({
      rows: [],
      mapping: ['title'],
      columns,
      lists,
      choices: {},
      knownTypes: TYPES,
    });
    expect(result.problems).toEqual([
      'Kolom wajib Tipe belum dipasangkan dengan kolom berkas.',
      'Kolom wajib Harga belum dipasangkan dengan kolom berkas.',
      'Kolom wajib Kota belum dipasangkan dengan kolom berkas.',
      'Berkas tidak berisi baris data.',
    ]);
  });

  it('writes rows as runs: a run of three or more by its ends, the rest counted past 30 runs', () => {
    expect(
      describeRows([
        [2, 3],
        [5, 27],
      ]),
    ).toBe('2, 3, 5-27');
    const many = Array.from({ length: 32 }, (_, index) => [index * 2 + 2, index * 2 + 2] as [number, number]);
    expect(describeRows(many)).toMatch(/ 60 dan 2 baris lainnya$/);
  });
});

describe('reading the file', () => {
  it("reads the app's own export (BOM, semicolons) and an .xlsx sheet alike", async () => {
    const exported = '\ufeffKode;Judul;Harga (Rp)\nPRP001;Rumah "Asri";1250000000\n\n';
    expect(await readSheet(new Blob([exported]), 'listing.csv')).toEqual({
      kind: 'rows',
      header: ['Kode', 'Judul', 'Harga (Rp)'],
      rows: [['PRP001', 'Rumah "Asri"', '1250000000']],
    });
    const xlsx = makeXlsx([
      ['Nama Properti', 'Harga', 'Kota'],
      ['Rumah Dago', '1,5 M', 'Bandung'],
    ]);
    expect(await readSheet(new Blob([xlsx]), 'data.xlsx')).toEqual({
      kind: 'rows',
      header: ['Nama Properti', 'Harga', 'Kota'],
      rows: [['Rumah Dago', '1,5 M', 'Bandung']],
    });
  });

  it('refuses a picture renamed .csv and a broken .xlsx with one message each', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]);
    expect(await readSheet(new Blob([png, 'title\nA\n'.repeat(40)]), 'x.csv')).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/^Berkas ini bukan berkas teks CSV/),
    });
    expect(await readSheet(new Blob(['bukan zip']), 'x.xlsx')).toMatchObject({
      kind: 'error',
      message: expect.stringMatching(/^Berkas ini bukan berkas Excel/),
    });
  });
});
