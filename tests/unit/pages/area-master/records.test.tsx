import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { db } from '../../../../src/mocks/db';
import { httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { calls, errorDialogText, findDialog, lastJson, tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();

async function pick(dialog: HTMLElement, label: string, option?: string): Promise<string> {
  const input = within(dialog).getByLabelText(label);
  await waitFor(() => expect(input).not.toBeDisabled());
  fireEvent.mouseDown(input);
  const item = await waitFor(() => {
    const options = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ];
    const found = option ? options.find((el) => el.textContent === option) : options[0];
    expect(found).toBeDefined();
    return found as HTMLElement;
  });
  const text = item.textContent ?? '';
  fireEvent.click(item);
  return text;
}

describe('Area Indikator: kelurahan', { timeout: 90000 }, () => {
  it('lists an area kelurahan and adds one chosen province > city > district > village', async () => {
    renderScreen('/dashboard/master/area-indicator', { as: SUPERADMIN });
    const row = (await tableRows())[0];
    const area = db.areaMasters.find((one) => row.textContent?.includes(one.name));
    if (!area) throw new Error('no area');
    await user.click(within(row).getByRole('button', { name: 'Lihat detail' }));
    const drawer = await findDialog(`Detail: ${area.name}`);
    for (const village of area.kelurahan.slice(0, 2)) expect(drawer).toHaveTextContent(village.name);
    await user.click(within(drawer).getByRole('button', { name: /Tambah Kelurahan/ }));
    const dialog = await findDialog('Tambah Kelurahan');
    // the dialog starts from the area's own city (found in the city lookup), then any choice is made
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Kota').closest('.ant-select')).toHaveTextContent(area.area),
    );
    await pick(dialog, 'Provinsi');
    await pick(dialog, 'Kota');
    await pick(dialog, 'Kecamatan');
    const village = await pick(dialog, 'Kelurahan');
    expect(
      calls(requests, 'GET', /\/cities$/).some((r) => new URL(r.url).searchParams.has('id_provinsi')),
    ).toBe(true);
    expect(
      calls(requests, 'GET', /\/villages$/).some((r) => new URL(r.url).searchParams.has('id_kecamatan')),
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data Kelurahan berhasil disimpan')).toBeInTheDocument();
    const body = await lastJson(requests, 'POST', /\/area-master\/add$/);
    expect(body).toMatchObject({ _id: area._id, name: village });
    expect(
      db.masterArea.villages.some((one) => one.id_kelurahan === body?.id_kelurahan && one.name === village),
    ).toBe(true);
    await waitFor(() => expect(drawer).toHaveTextContent(village));
  });

  it('says a kelurahan already in the area is there, and sends nothing', async () => {
    const regions = db.masterArea;
    // an area and one of its kelurahan, with the places above it
    const found = db.areaMasters.flatMap((area) =>
      area.kelurahan.flatMap((attached) => {
        const village = regions.villages.find((one) => one.id_kelurahan === attached.id_kelurahan);
        const district = regions.districts.find((one) => one.id_kecamatan === village?.id_kecamatan);
        const city = regions.cities.find((one) => one.id_kota === district?.id_kota);
        const province = regions.provinces.find((one) => one.id_provinsi === city?.id_provinsi);
        return village && district && city && province ? [{ area, village, district, city, province }] : [];
      }),
    )[0];
    if (!found) throw new Error('no area with a kelurahan of the lookups');
    const { area, village, district, city, province } = found;
    renderScreen(
      `/dashboard/master/area-indicator?filters[0][field]=search&filters[0][operator]=eq&filters[0][value]=${encodeURIComponent(area.name)}`,
      { as: SUPERADMIN },
    );
    const row = (await tableRows()).find((one) => one.textContent?.includes(area.name));
    if (!row) throw new Error('area not listed');
    await user.click(within(row).getByRole('button', { name: /Tambah Kelurahan/ }));
    const dialog = await findDialog('Tambah Kelurahan');
    await pick(dialog, 'Provinsi', province.name);
    await pick(dialog, 'Kota', city.name);
    await pick(dialog, 'Kecamatan', district.name);
    await pick(dialog, 'Kelurahan', village.name);
    const said = `Kelurahan ${village.name} sudah ada di area ini. Pilih kelurahan lain.`;
    expect(await within(dialog).findByText(said)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByText(said)).toBeInTheDocument();
    expect(calls(requests, 'POST', /\/area-master\/add$/)).toHaveLength(0);
    expect(screen.queryByText('Data Kelurahan berhasil disimpan')).toBeNull();
  });

  it('asks for the village before sending, and keeps the choice when the server fails', async () => {
    server.use(
      httpMock.post(`${config.apiUrl}/area-master/add`, () =>
        HttpResponse.json({ status: 500, message: 'Gagal menyimpan kelurahan.' }, { status: 500 }),
      ),
    );
    renderScreen('/dashboard/master/area-indicator', { as: SUPERADMIN });
    const row = (await tableRows())[0];
    await user.click(within(row).getByRole('button', { name: /Tambah Kelurahan/ }));
    const dialog = await findDialog('Tambah Kelurahan');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Kelurahan wajib diisi.')).toBeInTheDocument();
    expect(calls(requests, 'POST', /\/area-master\/add$/)).toHaveLength(0);
    await pick(dialog, 'Provinsi');
    await pick(dialog, 'Kota');
    await pick(dialog, 'Kecamatan');
    const village = await pick(dialog, 'Kelurahan');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await errorDialogText('Gagal menyimpan kelurahan.');
    expect(dialog).toHaveTextContent(village);
  });
});

describe('Detail views built from the row', { timeout: 60000 }, () => {
  it.each([
    ['/dashboard/find-properti', 'Anggaran Maks.'],
    ['/dashboard/users', 'Agensi'],
    // a detail-only field every order has (paid_at is left out of one not paid yet)
    ['/dashboard/subscribe', 'Kedaluwarsa'],
    ['/dashboard/report-share', 'Kanal'],
  ])('%s opens a record detail with its fields and makes no extra call', async (path, label) => {
    renderScreen(path, { as: SUPERADMIN });
    const row = (await tableRows())[0];
    const before = requests.length;
    await user.click(within(row).getByRole('button', { name: 'Lihat detail' }));
    const drawer = await findDialog(/^Detail: /);
    expect(within(drawer).getByText(label)).toBeInTheDocument();
    expect(requests.slice(before).filter((r) => r.method === 'GET')).toHaveLength(0);
  });

  it('filters report shares by a channel chosen from a select', async () => {
    renderScreen('/dashboard/report-share', { as: SUPERADMIN });
    await tableRows();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Pilih Kanal' }));
    fireEvent.click(await screen.findByTitle('Telegram'));
    await waitFor(() =>
      expect(
        calls(requests, 'GET', /\/report-share$/).some(
          (r) => new URL(r.url).searchParams.get('channel') === 'telegram',
        ),
      ).toBe(true),
    );
  });

  it('filters find-properti requests by a type chosen from the property types', async () => {
    renderScreen('/dashboard/find-properti', { as: SUPERADMIN });
    await tableRows();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Pilih Tipe' }));
    fireEvent.click(await screen.findByTitle('Apartemen'));
    await waitFor(() =>
      expect(
        calls(requests, 'GET', /\/find-properties$/).some(
          (r) => new URL(r.url).searchParams.get('type') === 'Apartemen',
        ),
      ).toBe(true),
    );
  });
});
