import { describe, expect, it } from 'vitest';

import { type CsvMessage, parseListingCsv } from '../../../../src/pages/listing/csv-parse';
import { csvColumnsOf, csvTemplate, describeRows, priceOf } from '../../../../src/pages/listing/csv-rules';
import { listingResources } from '../../../../src/resources/listing';

/** The columns as the dialog takes them: from the listing's declaration in the registry. */
const columns = csvColumnsOf(listingResources[0].fields ?? []);
const REQUIRED = 'title,type,price,id_provinsi,id_kota,id_kecamatan,id_kelurahan';
const PLACE = '36,3674,3674010,3674010001';

function parse(
  text: string | Uint8Array<ArrayBuffer>,
  knownTypes = ['Rumah', 'Apartemen'],
): Promise<CsvMessage[]> {
  return new Promise((resolve) => {
    const messages: CsvMessage[] = [];
    parseListingCsv(new Blob([text], { type: 'text/csv' }), { columns, knownTypes }, (message) => {
      messages.push(message);
      if (message.kind !== 'preview') resolve(messages);
    });
  });
}

describe('reading a listing CSV before it is sent', () => {
  it('reports the first rows early, then the count, with no problem for a good file', async () => {
    const messages = await parse(csvTemplate(columns));
    expect(messages.map((one) => one.kind)).toEqual(['preview', 'done']);
    const done = messages[1];
    if (done.kind !== 'done') throw new Error('not done');
    expect(done.summary.fields).toEqual(columns.map((one) => one.key));
    expect(done.summary.count).toBe(1);
    expect(done.summary.firstRows[0]).toMatchObject({
      title: 'Rumah Minimalis Dekat Stasiun',
      price: '1250000000',
    });
    expect(done.summary.problems).toEqual([]);
    expect(done.summary.validCount).toBe(1);
  });

  it('takes the required columns from the form: title, type, price and the place from province to village', () => {
    expect(columns.filter((one) => one.required).map((one) => one.key)).toEqual(REQUIRED.split(','));
    expect(columns.find((one) => one.key === 'id_kota')?.label).toBe('Kota');
    // a photo is added in the form, one listing at a time: no column for it
    expect(columns.some((one) => one.key === 'photos')).toBe(false);
  });

  it('refuses rows without their place, one line per problem with the rows it touches', async () => {
    const good = `Rumah A,Rumah,900000000,${PLACE}`;
    const noCity = 'Rumah B,Rumah,900000000,36,,3674010,3674010001';
    const lines = [good, noCity, noCity, good, ...Array.from({ length: 23 }, () => noCity)];
    const done = (await parse(`${REQUIRED}\n${lines.join('\n')}\n`)).at(-1);
    if (done?.kind !== 'done') throw new Error('not done');
    expect(done.summary.count).toBe(27);
    expect(done.summary.problems).toEqual(['Kota kosong: baris 3, 4, 6-28']);
    expect(done.summary.validCount).toBe(2);

    // each problem once, in the order first met, whatever the number of rows it touches
    const mixed = [
      `Rumah A,Rumah,murah,${PLACE}`,
      'Rumah B,Rumah,900000000,,,,',
      `Rumah C,Istana,900000000,${PLACE}`,
      `,Rumah,0,${PLACE}`,
      'Rumah E,Istana,900000000,36,3674,,',
    ];
    const summary = (await parse(`${REQUIRED}\n${mixed.join('\n')}\n`)).at(-1);
    if (summary?.kind !== 'done') throw new Error('not done');
    expect(summary.summary.problems).toEqual([
      'Harga bukan angka di atas 0: baris 2, 5',
      'Provinsi kosong: baris 3',
      'Kota kosong: baris 3',
      'Kecamatan kosong: baris 3, 6',
      'Kelurahan kosong: baris 3, 6',
      'Tipe "Istana" tidak dikenal di Master Data: baris 4, 6',
      'Judul kosong: baris 5',
    ]);
    expect(summary.summary.validCount).toBe(0);
  });

  it('names a missing required column once, not once per row', async () => {
    const done = (await parse('title,type,price\nRumah A,Rumah,1.500.000.000\nRumah B,Rumah,9\n')).at(-1);
    if (done?.kind !== 'done') throw new Error('not done');
    expect(done.summary.problems).toEqual([
      'Kolom wajib "id_provinsi" (Provinsi) tidak ada.',
      'Kolom wajib "id_kota" (Kota) tidak ada.',
      'Kolom wajib "id_kecamatan" (Kecamatan) tidak ada.',
      'Kolom wajib "id_kelurahan" (Kelurahan) tidak ada.',
    ]);
    expect(done.summary.validCount).toBe(0);
  });

  it('writes rows as runs: a run of three or more by its ends, the rest counted past 30 runs', () => {
    expect(describeRows([[2, 2]])).toBe('2');
    expect(
      describeRows([
        [2, 3],
        [5, 27],
      ]),
    ).toBe('2, 3, 5-27');
    const many = Array.from({ length: 32 }, (_, index) => [index * 2 + 2, index * 2 + 2] as [number, number]);
    expect(describeRows(many)).toBe(
      '2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60 dan 2 baris lainnya',
    );
  });

  it('says when a file has a header and no rows', async () => {
    const done = (await parse(`${REQUIRED}\n`)).at(-1);
    if (done?.kind !== 'done') throw new Error('not done');
    expect(done.summary.problems).toEqual(['Berkas tidak berisi baris data.']);
  });

  it('reads prices the way spreadsheets write them', () => {
    expect(priceOf('1.250.000.000')).toBe(1250000000);
    expect(priceOf('Rp 850.000.000')).toBe(850000000);
    expect(Number.isNaN(priceOf('sejuta'))).toBe(true);
  });

  it('refuses a file that is not text (a PNG renamed .csv) with one message, reading no rows', async () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    const withText = new Uint8Array([
      ...png,
      ...new TextEncoder().encode('title,type,price\nA,Rumah,1\n'.repeat(40)),
    ]);
    expect(await parse(withText)).toEqual([
      {
        kind: 'error',
        message:
          'Berkas ini bukan berkas teks CSV (misalnya gambar yang diganti namanya). Pilih berkas CSV yang disimpan sebagai teks.',
      },
    ]);
  });

  it('reads a CSV saved in an older code page (bytes above 127) and with tabs as text', async () => {
    const latin = new Uint8Array([
      ...new TextEncoder().encode(`${REQUIRED}\nRumah Caf`),
      0xe9,
      ...new TextEncoder().encode(`\t,Rumah,1,${PLACE}\n`),
    ]);
    const done = (await parse(latin)).at(-1);
    if (done?.kind !== 'done') throw new Error('not done');
    expect(done.summary.problems).toEqual([]);
  });
});
