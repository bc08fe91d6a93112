import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS } from '../lib/session.mjs';
import { pickOption } from '../lib/ui.mjs';
import { ListPage } from '../pages/list.mjs';

const apiCalls = (requests, method, path) =>
  requests
    .filter((r) => r.method() === method && new URL(r.url()).pathname === `/demo-api/main${path}`)
    .map((r) => r);

/** The value of the list filter `field` in the page's address (Refine's `filters[i][field|value]`). */
function urlFilter(page, field) {
  const params = new URL(page.url()).searchParams;
  for (const [key, value] of params) {
    const index = /^filters\[(\d+)\]\[field\]$/.exec(key)?.[1];
    if (index !== undefined && value === field) return params.get(`filters[${index}][value]`) ?? undefined;
  }
  return undefined;
}

/** What the select named `name` shows as chosen. */
const shown = (scope, name) =>
  scope
    .locator('.ant-select')
    // a page or a dialog in it
    .filter({ has: (scope.page?.() ?? scope).getByRole('combobox', { name, exact: true }) })
    .locator('.ant-select-selection-item');

/** Picks `option` in the list filter named `name` (its chosen value covers the input: click the select). */
async function filter(page, name, option) {
  await page
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name, exact: true }) })
    .click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .click();
}

test('a new province in the village filters clears the old city and district and lists its villages', async ({
  open,
  screenshotAs,
}) => {
  test.setTimeout(150_000);
  const { page, requests } = await open('/dashboard/master-slug/village', { as: ACCOUNTS.superadmin });
  const list = new ListPage(page);
  await list.waitForRows(45000);
  // province A (DKI Jakarta, codes 31..), one of its cities, then province B (Jawa Barat, codes 32..)
  await filter(page, 'Pilih Provinsi', 'DKI Jakarta');
  await expect
    .poll(() => urlFilter(page, 'id_kota')?.startsWith('31'), 'no city of DKI Jakarta')
    .toBeTruthy();
  await filter(page, 'Pilih Kota', 'Kota Jakarta Timur');
  await expect
    .poll(() => urlFilter(page, 'id_kecamatan')?.startsWith('3172'), 'no district of Jakarta Timur')
    .toBeTruthy();
  const oldCity = urlFilter(page, 'id_kota');
  // the villages of that district asked for, before anything else is chosen
  await expect
    .poll(
      () =>
        apiCalls(requests, 'GET', '/master-village').some(
          (r) => new URL(r.url()).searchParams.get('id_kecamatan') === urlFilter(page, 'id_kecamatan'),
        ),
      'no villages of Jakarta Timur asked for',
    )
    .toBeTruthy();
  await list.waitForRows(45000);

  requests.length = 0;
  await filter(page, 'Pilih Provinsi', 'Jawa Barat');
  await expect
    .poll(() => urlFilter(page, 'id_kecamatan')?.startsWith('32'), 'the district stayed in DKI Jakarta')
    .toBeTruthy();
  expect(
    urlFilter(page, 'id_kota')?.startsWith('32'),
    `city ${urlFilter(page, 'id_kota')} is not in Jawa Barat`,
  ).toBeTruthy();
  expect(
    page.url().includes(`=${oldCity}&`) && !page.url().endsWith(`=${oldCity}`),
    'the old city is in the URL',
  ).toBeFalsy();
  await expect
    .poll(() => shown(page, 'Pilih Kota').textContent(), 'Kota still shows the old city')
    .not.toBe('Kota Jakarta Timur');
  const villageCalls = apiCalls(requests, 'GET', '/master-village').map((r) => new URL(r.url()));
  expect(villageCalls.length, 'no villages asked for').toBeGreaterThan(0);
  expect(
    villageCalls.every((u) => u.searchParams.get('id_kecamatan')?.startsWith('32')),
    `villages asked for another province: ${villageCalls.map((u) => u.search).join(' ')}`,
  ).toBeTruthy();
  // the table lists villages of Jawa Barat (their codes in the first column)
  await expect
    .poll(async () => {
      const ids = await list.rows.locator('td:first-child').allTextContents();
      return ids.length > 0 && ids.every((id) => id.trim().startsWith('32'));
    }, 'the table still lists villages of the old province')
    .toBeTruthy();
  await screenshotAs(page, 'village-filters-new-province');
});

test('Tambah Kelurahan through the cascade when the regions are keyed by id and _id', async ({
  open,
  screenshotAs,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { page, requests } = await open(null, { as: ACCOUNTS.superadmin });
  await page.addInitScript(() => localStorage.setItem('demo:reply-shape', 'variant'));
  await page.goto(`${baseURL}/dashboard/master/area-indicator`);
  const list = new ListPage(page);
  await list.waitForRows(45000);
  await list.rows.first().getByRole('button', { name: 'Lihat detail' }).click();
  const detail = page.locator('.ant-modal-content, .ant-drawer-content').filter({
    has: page.locator('.ant-modal-title, .ant-drawer-title').filter({ hasText: 'Detail:' }),
  });
  await detail.getByRole('button', { name: 'Tambah Kelurahan' }).click();
  const dialog = page.locator('.ant-modal-content').filter({
    has: page.locator('.ant-modal-title').filter({ hasText: 'Tambah Kelurahan' }),
  });
  // the area's own province and city are chosen already; the lookups go by the parents' codes
  await expect.poll(() => shown(dialog, 'Kota').count(), 'Kota not prefilled').toBeGreaterThan(0);
  await pickOption(page, dialog, 'Kecamatan');
  const village = await pickOption(page, dialog, 'Kelurahan');
  const districts = apiCalls(requests, 'GET', '/districts').map((r) => new URL(r.url()));
  expect(
    districts.some((u) => /^\d+$/.test(u.searchParams.get('id_kota') ?? '')),
    'districts not asked by a city code',
  ).toBeTruthy();
  await screenshotAs(page, 'add-kelurahan-variant');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await page.getByText('Data Kelurahan berhasil disimpan').waitFor();
  const body = apiCalls(requests, 'POST', '/area-master/add')[0].postDataJSON();
  expect(
    body.name === village && /^\d+$/.test(body.id_kelurahan) && body._id,
    JSON.stringify(body),
  ).toBeTruthy();
});
