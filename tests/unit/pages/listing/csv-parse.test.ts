import { describe, expect, it } from 'vitest';

import { type CsvMessage, parseListingCsv } from '../../../../src/pages/listing/csv-parse';
import { CSV_COLUMNS, csvTemplate, priceOf } from '../../../../src/pages/listing/csv-rules';

function parse(text: string | Uint8Array<ArrayBuffer>, knownTypes = ['Rumah', 'Apartemen']): Promise<CsvMessage[]> {
  return new Promise((resolve) => {
    const messages: CsvMessage[] = [];
    parseListingCsv(new Blob([text], { type: 'text/csv' }), knownTypes, (message) => {
      messages.push(message);
      if (message.kind !== 'preview') resolve(messages);
    });
  });
}

describe('reading a listing CSV before it is sent', () => {
  it('reports the first rows early, then the count, with no problem for a good file', async () => {
    const messages = await parse(csvTemplate());
    expect(messages.map((one) => one.kind)).toEqual(['preview', 'done']);
    const done = messages[1];
    if (done.kind !== 'done') throw new Error('not done');
    expect(done.summary.fields).toEqual([...CSV_COLUMNS]);
    expect(done.summary.count).toBe(1);
    expect(done.summary.firstRows[0]).toMatchObject({
      title: 'Rumah Minimalis Dekat Stasiun',
      price: '1250000000',
    });
    expect(done.summary.problems).toEqual([]);
    expect(done.summary.validCount).toBe(1);
  });

  it('counts the rows free of problems: none when a required column is missing', async () => {
    const valid = async (text: string) => {
      const done = (await parse(text)).at(-1);
      if (done?.kind !== 'done') throw new Error('not done');
      return done.summary.validCount;
    };
    expect(await valid('nama,harga\nRumah Asri,900000000\n')).toBe(0);
    expect(await valid('title,type,price\n,Rumah,1\nB,Rumah,murah\nC,Rumah,1.000\n')).toBe(1);
    expect(await valid('title,type,price\n')).toBe(0);
  });

  it('names a missing required column, an empty value, a non-numeric price and an unknown type by line', async () => {
    const messages = await parse('title,price\nRumah A,1.500.000.000\nRumah B,satu milyar\n,900000000\n');
    const done = messages.at(-1);
    if (done?.kind !== 'done') throw new Error('not done');
    expect(done.summary.count).toBe(3);
    expect(done.summary.problems).toContain('Kolom wajib "type" tidak ada.');
    expect(done.summary.problems).toContain('Baris 3: harga "satu milyar" bukan angka.');
    expect(done.summary.problems).toContain('Baris 4: kolom "title" kosong.');
    const typed = await parse('title,type,price\nGedung,Istana,100\n');
    const last = typed.at(-1);
    if (last?.kind !== 'done') throw new Error('not done');
    expect(last.summary.problems).toEqual(['Baris 2: tipe properti "Istana" tidak dikenal.']);
  });

  it('says when a file has a header and no rows', async () => {
    const done = (await parse('title,type,price\n')).at(-1);
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
      ...new TextEncoder().encode('title,type,price\nRumah Caf'),
      0xe9,
      ...new TextEncoder().encode('\t,Rumah,1\n'),
    ]);
    const done = (await parse(latin)).at(-1);
    expect(done?.kind).toBe('done');
  });
});
