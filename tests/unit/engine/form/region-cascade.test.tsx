import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { optionsOf } from '../../../../src/engine/common/reference-options';
import { db } from '../../../../src/mocks/db';
import { callsTo, SUPERADMIN, withDemoBackend } from '../../support/app';
import { findDialog, lastJson } from '../../support/operations';
import { setReplyShape } from '../../support/reply-shape';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();
const slug = db.masterSlug;

/** The rows of the screen's table, once loaded (a cascade asks three lookups first: allow for a slow machine). */
async function tableRows(): Promise<HTMLElement[]> {
  await waitFor(
    () => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBeGreaterThan(0),
    {
      timeout: 40000,
    },
  );
  return [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];
}

/** The value of a list filter as the address keeps it (Refine's `filters[i][field|value]`). */
function urlFilter(field: string): string | undefined {
  const params = new URLSearchParams(window.location.search);
  for (const [key, value] of params) {
    const index = /^filters\[(\d+)\]\[field\]$/.exec(key)?.[1];
    if (index !== undefined && value === field) return params.get(`filters[${index}][value]`) ?? undefined;
  }
  return undefined;
}

function urlFilterValues(): string[] {
  return [...new URLSearchParams(window.location.search)]
    .filter(([key]) => /^filters\[\d+\]\[value\]$/.test(key))
    .map(([, value]) => value);
}

/** Opens the select `control` and clicks its option titled `option` (in the last dropdown shown). */
async function chooseIn(control: HTMLElement, option: string) {
  await waitFor(() => expect(control).not.toBeDisabled());
  fireEvent.mouseDown(control);
  const found = await waitFor(() => {
    const items = [...document.querySelectorAll(`.ant-select-item-option[title="${option}"]`)];
    expect(items.length).toBeGreaterThan(0);
    return items[items.length - 1] as HTMLElement;
  });
  fireEvent.click(found);
}

/** What a select shows as chosen. */
function shownValue(control: HTMLElement): string {
  const select = control.closest('.ant-select') as HTMLElement;
  return select.querySelector('.ant-select-selection-item')?.getAttribute('title') ?? '';
}

const citiesOf = (province: string) => slug.cities.filter((one) => one.id_provinsi === province);
const districtsOf = (cities: readonly string[]) =>
  slug.districts.filter((one) => cities.includes(one.id_kota));

describe('region cascades in list filters', { timeout: 120000 }, () => {
  it('a new province clears the city and district below it, in the address too, and lists its villages', async () => {
    renderScreen('/dashboard/master-slug/village', { as: SUPERADMIN });
    await tableRows();
    await waitFor(() => expect(urlFilter('id_kecamatan')).toBeDefined());
    const before = { province: urlFilter('id_provinsi'), city: urlFilter('id_kota') };
    const other = slug.provinces.find(
      (one) => one.id_provinsi !== before.province && citiesOf(one.id_provinsi).length > 1,
    );
    if (!other || !before.city) throw new Error('no region seed');
    const otherCities = citiesOf(other.id_provinsi).map((one) => one.id_kota);
    const otherDistricts = districtsOf(otherCities).map((one) => one.id_kecamatan);
    const otherVillages = new Set(
      slug.villages.filter((one) => otherDistricts.includes(one.id_kecamatan)).map((one) => one.id_kelurahan),
    );

    requests.length = 0;
    await chooseIn(screen.getByRole('combobox', { name: 'Pilih Provinsi' }), other.name);
    // the city and district chosen for the old province are gone: the new province's own come in
    await waitFor(() => expect(otherDistricts).toContain(urlFilter('id_kecamatan')));
    expect(urlFilter('id_provinsi')).toBe(other.id_provinsi);
    expect(otherCities).toContain(urlFilter('id_kota'));
    expect(urlFilterValues()).not.toContain(before.city);
    const city = slug.cities.find((one) => one.id_kota === urlFilter('id_kota'));
    expect(shownValue(screen.getByRole('combobox', { name: 'Pilih Kota' }))).toBe(city?.name);
    // every call for villages since then asked for a district of the new province
    const villageCalls = callsTo(requests, '/master-village');
    expect(villageCalls.length).toBeGreaterThan(0);
    for (const call of villageCalls) expect(otherDistricts).toContain(call.searchParams.get('id_kecamatan'));
    await waitFor(() => {
      const rows = [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(otherVillages.has(row.querySelector('td')?.textContent ?? '')).toBe(true);
    });

    // another city of that province: the district follows it
    const nextCity = citiesOf(other.id_provinsi).find((one) => one.id_kota !== urlFilter('id_kota'));
    if (!nextCity) throw new Error('no second city');
    const nextDistricts = districtsOf([nextCity.id_kota]).map((one) => one.id_kecamatan);
    requests.length = 0;
    await chooseIn(screen.getByRole('combobox', { name: 'Pilih Kota' }), nextCity.name);
    await waitFor(() => expect(nextDistricts).toContain(urlFilter('id_kecamatan')));
    for (const call of callsTo(requests, '/master-village'))
      expect(nextDistricts).toContain(call.searchParams.get('id_kecamatan'));
    for (const call of callsTo(requests, '/master-district'))
      expect(call.searchParams.get('id_kota')).toBe(nextCity.id_kota);
  });

  it('walks the cascade when the regions are keyed by id and _id (variant reply shape)', async () => {
    setReplyShape('variant');
    renderScreen('/dashboard/master-area/village', { as: SUPERADMIN });
    await tableRows();
    const province = urlFilter('id_provinsi');
    const city = urlFilter('id_kota');
    const district = urlFilter('id_kecamatan');
    expect(db.masterArea.provinces.map((one) => one.id_provinsi)).toContain(province);
    expect(db.masterArea.cities.find((one) => one.id_kota === city)?.id_provinsi).toBe(province);
    expect(
      db.masterArea.districts.find((one) => one.id_kota === city && one.id_kecamatan === district),
    ).toBeDefined();
    expect(callsTo(requests, '/cities').some((url) => url.searchParams.get('id_provinsi') === province)).toBe(
      true,
    );
  });
});

describe('region cascades in forms', { timeout: 120000 }, () => {
  it('offers only records with a value: the own field, else id, else _id; a name is never replaced by an id', () => {
    const code = { resource: 'master-slug-province', optionLabel: 'name', optionValue: 'id_provinsi' };
    expect(
      optionsOf(code, [
        { id_provinsi: '31', id: 'x', name: 'DKI Jakarta' },
        { id: '32', name: 'Jawa Barat' },
        { _id: '33', name: 'Jawa Tengah' },
        { name: 'Tanpa kode' },
      ]),
    ).toEqual([
      { label: 'DKI Jakarta', value: '31' },
      { label: 'Jawa Barat', value: '32' },
      { label: 'Jawa Tengah', value: '33' },
    ]);
    const byName = { resource: 'master-slug-city', optionLabel: 'name', optionValue: 'name' };
    expect(optionsOf(byName, [{ id: '3171', name: 'Kota Bandung' }, { id: '3172' }])).toEqual([
      { label: 'Kota Bandung', value: 'Kota Bandung' },
    ]);
  });

  it('with regions keyed by id and _id, a province enables Kota and the lookups carry the parent codes', async () => {
    setReplyShape('variant');
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await tableRows();
    await user.click(screen.getByRole('button', { name: /Tambah/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Listing' });
    const [province] = slug.provinces;
    const city = citiesOf(province.id_provinsi)[0];
    expect(within(dialog).getByLabelText('Kota')).toBeDisabled();
    await chooseIn(within(dialog).getByLabelText('Provinsi'), province.name);
    await waitFor(() => expect(within(dialog).getByLabelText('Kota')).not.toBeDisabled());
    await waitFor(() =>
      expect(
        callsTo(requests, '/master-city').some(
          (url) => url.searchParams.get('id_provinsi') === province.id_provinsi,
        ),
      ).toBe(true),
    );
    await chooseIn(within(dialog).getByLabelText('Kota'), city.name);
    await waitFor(() =>
      expect(
        callsTo(requests, '/master-district').some((url) => url.searchParams.get('id_kota') === city.id_kota),
      ).toBe(true),
    );
    expect(within(dialog).getByLabelText('Kecamatan')).not.toBeDisabled();
  });

  it('puts Provinsi before Kota on a popular area, and offers the cities of the chosen province', async () => {
    renderScreen('/dashboard/master/area-popular', { as: SUPERADMIN });
    await tableRows();
    await user.click(screen.getByRole('button', { name: /Tambah/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Populer Area' });
    const labels = [...dialog.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels.indexOf('Provinsi')).toBeGreaterThan(-1);
    expect(labels.indexOf('Provinsi')).toBeLessThan(labels.indexOf('Kota'));
    expect(within(dialog).getByLabelText('Kota')).toBeDisabled();

    const province = slug.provinces.find((one) => one.name === 'Banten');
    if (!province) throw new Error('no Banten');
    const [city] = citiesOf(province.id_provinsi);
    await user.type(within(dialog).getByLabelText('Nama'), 'Gading Serpong');
    await chooseIn(within(dialog).getByLabelText('Provinsi'), province.name);
    await waitFor(() =>
      expect(
        callsTo(requests, '/master-city').some(
          (url) => url.searchParams.get('id_provinsi') === province.id_provinsi,
        ),
      ).toBe(true),
    );
    // only that province's cities are offered
    fireEvent.mouseDown(within(dialog).getByLabelText('Kota'));
    await waitFor(() =>
      expect(document.querySelector(`.ant-select-item-option[title="${city.name}"]`)).not.toBeNull(),
    );
    expect(document.querySelector('.ant-select-item-option[title="Kota Bandung"]')).toBeNull();
    await chooseIn(within(dialog).getByLabelText('Kota'), city.name);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Success added master popular-area')).toBeInTheDocument();
    expect(await lastJson(requests, 'POST', /\/special-area$/)).toMatchObject({
      name: 'Gading Serpong',
      province: 'Banten',
      city: city.name,
    });
  });

  it('starts Tambah Kelurahan from the area’s own province and city, with regions keyed by id and _id', async () => {
    setReplyShape('variant');
    renderScreen('/dashboard/master/area-indicator', { as: SUPERADMIN });
    const row = (await tableRows())[0];
    const area = db.areaMasters.find((one) => row.textContent?.includes(one.name));
    const city = db.masterArea.cities.find((one) => one.name === area?.area);
    const province = db.masterArea.provinces.find((one) => one.id_provinsi === city?.id_provinsi);
    if (!area || !city || !province) throw new Error('no area seed');
    await user.click(within(row).getByRole('button', { name: /Tambah Kelurahan/ }));
    const dialog = await findDialog('Tambah Kelurahan');
    await waitFor(() => expect(shownValue(within(dialog).getByLabelText('Provinsi'))).toBe(province.name));
    await waitFor(() => expect(shownValue(within(dialog).getByLabelText('Kota'))).toBe(city.name));
    await waitFor(() =>
      expect(
        callsTo(requests, '/districts').some((url) => url.searchParams.get('id_kota') === city.id_kota),
      ).toBe(true),
    );
    const district = db.masterArea.districts.find((one) => one.id_kota === city.id_kota);
    const village = db.masterArea.villages.find((one) => one.id_kecamatan === district?.id_kecamatan);
    if (!district || !village) throw new Error('no district seed');
    await chooseIn(within(dialog).getByLabelText('Kecamatan'), district.name);
    await chooseIn(within(dialog).getByLabelText('Kelurahan'), village.name);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data Kelurahan berhasil disimpan')).toBeInTheDocument();
    expect(await lastJson(requests, 'POST', /\/area-master\/add$/)).toEqual({
      _id: area._id,
      id_kelurahan: village.id_kelurahan,
      name: village.name,
    });
  });
});
