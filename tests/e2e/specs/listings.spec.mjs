import { readFile } from 'node:fs/promises';

import Papa from 'papaparse';

import { expect, test } from '../fixtures.mjs';
import { phonePhoto, pictureSize } from '../lib/photos.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { errorDialog, moveTo, pickOption, PNG } from '../lib/ui.mjs';
import { makeXlsx } from '../lib/xlsx.mjs';
import { DetailView } from '../pages/detail.mjs';
import { FormDialog } from '../pages/form.mjs';
import { ListPage } from '../pages/list.mjs';

const MAIN = '/demo-api/main';
/** How many drafts the page keeps in IndexedDB (src/session/drafts.ts). */
/** Every draft stored in the page's IndexedDB (read in the page). */
const storedDrafts = () =>
  new Promise((resolve, reject) => {
    const open = indexedDB.open('back-office-drafts');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('drafts')) return resolve([]);
      const all = db.transaction('drafts').objectStore('drafts').getAll();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    };
  });
const draftCount = async (page) => (await page.evaluate(storedDrafts)).length;
const draftsText = async (page) => JSON.stringify(await page.evaluate(storedDrafts));
const calls = (requests, method, test) =>
  requests.filter((r) => r.method() === method && test(new URL(r.url()).pathname.replace(MAIN, '')));

// (A status changed from a row, "Tandai Terjual" asked first and sent after its undo window, the
// detail read by its slug and offering no status change once sold, "Alamat Halaman", a cleared
// Deskripsi sent empty, "Simpan" waiting for a photo upload, an SVG named foto.jpg refused, Harga's
// refusals, fair-price warning and "1,5 M", an edit over a record changed meanwhile asked field by
// field: component tests, in tests/unit/engine/actions/actions.test.tsx,
// pages/listing/listing-screens.test.tsx, engine/common/form-values.test.ts,
// engine/form/photo-upload.test.tsx, engine/form/field-input.test.tsx and
// engine/conflicts/edit-conflict.test.tsx. Its choice made by the arrow keys is a step below.)

// (both from one page load of the listing screen: a fresh signed-in load costs more than a step)
test('a phone\'s photo goes at most 1920 px and a fraction of its bytes, upright, in the order the photos were put in; an edit over a listing changed meanwhile asks per field, chosen by the arrow keys; a typed "Tambah Listing" survives a reload and is offered back, "Buang draf" clears it', async ({
  open,
}) => {
  test.setTimeout(180_000);
  const { page, requests, consoleErrors } = await open('/dashboard/listing', { as: ACCOUNTS.superadmin });
  const list = new ListPage(page);
  await list.waitForRows(30_000);
  const title = (await list.rows.first().locator('a').first().textContent()).trim();
  await list.rows.first().getByRole('link', { name: title }).click();
  await new DetailView(page).waitFor();
  await page.getByRole('button', { name: 'Ubah', exact: true }).click();
  const form = new FormDialog(page, 'Ubah Listing');
  await form.waitFor();
  // the photos the listing has already (the demo's listings have some)
  const had = await form.dialog.locator('.photo-tile').count();
  // taken with the phone turned: 4032 x 3024 pixels, shown 3024 x 4032 by its EXIF orientation
  const photo = await phonePhoto(page, { orientation: 6 });
  expect(photo.length).toBeGreaterThan(2_000_000);

  await test.step('the photo is made smaller before it is uploaded', async () => {
    await form.dialog.locator('input[type=file]').setInputFiles([
      { name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'denah.png', mimeType: 'image/png', buffer: PNG },
    ]);
    const uploads = () => requests.filter((r) => r.method() === 'POST' && r.url().endsWith('/upload'));
    await expect.poll(() => uploads().length).toBe(2);
    // what the upload service received (the demo answers the file's size and its bytes as a data: URL)
    const received = await Promise.all(uploads().map(async (r) => (await (await r.response()).json()).data));
    const jpeg = received.find((file) => file.url.startsWith('data:image/jpeg'));
    expect(jpeg.size).toBeLessThan(photo.length / 3);
    expect(jpeg.filename).toBe('IMG_4032.jpg');
    // the small PNG goes as it is
    expect(received.find((file) => file.url.startsWith('data:image/png')).size).toBe(PNG.length);
    await expect(form.dialog.getByRole('status')).toHaveCount(0);
  });

  await test.step('the plan dragged before the photo is the cover, and saved first', async () => {
    const tiles = form.dialog.locator('.photo-tile');
    await expect(tiles).toHaveCount(had + 2);
    // at a desk too, each photo's order buttons are inside its own tile, not under it
    for (const one of await tileBoxes(form.dialog)) expect(inside(one.moves, one.tile)).toBe(true);
    await tiles.nth(had + 1).dragTo(tiles.nth(0));
    await expect(tiles.nth(0).getByText('Sampul')).toBeVisible();
    await expect(form.dialog.getByText(`Foto dipindah ke urutan 1 dari ${had + 2}.`)).toBeAttached();
    await form.save();
    await form.waitForClosed();
    const put = calls(requests, 'PUT', (p) => /^\/house-list\/[^/]+$/.test(p)).at(-1);
    const photos = put.postDataJSON().photos;
    expect([photos[0], photos.at(-1)].map((url) => url.slice(0, 15))).toEqual([
      'data:image/png;',
      'data:image/jpeg',
    ]);
    expect(photos).toHaveLength(had + 2);
    // upright: the long edge 1920 px, the photo as tall as the phone showed it
    expect(await pictureSize(page, photos.at(-1))).toEqual([1440, 1920]);
  });

  await test.step('changed elsewhere while its form is open: "Simpan" asks per field, chosen by the arrow keys, the merge chosen is put', async () => {
    const slug = new URL(page.url()).pathname.split('/').pop();
    await page.getByRole('button', { name: 'Ubah', exact: true }).click();
    const form = new FormDialog(page, 'Ubah Listing');
    await form.waitFor();
    // "Judul" alone: "Judul Properti" is another field
    await form.dialog.getByRole('textbox', { name: /Judul$/ }).fill('Rumah Asri Direnovasi');
    await form.field('Deskripsi').fill('Deskripsi dari formulir ini.');
    // another admin saves the same listing meanwhile
    const changed = await page.evaluate(
      (match) =>
        window.demoBackend.changeRecord('listings', match, {
          title: 'Judul dari admin lain',
          description: 'Deskripsi dari admin lain.',
          address: 'Jl. Admin Lain No. 2',
        }),
      { slug },
    );
    expect(changed, `no demo listing with the slug ${slug}`).not.toBeNull();
    const puts = () => calls(requests, 'PUT', (p) => /^\/house-list\/[^/]+$/.test(p));
    const sent = puts().length;
    await form.save();
    const conflict = page.getByRole('dialog', { name: 'Data ini sudah diubah orang lain' });
    await expect(conflict).toBeVisible();
    expect(puts()).toHaveLength(sent);
    const judul = conflict.getByRole('radiogroup', { name: 'Judul' });
    await expect(judul.getByRole('radio', { name: /Nilai Anda\s*Rumah Asri Direnovasi/ })).toBeChecked();
    await expect(judul.getByRole('radio', { name: /Nilai terbaru\s*Judul dari admin lain/ })).toBeVisible();
    // changed elsewhere only: not asked, and kept
    await expect(conflict.getByRole('radiogroup', { name: 'Alamat' })).toHaveCount(0);
    // by keyboard: the arrow keys move the Deskripsi choice to the record's value
    const deskripsi = conflict.getByRole('radiogroup', { name: 'Deskripsi' });
    await deskripsi.getByRole('radio', { name: /Nilai Anda/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(deskripsi.getByRole('radio', { name: /Nilai terbaru/ })).toBeChecked();
    await conflict.getByRole('button', { name: 'Simpan pilihan' }).click();
    await form.waitForClosed();
    await expect.poll(() => puts().length).toBe(sent + 1);
    expect(puts()[sent].postDataJSON()).toMatchObject({
      title: 'Rumah Asri Direnovasi',
      description: 'Deskripsi dari admin lain.',
      address: 'Jl. Admin Lain No. 2',
    });
  });
  await test.step('a typed "Tambah Listing" survives a reload and is offered back; "Buang draf" clears it', async () => {
    await moveTo(page, '/dashboard/listing');
    await page.getByRole('button', { name: /Tambah$/ }).click();
    let draft = new FormDialog(page, 'Tambah Listing');
    await draft.waitFor();
    // "Judul" alone: "Judul Properti" is another field
    const judul = () => draft.dialog.getByRole('textbox', { name: /Judul$/ });
    await judul().fill('Rumah Kebun Cibubur');
    await draft.field('Deskripsi').fill('Dekat tol, halaman luas.');
    // kept in IndexedDB a moment after the typing pauses (both fields: the title alone may be kept first)
    await expect.poll(() => draftsText(page)).toContain('Dekat tol, halaman luas.');
    await expect.poll(() => draftCount(page)).toBe(1);
    const asked = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked.join(), `the page did not ask before it went: ${asked.join()}`).toBe('beforeunload');
    await page.getByRole('button', { name: /Tambah$/ }).click();
    draft = new FormDialog(page, 'Tambah Listing');
    await draft.dialog.getByText('Draf dipulihkan').waitFor();
    await expect(judul()).toHaveValue('Rumah Kebun Cibubur');
    await expect(draft.field('Deskripsi')).toHaveValue('Dekat tol, halaman luas.');
    await draft.dialog.getByRole('button', { name: 'Buang draf' }).click();
    await expect(judul()).toHaveValue('');
    await expect.poll(() => draftCount(page)).toBe(0);
    expect(
      calls(requests, 'POST', (p) => p === '/house-list'),
      'a draft was sent',
    ).toHaveLength(0);
  });
  expect(consoleErrors, 'console errors').toEqual([]);
});

/** Each photo tile's box, its order buttons' box, and whether its preview and delete show without a hover. */
const tileBoxes = (dialog) =>
  dialog.locator('.photo-tile').evaluateAll((tiles) =>
    tiles.map((tile) => {
      const box = (el) => {
        const { left, top, right, bottom } = el.getBoundingClientRect();
        return { left, top, right, bottom };
      };
      const actions = [
        ...tile.querySelectorAll('.ant-upload-list-item-actions, .ant-upload-list-item-action'),
      ];
      return {
        tile: box(tile.closest('.ant-upload-list-item-container')),
        moves: box(tile.querySelector('.photo-tile-moves')),
        actionsShown: actions.every((el) => getComputedStyle(el).opacity === '1'),
      };
    }),
  );

const inside = (inner, outer) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

test("a phone's photo tiles hold their own order buttons (none over another photo), and show preview and delete without a hover", async ({
  open,
}) => {
  const { page, consoleErrors, requests, served } = await open('/dashboard/listing?create=1', {
    as: ACCOUNTS.superadmin,
    viewport: { width: 390, height: 844 },
    touch: true,
  });
  const form = new FormDialog(page, 'Tambah Listing');
  await form.waitFor();
  await form.dialog
    .locator('input[type=file]')
    .setInputFiles([1, 2, 3, 4].map((n) => ({ name: `foto-${n}.png`, mimeType: 'image/png', buffer: PNG })));
  // (a photo that never finishes: the report says how far each upload went, in the page and at the service)
  await expect(form.dialog.locator('.ant-upload-list-item-done'))
    .toHaveCount(4, { timeout: 30_000 })
    .catch(async (error) => {
      const isUpload = (url) => new URL(url).pathname.endsWith('/upload');
      const sent = requests.filter((request) => isUpload(request.url())).length;
      const received = (await served()).filter((call) => isUpload(call.url())).map((call) => call.call);
      const captions = await form.dialog.locator('.photo-tile-caption').allTextContents();
      await test.info().attach('photo uploads', {
        contentType: 'text/plain',
        body: [
          `sent by the page: ${sent}`,
          'received by the service:',
          ...received,
          `captions: ${captions.join(' | ')}`,
        ].join('\n'),
      });
      throw error;
    });
  const boxes = await tileBoxes(form.dialog);
  for (const [n, one] of boxes.entries()) {
    expect(inside(one.moves, one.tile), `photo ${n + 1}'s buttons outside its tile`).toBe(true);
    expect(one.actionsShown, `photo ${n + 1}'s preview and delete hidden until a hover`).toBe(true);
  }
  // photo 1 of 3 a row: its buttons are above photo 4's tile, and beside photo 2's, not over them
  for (const other of boxes.slice(1)) {
    const overlap =
      boxes[0].moves.left < other.tile.right &&
      boxes[0].moves.right > other.tile.left &&
      boxes[0].moves.top < other.tile.bottom &&
      boxes[0].moves.bottom > other.tile.top;
    expect(overlap, "photo 1's buttons over another photo").toBe(false);
  }
  expect(consoleErrors, 'console errors').toEqual([]);
});

// (The CSV upload's other cases need no browser: tests/unit/engine/actions/actions.test.tsx refuses
// a wrong file and sends a good one as multipart, tests/unit/pages/listing/listing-screens.test.tsx
// keeps the file when the server refuses.)
// (A CSV whose rows lack their city: one line per problem with its rows as runs, nothing sent unasked,
// the good row offered alone and the bad ones to download: tests/unit/pages/listing/listing-screens.test.tsx
// and csv-mapping.test.ts.)

/**
 * Keeps the file of every multipart body the page sends (axios sends by XMLHttpRequest; Chromium gives
 * Playwright no body for a request holding a file), so a test reads the CSV the demo received.
 */
async function recordUploads(page) {
  await page.evaluate(() => {
    window.sentFiles = [];
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData && body.get('file') instanceof Blob)
        window.sentFiles.push(body.get('file').text());
      return send.call(this, body);
    };
  });
}

/** The CSV of the one upload-csv call the demo received. */
async function uploadedCsv(page, requests) {
  await expect.poll(() => calls(requests, 'POST', (p) => p === '/house-list/upload-csv').length).toBe(1);
  const files = await page.evaluate(() => Promise.all(window.sentFiles));
  expect(files, 'one file sent').toHaveLength(1);
  return files[0];
}

const SERVER_COLUMNS =
  'title,type,price,id_provinsi,id_kota,id_kecamatan,id_kelurahan,trait,address,land_area,building_area,bedrooms,bathrooms,floors,certificate,facilities,description';

test('a spreadsheet with other headers and city names is paired and resolved at 390 px by touch, an ambiguous city asked once, and the server gets its own columns and the codes', async ({
  open,
}) => {
  const { page, requests, consoleErrors } = await open('/dashboard/listing', {
    as: ACCOUNTS.superadmin,
    viewport: { width: 390, height: 844 },
    touch: true,
  });
  await recordUploads(page);
  await page.getByRole('button', { name: /Unggah CSV/ }).tap();
  const upload = page.getByRole('dialog', { name: 'Unggah CSV' });
  const rows = [
    'Nama Properti;Harga;Kota;Jenis;Luas Tanah;Kamar Tidur',
    'Rumah Dago Asri;1,5 M;Bandung;Rumah;120;3',
    'Ruko Cibinong Raya;Rp 850.000.000;Kab. Bogor;Ruko;90;',
    'Rumah Cikokol;750 jt;Tangerang;Rumah;100;2',
    'Rumah Karawaci;900 jt;tangerang;Rumah;;',
  ];
  await upload.locator('input[type=file]').setInputFiles({
    name: 'properti.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${rows.join('\n')}\n`),
  });
  // each file column with the column of ours it was guessed to fill
  const paired = {
    'Nama Properti': 'Judul *',
    Harga: 'Harga *',
    Kota: 'Kota *',
    Jenis: 'Tipe *',
    'Luas Tanah': 'Luas Tanah',
    'Kamar Tidur': 'Kamar Tidur',
  };
  for (const [column, ours] of Object.entries(paired)) {
    const select = upload.locator('.csv-mapping-row').filter({ hasText: column }).first();
    await expect(select.locator('.ant-select-selection-item'), column).toHaveText(ours);
  }
  // Tangerang is a Kota and a Kabupaten: asked once for its two rows, nothing sent before
  const ask = upload.getByRole('combobox', { name: 'Kota "Tangerang" (2 baris)', exact: true });
  await expect(ask).toBeVisible();
  await expect(upload.getByRole('button', { name: 'Kirim' })).toBeDisabled();
  const box = await upload.locator('.csv-ambiguous-row .ant-select').boundingBox();
  expect(box.width, 'the choice fits the phone').toBeLessThanOrEqual(390);
  expect(box.height, 'the choice is a finger-sized target').toBeGreaterThanOrEqual(44);
  await upload.locator('.csv-ambiguous-row .ant-select-selector').tap();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: 'Kota Tangerang (Banten)' })
    .tap();
  await expect(upload.getByText('Tidak ada masalah yang ditemukan.')).toBeVisible();
  await upload.getByRole('button', { name: 'Kirim' }).tap();
  await expect(
    page.getByText('Data listing sedang di proses. Silahkan refresh secara berkala.').first(),
  ).toBeVisible();
  expect((await uploadedCsv(page, requests)).split('\n')).toEqual([
    SERVER_COLUMNS,
    'Rumah Dago Asri,Rumah,1500000000,32,3273,,,,,120,,3,,,,,',
    'Ruko Cibinong Raya,Ruko,850000000,32,3201,,,,,90,,,,,,,',
    'Rumah Cikokol,Rumah,750000000,36,3671,,,,,100,,2,,,,,',
    'Rumah Karawaci,Rumah,900000000,36,3671,,,,,,,,,,,,',
    '',
  ]);
  expect(consoleErrors, 'console errors').toEqual([]);
});

test("the app's own listing export is taken back by the upload: its headers paired, its cities resolved to codes", async ({
  open,
}) => {
  const { page, requests, consoleErrors } = await open(
    '/dashboard/listing?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=sold',
    { as: ACCOUNTS.superadmin },
  );
  await new ListPage(page).waitForRows();
  await recordUploads(page);
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  const download = page.waitForEvent('download');
  await page
    .getByRole('dialog', { name: 'Ekspor CSV' })
    .getByRole('button', { name: 'Ekspor', exact: true })
    .click();
  const exported = await readFile(await (await download).path());
  const lines = exported.toString('utf8').trim().split(/\r?\n/);
  await page.getByRole('button', { name: /Unggah CSV/ }).click();
  const upload = page.getByRole('dialog', { name: 'Unggah CSV' });
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: 'listing-ekspor.csv', mimeType: 'text/csv', buffer: exported });
  await expect(upload.getByText(`${lines.length - 1} baris data`)).toBeVisible();
  // the export writes a Kabupaten as "Kab. Bogor" and a Kota as "Bogor", which is asked (Kota or Kabupaten?)
  const asked = upload.locator('.csv-ambiguous-row');
  await expect(
    upload.getByText(/^Tidak ada masalah yang ditemukan\.$|^\d+ nama wilayah belum dipilih\.$/),
  ).toBeVisible();
  for (let left = await asked.count(); left > 0; left -= 1) {
    const name = await asked.nth(0).locator('label').textContent();
    await pickOption(page, asked.nth(0), name, /^Kota /);
  }
  await expect(upload.getByText('Tidak ada masalah yang ditemukan.')).toBeVisible();
  await upload.getByRole('button', { name: 'Kirim' }).click();
  await expect(
    page.getByText('Data listing sedang di proses. Silahkan refresh secara berkala.').first(),
  ).toBeVisible();
  const sent = Papa.parse((await uploadedCsv(page, requests)).trim(), { header: true }).data;
  const first = Papa.parse(lines.slice(0, 2).join('\n'), { header: true, delimiter: ';' }).data[0];
  expect(sent).toHaveLength(lines.length - 1);
  expect(sent[0].title).toBe(first.Judul.replace(/^\ufeff/, ''));
  expect(sent[0].price).toBe(first['Harga (Rp)']);
  expect(
    sent.every((row) => /^\d{2}$/.test(row.id_provinsi) && /^\d{4}$/.test(row.id_kota)),
    'a row without its province and city codes',
  ).toBeTruthy();
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('premium ads: excel upload checks the type, and an ad is created from a searched listing', async ({
  open,
}) => {
  const { page, requests } = await open('/dashboard/ads-premium', { as: ACCOUNTS.superadmin });
  await new ListPage(page).waitForRows();
  await page.getByRole('button', { name: /Unggah Excel/ }).click();
  const upload = page.getByRole('dialog', { name: 'Unggah Excel' });
  const input = upload.locator('input[type=file]');
  await input.setInputFiles({ name: 'data.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b') });
  await upload.getByText('Jenis berkas tidak didukung', { exact: false }).waitFor();
  expect(
    calls(requests, 'POST', (p) => p === '/premium-ads/excel'),
    'a wrong file was sent',
  ).toHaveLength(0);
  // a workbook's first rows are read off the page (a worker) and shown before anything is sent
  await input.setInputFiles({
    name: 'iklan.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(
      makeXlsx([
        ['Kode', 'Klik'],
        ['HL-000001', 42],
      ]),
    ),
  });
  const preview = upload.locator('table', { has: page.getByText('Pratinjau baris pertama') });
  await expect(preview.getByRole('columnheader', { name: 'Klik' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'HL-000001' })).toBeVisible();
  await upload.getByRole('button', { name: 'Batal' }).click();

  await page.getByRole('button', { name: /Tambah/ }).click();
  const form = new FormDialog(page, 'Tambah Iklan Premium');
  await form.waitFor();
  await form.field('Properti').click();
  await form.field('Properti').fill('Rumah');
  await expect
    .poll(
      () => requests.some((r) => new URL(r.url()).searchParams.get('search') === 'Rumah'),
      'no server-side search',
    )
    .toBeTruthy();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const label = await option.getAttribute('title');
  expect(/\(HL-\d{6}\)$/.test(label ?? ''), `option without a code: ${label}`).toBeTruthy();
  await option.click();
  await form.choose('Paket Iklan', 'Spotlight');
  await form.field('Anggaran').fill('750000');
  await form.field('Tanggal Mulai').fill('1 Des 2026');
  await form.field('Tanggal Mulai').press('Enter');
  await form.field('Tanggal Selesai').fill('15 Des 2026');
  // Enter in a date field picks the date, it does not submit the form
  await form.field('Tanggal Selesai').press('Enter');
  await expect(form.field('Tanggal Selesai'), 'Enter did not pick the date').toHaveValue('15 Des 2026');
  expect(
    calls(requests, 'POST', (p) => p === '/premium-ads'),
    'Enter in a date sent the form',
  ).toHaveLength(0);
  await form.save();
  await page.getByText('Success created ads.').waitFor();
  const posts = calls(requests, 'POST', (p) => p === '/premium-ads');
  expect(posts, `${posts.length} POSTs`).toHaveLength(1);
  const post = posts[0];
  const body = post.postDataJSON();
  expect(
    typeof body.property_id === 'string' && body.property_id.length > 0,
    'no property id sent',
  ).toBeTruthy();
  expect(
    body.budget === 750000 && body.start_date === '2026-12-01',
    `body: ${JSON.stringify(body)}`,
  ).toBeTruthy();
  await expect(errorDialog(page), 'an Error dialog is open').toHaveCount(0);
});
