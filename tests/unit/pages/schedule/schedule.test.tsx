import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { SUPERADMIN, withDemoBackend } from '../../support/app';
import { calls, findDialog, lastJson, tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

async function chooseOption(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (el) => el.textContent === option,
    );
    expect(found).toBeDefined();
    return found as HTMLElement;
  });
  fireEvent.click(item);
}

/** The new-visit form opened from the list, its listing, customer and phone filled. */
async function newVisitForm() {
  renderScreen('/dashboard/schedule', { as: SUPERADMIN });
  await tableRows();
  await user.click(await screen.findByRole('button', { name: /^Buat jadwal / }));
  const form = await findDialog('Tambah Jadwal Kunjungan');
  await chooseOption(form, 'Properti', await firstListingOption(form));
  await user.type(within(form).getByLabelText('Pelanggan'), 'Rina Kusuma');
  await user.type(within(form).getByLabelText('Telepon'), '081298765432');
  return form;
}

describe('Schedule List', { timeout: 60000 }, () => {
  it('books a visit from a calendar day: the listing is chosen, the date is that day, the status scheduled by default', async () => {
    renderScreen('/dashboard/schedule', { as: SUPERADMIN });
    await tableRows();
    const target = dayjs().add(3, 'day');
    const cell = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`td[title="${target.format('YYYY-MM-DD')}"]`);
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    fireEvent.click(cell);
    await user.click(
      await screen.findByRole('button', { name: new RegExp(`Buat jadwal ${target.format('D MMM')}`) }),
    );
    const form = await findDialog('Tambah Jadwal Kunjungan');
    expect(within(form).queryByLabelText('ID Properti')).toBeNull();
    await waitFor(() => expect(calls(requests, 'GET', /\/house-list\/admin$/).length).toBeGreaterThan(0));
    const option = await firstListingOption(form);
    // a listing is named by its title and its code, and searched on the server (20 at a time)
    expect(db.listings.some((one) => option === `${one.title} (${one.house_id})`)).toBe(true);
    expect(
      calls(requests, 'GET', /\/house-list\/admin$/).some(
        (r) => new URL(r.url).searchParams.get('limit') === '20',
      ),
    ).toBe(true);
    await chooseOption(form, 'Properti', option);
    await user.type(within(form).getByLabelText('Pelanggan'), 'Dewi Lestari');
    // a number as people type it is written, once left, in the one form every number is kept in
    await user.type(within(form).getByLabelText('Telepon'), '0812 9876 5432');
    await user.tab();
    expect(within(form).getByLabelText('Telepon')).toHaveValue('+62 812-9876-5432');
    // a new visit starts as scheduled (no status to choose before saving)
    expect(within(form).getByLabelText('Status').closest('.ant-select')).toHaveTextContent('Terjadwal');
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls(requests, 'POST', /\/schedule-house-list$/)).toHaveLength(1));
    const body = await lastJson(requests, 'POST', /\/schedule-house-list$/);
    expect(body?.customer_name).toBe('Dewi Lestari');
    expect(body?.phone).toBe('+62 812-9876-5432');
    expect(body?.status).toBe('scheduled');
    expect(dayjs(String(body?.date)).format('YYYY-MM-DD')).toBe(target.format('YYYY-MM-DD'));
    expect(dayjs(String(body?.date)).hour()).toBe(10);
    expect(db.listings.some((one) => one.id === body?.property_id)).toBe(true);
    expect(body).not.toHaveProperty('title');
  });

  it('moves the month view by its named header: the next month button, the month and year selects named', async () => {
    renderScreen('/dashboard/schedule', { as: SUPERADMIN });
    // (the calendar is a chunk of its own: slow to load when this test runs first)
    const monthSelect = await screen.findByRole('combobox', { name: 'Bulan' }, { timeout: 30000 });
    expect(screen.getByRole('combobox', { name: 'Tahun' })).toBeInTheDocument();
    const next = dayjs().add(1, 'month');
    await user.click(screen.getByRole('button', { name: 'Bulan berikutnya' }));
    await waitFor(() =>
      expect(document.querySelector(`td[title="${next.startOf('month').format('YYYY-MM-DD')}"]`)).toHaveClass(
        'ant-picker-cell-in-view',
      ),
    );
    expect(monthSelect.closest('.ant-select')).toHaveTextContent(next.format('MMMM'));
    expect(screen.getByRole('region', { name: `Jadwal ${next.format('D MMMM YYYY')}` })).toBeInTheDocument();
  });

  it('offers a new visit from the list as scheduled', async () => {
    renderScreen('/dashboard/schedule', { as: SUPERADMIN });
    await tableRows();
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    const form = await findDialog('Tambah Jadwal Kunjungan');
    expect(within(form).getByLabelText('Status').closest('.ant-select')).toHaveTextContent('Terjadwal');
  });

  it("after booking, moves to the new visit's day and marks it there", async () => {
    renderScreen('/dashboard/schedule', { as: SUPERADMIN });
    await tableRows();
    await user.click(await screen.findByRole('button', { name: /^Buat jadwal / }));
    const form = await findDialog('Tambah Jadwal Kunjungan');
    const option = await firstListingOption(form);
    await chooseOption(form, 'Properti', option);
    await user.type(within(form).getByLabelText('Pelanggan'), 'Rina Kusuma');
    await user.type(within(form).getByLabelText('Telepon'), '081298765432');
    // the visit is moved in the form to a day of another month
    const visit = dayjs().add(40, 'day').hour(14).minute(30).second(0).millisecond(0);
    const date = within(form).getByLabelText('Tanggal');
    await user.clear(date);
    // Enter in the field picks the date typed; "Simpan" saves
    await user.type(date, `${visit.format('DD/MM/YYYY HH:mm')}{Enter}`);
    await waitFor(() => expect(date).toHaveValue(visit.format('D MMM YYYY HH:mm')));
    expect(calls(requests, 'POST', /\/schedule-house-list$/)).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls(requests, 'POST', /\/schedule-house-list$/)).toHaveLength(1));
    expect(dayjs(String((await lastJson(requests, 'POST', /\/schedule-house-list$/))?.date)).valueOf()).toBe(
      visit.valueOf(),
    );
    const day = await screen.findByRole('region', { name: `Jadwal ${visit.format('D MMMM YYYY')}` });
    await waitFor(() => expect(day.querySelector('.schedule-visit-new')).not.toBeNull());
    const marked = within(day).getByText('Baru dibuat');
    expect(marked.closest('.ant-list-item')).toHaveTextContent(`14.30 · Rina Kusuma`);
    expect(day.querySelectorAll('.schedule-visit-new')).toHaveLength(1);
  });

  it('asks before a new visit is booked at a time already past: "Kembali" sends nothing, "Ya, simpan" sends it', async () => {
    const form = await newVisitForm();
    const past = dayjs().subtract(2, 'day').hour(9).minute(0).second(0).millisecond(0);
    const date = within(form).getByLabelText('Tanggal');
    await user.clear(date);
    await user.type(date, `${past.format('DD/MM/YYYY HH:mm')}{Enter}`);
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    const question = await findDialog('Waktu ini sudah lewat');
    expect(question).toHaveTextContent(
      `Tanggal: ${past.format('dddd, D MMMM YYYY')} pukul 09.00 sudah lewat.`,
    );
    await user.click(within(question).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByText('Waktu ini sudah lewat')).toBeNull());
    expect(calls(requests, 'POST', /\/schedule-house-list$/)).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    await user.click(
      within(await findDialog('Waktu ini sudah lewat')).getByRole('button', { name: 'Ya, simpan' }),
    );
    await waitFor(() => expect(calls(requests, 'POST', /\/schedule-house-list$/)).toHaveLength(1));
    expect(dayjs(String((await lastJson(requests, 'POST', /\/schedule-house-list$/))?.date)).valueOf()).toBe(
      past.valueOf(),
    );
  });

  it('asks before a visit is booked years ahead (2099 for this year): "Kembali" sends nothing', async () => {
    const form = await newVisitForm();
    const date = within(form).getByLabelText('Tanggal');
    await user.clear(date);
    await user.type(date, '25/11/2099 14:30{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    const question = await findDialog('Waktu ini jauh ke depan');
    expect(question).toHaveTextContent(
      'Tanggal: Rabu, 25 November 2099 pukul 14.30 lebih dari 1 tahun dari sekarang. Tetap simpan dengan waktu ini?',
    );
    await user.click(within(question).getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByText('Waktu ini jauh ke depan')).toBeNull());
    expect(calls(requests, 'POST', /\/schedule-house-list$/)).toHaveLength(0);
    // what was typed is still there, to mend
    expect(within(form).getByLabelText('Tanggal')).toHaveValue('25 Nov 2099 14:30');
  });

  it('cancels a scheduled visit from the list after a confirmation', async () => {
    renderScreen(
      '/dashboard/schedule?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=scheduled',
      {
        as: SUPERADMIN,
      },
    );
    const row = (await tableRows())[0];
    await user.click(within(row).getByRole('button', { name: 'Aksi lainnya' }));
    await user.click(await screen.findByRole('menuitem', { name: /Batalkan Jadwal/ }));
    const dialog = await findDialog('Batalkan Jadwal');
    // the buttons say which one cancels the visit
    expect(within(dialog).getByRole('button', { name: 'Tidak' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Batal' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan jadwal' }));
    await waitFor(() => expect(calls(requests, 'PUT', /\/schedule-house-list\//)).toHaveLength(1));
    expect(await lastJson(requests, 'PUT', /\/schedule-house-list\//)).toEqual({ status: 'cancelled' });
  });
});

/** The label of the first listing the property select offers. */
async function firstListingOption(form: HTMLElement): Promise<string> {
  fireEvent.mouseDown(within(form).getByLabelText('Properti'));
  const first = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-select-item-option');
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  return first.textContent ?? '';
}
