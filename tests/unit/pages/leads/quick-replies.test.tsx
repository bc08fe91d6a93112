import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { SUPERADMIN, withDemoBackend } from '../../support/app';
import { calls, findDialog, lastJson, tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

const posts = () => calls(requests, 'POST', /\/message-request$/);

/**
 * Opens the first group with its listing's place set to `place`, then the conversation of its first
 * lead, and picks "Kirim lokasi" once its text (as the list shows it) contains `shown`.
 */
async function pickLocation(
  place: { address: string; village: string; district: string; city: string },
  shown: string,
) {
  renderScreen('/dashboard/leads', { as: SUPERADMIN });
  const row = (await tableRows())[0];
  const listing = db.listings.find((one) => row.textContent?.includes(one.house_id));
  if (!listing) throw new Error('the group row shows no listing code');
  Object.assign(listing, place);
  await user.click(within(row).getByRole('button', { name: /Lihat leads/ }));
  const drawer = await findDialog(/^Leads: /);
  const leadRow = (await tableRows(drawer))[0];
  const lead = db.leads.find(
    (one) => one.property_id === listing.id && leadRow.textContent?.includes(one.name),
  );
  if (!lead) throw new Error('no lead in the row');
  await user.click(within(leadRow).getByRole('button', { name: /Percakapan/ }));
  const chat = await findDialog(`Percakapan dengan ${lead.name}`);
  await user.click(within(chat).getByRole('button', { name: 'Balasan cepat' }));
  const option = within(chat).getByRole('option', { name: /Kirim lokasi/ });
  await waitFor(() => expect(option).toHaveTextContent(shown));
  await user.click(option);
  return { chat, box: within(chat).getByLabelText('Balasan') as HTMLTextAreaElement, lead, listing };
}

/** The text selected in the box (what typing replaces). */
const selected = (box: HTMLTextAreaElement) => box.value.slice(box.selectionStart, box.selectionEnd);

describe('the "Kirim lokasi" quick reply', { timeout: 60000 }, () => {
  it("fills the listing's address and a Google Maps link to it, and sends exactly that", async () => {
    const { chat, box, lead, listing } = await pickLocation(
      { address: 'Jl. Melati Indah No. 12, Dago', village: 'Dago', district: 'Coblong', city: 'Bandung' },
      'Jl. Melati Indah No. 12, Dago, Coblong, Bandung',
    );
    const text =
      `Berikut lokasi ${listing.title}: Jl. Melati Indah No. 12, Dago, Coblong, Bandung.\n` +
      'Peta: https://www.google.com/maps/search/?api=1&query=Jl.%20Melati%20Indah%20No.%2012%2C%20Dago%2C%20Coblong%2C%20Bandung\n' +
      'Kabari kami bila perlu petunjuk arah.';
    expect(box).toHaveValue(text);
    expect(within(chat).queryByText(/^Lengkapi bagian/)).toBeNull();
    await waitFor(() => expect(box).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await lastJson(requests, 'POST', /\/message-request$/)).toMatchObject({
      request_id: lead._id,
      message: text,
    });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('with no address known, keeps [alamat] and [tautan peta] in view and sends nothing until they are completed', async () => {
    const { chat, box, lead, listing } = await pickLocation(
      { address: ' ', village: 'Dago', district: 'Coblong', city: 'Bandung' },
      '[alamat]',
    );
    expect(box).toHaveValue(
      `Berikut lokasi ${listing.title}: [alamat].\nPeta: [tautan peta]\nKabari kami bila perlu petunjuk arah.`,
    );
    const alert = await within(chat).findByRole('alert');
    expect(alert).toHaveTextContent('Lengkapi bagian [alamat], [tautan peta] sebelum mengirim.');
    expect(box).toHaveAccessibleDescription(
      /^Lengkapi bagian \[alamat\], \[tautan peta\] sebelum mengirim\./,
    );
    // the first placeholder is selected: what is typed replaces it
    await waitFor(() => expect(selected(box)).toBe('[alamat]'));

    // Enter and the send button send nothing: the placeholder is selected again, the text stays
    await user.keyboard('{Enter}');
    expect(box).toHaveValue(
      `Berikut lokasi ${listing.title}: [alamat].\nPeta: [tautan peta]\nKabari kami bila perlu petunjuk arah.`,
    );
    await user.click(within(chat).getByRole('button', { name: 'Kirim balasan' }));
    expect(box).toHaveFocus();
    expect(selected(box)).toBe('[alamat]');
    expect(within(chat).getByRole('alert')).toHaveTextContent(
      'Lengkapi bagian [alamat], [tautan peta] sebelum mengirim.',
    );

    await user.keyboard('Jl. Kenanga No. 7');
    expect(await within(chat).findByText('Lengkapi bagian [tautan peta] sebelum mengirim.')).toBeVisible();
    await user.click(within(chat).getByRole('button', { name: 'Kirim balasan' }));
    expect(selected(box)).toBe('[tautan peta]');
    await user.keyboard('https://maps.app.goo.gl/kenanga7');
    await waitFor(() => expect(within(chat).queryByText(/^Lengkapi bagian/)).toBeNull());
    expect(screen.queryByText(/\[alamat\]|\[tautan peta\]/)).toBeNull();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    // the two refused tries never reached the server: the one message is the completed text
    expect(posts()).toHaveLength(1);
    expect(await lastJson(requests, 'POST', /\/message-request$/)).toMatchObject({
      request_id: lead._id,
      message:
        `Berikut lokasi ${listing.title}: Jl. Kenanga No. 7.\nPeta: https://maps.app.goo.gl/kenanga7\n` +
        'Kabari kami bila perlu petunjuk arah.',
    });
  });
});
