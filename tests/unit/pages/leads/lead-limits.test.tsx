import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { SUPERADMIN, withDemoBackend } from '../../support/app';
import { calls, findDialog, lastJson, refusedWith, tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

/** `count` characters as a person counts them, emoji among the letters. */
const charactersOf = (pattern: string, count: number) =>
  Array.from(new Intl.Segmenter('id', { granularity: 'grapheme' }).segment(pattern.repeat(count)))
    .slice(0, count)
    .map((one) => one.segment)
    .join('');

async function openGroup() {
  renderScreen('/dashboard/leads', { as: SUPERADMIN });
  const row = (await tableRows())[0];
  await user.click(within(row).getByRole('button', { name: /Lihat leads/ }));
  return findDialog(/^Leads: /);
}

/** Puts `text` into a field at once, as a paste does. */
async function paste(field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('the longest texts a lead takes', { timeout: 60000 }, () => {
  it('refuses a 300-character name with emoji in words and sends nothing; 100 characters with emoji are taken', async () => {
    const drawer = await openGroup();
    await user.click(within(drawer).getByRole('button', { name: /Tambah Lead/ }));
    const form = await findDialog('Tambah Lead');
    const name = within(form).getByLabelText('Nama');
    await paste(name, charactersOf('Sri Wahyuni 🏡 ', 300));
    await user.type(within(form).getByLabelText('Telepon'), '081234567890');
    // counted as a person counts, not cut
    expect(within(form).getByText('300 / 100')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await refusedWith(form, 'Nama paling banyak 100 karakter.');
    expect(calls(requests, 'POST', /\/request-cust$/)).toHaveLength(0);

    // 100 characters, emoji among them (more than 100 in UTF-16): taken and sent as typed
    const hundred = charactersOf('Ibu Sari 🙏🏼 ', 100);
    await paste(name, hundred);
    expect(within(form).getByText('100 / 100')).toBeInTheDocument();
    await waitFor(() => expect(within(form).queryByText('Nama paling banyak 100 karakter.')).toBeNull());
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Success Added Lead')).toBeInTheDocument();
    const sent = (await lastJson(requests, 'POST', /\/request-cust$/)) as {
      requestCusts: { name: string }[];
    };
    expect(sent.requestCusts[0].name).toBe(hundred);
  });

  it('refuses a reply over 2000 characters in words and posts no message', async () => {
    const drawer = await openGroup();
    const leadRow = (await tableRows(drawer))[0];
    const lead = db.leads.find((one) => leadRow.textContent?.includes(one.name));
    if (!lead) throw new Error('no lead in the row');
    await user.click(within(leadRow).getByRole('button', { name: /Percakapan/ }));
    const chat = await findDialog(`Percakapan dengan ${lead.name}`);
    const box = within(chat).getByLabelText('Balasan');
    await paste(box, 'x'.repeat(5000));
    expect(within(chat).getByText('5000 / 2000')).toBeInTheDocument();
    fireEvent.click(within(chat).getByRole('button', { name: /Kirim balasan/ }));
    await refusedWith(chat, 'Balasan paling banyak 2000 karakter.');
    expect(calls(requests, 'POST', /\/message-request$/)).toHaveLength(0);
    expect(box).toHaveValue('x'.repeat(5000));
  });
});
