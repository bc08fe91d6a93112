import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { DATE_FORMATS, DATETIME_FORMATS } from '../../../../src/theme/dayjs-setup';
import { callsTo, SUPERADMIN, withDemoBackend } from '../../support/app';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

/** Opens the Ads Premium create form and fills everything but the dates. */
async function adFormWithoutDates() {
  const listing = db.listings.find((one) => one.status === 'active');
  if (!listing) throw new Error('no listing');
  renderScreen('/dashboard/ads-premium', { as: SUPERADMIN });
  await waitFor(() => expect(document.querySelector('.ant-table-tbody tr.ant-table-row')).not.toBeNull(), {
    timeout: 30000,
  });
  await user.click(screen.getByRole('button', { name: /Tambah/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Tambah Iklan Premium' });
  const property = within(dialog).getByLabelText('Properti');
  fireEvent.mouseDown(property);
  await user.type(property, listing.house_id);
  const option = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title^="${listing.title}"]`);
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  fireEvent.click(option);
  fireEvent.mouseDown(within(dialog).getByLabelText('Paket Iklan'));
  const pack = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option[title="Top Listing"]')];
    expect(found.length).toBeGreaterThan(0);
    return found[found.length - 1] as HTMLElement;
  });
  fireEvent.click(pack);
  await user.type(within(dialog).getByLabelText('Anggaran'), '2500000');
  return dialog;
}

async function postedAd() {
  const post = requests.find((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/premium-ads'));
  return (await post?.clone().json()) as Record<string, unknown> | undefined;
}

describe('typed dates', { timeout: 120000 }, () => {
  it('reads every accepted form, strictly, and shows the first', () => {
    const cases = ['25 Nov 2026', '2026-11-25', '25/11/2026', '25-11-2026', '5/1/2026', '05/01/2026'];
    const read = cases.map((text) => DATE_FORMATS.map((f) => dayjs(text, f, true)).find((d) => d.isValid()));
    expect(read.map((date) => date?.format('YYYY-MM-DD'))).toEqual([
      '2026-11-25',
      '2026-11-25',
      '2026-11-25',
      '2026-11-25',
      '2026-01-05',
      '2026-01-05',
    ]);
    expect(dayjs('2026-11-25').format(DATE_FORMATS[0])).toBe('25 Nov 2026');
    for (const wrong of ['besok', '31/02/2026', '2026-13-01', '25.11.2026']) {
      expect(DATE_FORMATS.some((f) => dayjs(wrong, f, true).isValid())).toBe(false);
    }
    expect(
      DATETIME_FORMATS.map((f) => dayjs('25/11/2026 14:30', f, true))
        .find((d) => d.isValid())
        ?.format(),
    ).toBe(dayjs('2026-11-25T14:30:00').format());
  });

  it('sends the date typed as 2026-11-25 or 25/11/2026, and says the expected form', async () => {
    const dialog = await adFormWithoutDates();
    const start = within(dialog).getByLabelText('Tanggal Mulai');
    const end = within(dialog).getByLabelText('Tanggal Selesai');
    expect(start).toHaveAttribute('placeholder', 'Tanggal, mis. 25/11/2026');
    await user.type(start, '2026-11-25{Enter}');
    await waitFor(() => expect(start).toHaveValue('25 Nov 2026'));
    // Enter in a date field picks the date; it does not send the form
    await user.type(end, '25/11/2026{Enter}');
    await waitFor(() => expect(end).toHaveValue('25 Nov 2026'));
    expect(callsTo(requests, '/premium-ads', 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Success created ads.')).toBeInTheDocument();
    expect(await postedAd()).toMatchObject({ start_date: '2026-11-25', end_date: '2026-11-25' });
  });

  it('refuses a date it cannot read, or one that does not exist, with the reason: nothing is sent', async () => {
    const dialog = await adFormWithoutDates();
    const start = within(dialog).getByLabelText('Tanggal Mulai');
    const end = within(dialog).getByLabelText('Tanggal Selesai');
    await user.type(start, '25.11.2026');
    await user.type(end, '31/11/2026{Enter}');
    expect(
      await within(dialog).findByText('Tanggal 31/11/2026 tidak ada: November hanya 30 hari.'),
    ).toBeInTheDocument();
    // the refused text stays as typed beside its reason
    expect(end).toHaveValue('31/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(dialog).findByText(
        '"25.11.2026" tidak dikenali sebagai tanggal. Tulis seperti 25/11/2026.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(requests, '/premium-ads', 'POST')).toHaveLength(0);
    // corrected, it is sent
    await user.clear(end);
    await user.type(end, '30/11/2026{Enter}');
    await user.clear(start);
    await user.type(start, '2026-11-25{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Success created ads.')).toBeInTheDocument();
    expect(await postedAd()).toMatchObject({ start_date: '2026-11-25', end_date: '2026-11-30' });
  });
});
