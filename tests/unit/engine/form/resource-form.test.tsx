import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// the screens in the test DOM: antd's first renders are slow there
const user = userEvent.setup({ delay: null });
import { onlineManager } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { callsTo, httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { refusedWith } from '../../support/operations';
import { renderScreen } from '../../support/screen';
import { endUndoWindows, holdUndoWindows } from '../../support/undo';

const { server, requests } = withDemoBackend();

async function firstRow() {
  await waitFor(() => expect(document.querySelector('.ant-table-tbody tr.ant-table-row')).not.toBeNull(), {
    timeout: 15000,
  });
  return document.querySelector('.ant-table-tbody tr.ant-table-row') as HTMLElement;
}

async function bodyOf(path: string, method: string) {
  const request = requests.find((r) => r.method === method && new URL(r.url).pathname.endsWith(path));
  return request ? ((await request.clone().json()) as Record<string, unknown>) : undefined;
}

describe('the generic create and edit forms', { timeout: 60000 }, () => {
  it('validates, posts the declared fields and announces the registry message', async () => {
    renderScreen('/dashboard/master/tipe', { as: SUPERADMIN });
    await firstRow();
    await user.click(screen.getByRole('button', { name: /Tambah/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Tipe Properti' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Nama wajib diisi.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nama'), 'Kondominium{Enter}');
    expect(await screen.findByText('Success create new data')).toBeInTheDocument();
    expect(await bodyOf('/house-type', 'POST')).toEqual({ name: 'Kondominium' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tambah Tipe Properti' })).toBeNull());

    // edited from its row: the form starts from the row, and the type's own registry message
    const row = await firstRow();
    const shown = row.textContent ?? '';
    await user.click(within(row).getByRole('button', { name: 'Ubah' }));
    const edit = await screen.findByRole('dialog', { name: 'Ubah Tipe Properti' });
    const name = within(edit).getByLabelText('Nama') as HTMLInputElement;
    expect(shown).toContain(name.value);
    expect(name.value).not.toBe('');
    await user.clear(name);
    await user.type(name, 'Villa Uji');
    await user.click(within(edit).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Success update Property Type')).toBeInTheDocument();
  });

  it('asks before typed input is thrown away, "Lanjut mengisi" the default: Escape then Enter keeps it', async () => {
    renderScreen('/dashboard/master/tipe', { as: SUPERADMIN });
    await firstRow();
    await user.click(screen.getByRole('button', { name: /Tambah/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Tipe Properti' });
    const name = within(dialog).getByLabelText('Nama');
    await user.type(name, 'Kondominium');
    // (the dialog reads the key's code)
    fireEvent.keyDown(name, { key: 'Escape', keyCode: 27 });
    await waitFor(() =>
      expect(document.querySelector('.ant-modal-confirm')).toHaveTextContent('Buang perubahan?'),
    );
    const keep = screen.getByRole('button', { name: 'Lanjut mengisi' });
    await waitFor(() => expect(keep).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryAllByText('Buang perubahan?')).toHaveLength(0));
    expect(screen.getByRole('dialog', { name: 'Tambah Tipe Properti' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nama')).toHaveValue('Kondominium');
    expect(callsTo(requests, '/house-type', 'POST')).toHaveLength(0);
  });

  it('refuses a name that differs from an existing one only in case or spaces, and sends nothing', async () => {
    renderScreen('/dashboard/master/tipe', { as: SUPERADMIN });
    await firstRow();
    await user.click(screen.getByRole('button', { name: /Tambah/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Tipe Properti' });
    const name = within(dialog).getByLabelText('Nama');
    await waitFor(() => expect(callsTo(requests, '/house-type').length).toBeGreaterThan(1));
    await user.type(name, ' ruMah ');
    const similar =
      'Sudah ada "Rumah". Nama yang hanya berbeda huruf besar/kecil atau spasi dianggap sama. Pakai nama lain.';
    await refusedWith(dialog, similar);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await refusedWith(dialog, similar);
    await user.clear(name);
    await user.type(name, 'Rumah');
    await refusedWith(dialog, 'Sudah ada "Rumah". Pakai nama lain.');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await refusedWith(dialog, 'Sudah ada "Rumah". Pakai nama lain.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    // a name of its own goes out
    await user.clear(name);
    await user.type(name, 'Rumah Kos');
    await waitFor(() => expect(within(dialog).queryByText(/Sudah ada/)).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Success create new data')).toBeInTheDocument();
    expect(await bodyOf('/house-type', 'POST')).toEqual({ name: 'Rumah Kos' });
  });

  it('checks a name typed before the list has come against the list, once it comes', async () => {
    let release = () => {};
    const stored = new Promise<void>((resolve) => (release = resolve));
    server.use(
      httpMock.get(`${config.apiUrl}/house-type`, async () => {
        await stored;
        return undefined;
      }),
    );
    renderScreen('/dashboard/master/tipe', { as: SUPERADMIN });
    await user.click(await screen.findByRole('button', { name: /Tambah/ }, { timeout: 15000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Tipe Properti' });
    await user.type(within(dialog).getByLabelText('Nama'), 'RUMAH');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    release();
    expect(
      await within(dialog).findByText(/^Sudah ada "Rumah"\. Nama yang hanya berbeda/, {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("does not warn of the edited record's own name", async () => {
    renderScreen('/dashboard/master/tipe', { as: SUPERADMIN });
    const row = await firstRow();
    await user.click(within(row).getByRole('button', { name: 'Ubah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Tipe Properti' });
    const name = within(dialog).getByLabelText('Nama') as HTMLInputElement;
    const own = name.value;
    await waitFor(() => expect(callsTo(requests, '/house-type').length).toBeGreaterThan(1));
    await user.clear(name);
    await user.type(name, own.toUpperCase());
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Success update Property Type')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Sudah ada/)).toBeNull();
  });

  it('"Simpan" offline closes the form into the outbox (said in plain words), sends nothing, and it leaves once online, once', async () => {
    renderScreen('/dashboard/master/tipe', { as: SUPERADMIN });
    await firstRow();
    await user.click(screen.getByRole('button', { name: /Tambah/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Tipe Properti' });
    await user.type(within(dialog).getByLabelText('Nama'), 'Kondominium');
    onlineManager.setOnline(false);
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
      expect(await screen.findByText('Disimpan di perangkat. Akan dikirim saat online.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tambah Tipe Properti' })).toBeNull());
      expect(requests.some((r) => r.method === 'POST')).toBe(false);
    } finally {
      onlineManager.setOnline(true);
    }
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
  });

  it('keeps what was typed when the save fails, and shows the server message', async () => {
    server.use(
      httpMock.post(`${config.apiUrl}/house-type`, () =>
        HttpResponse.json({ status: 400, message: 'Nama sudah dipakai.' }, { status: 400 }),
      ),
    );
    renderScreen('/dashboard/master/tipe', { as: SUPERADMIN });
    await firstRow();
    await user.click(screen.getByRole('button', { name: /Tambah/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Tipe Properti' });
    await user.type(within(dialog).getByLabelText('Nama'), 'Rumah Panggung');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect((await screen.findAllByText('Nama sudah dipakai.')).length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText('Nama')).toHaveValue('Rumah Panggung');
  });

  it('shows the errors the server names per field next to those fields, and saves once corrected', async () => {
    let attempts = 0;
    // the first save is refused with an error per field; the next one reaches the demo backend
    server.use(
      httpMock.post(
        `${config.apiUrl}/house-type`,
        () => {
          attempts += 1;
          return HttpResponse.json(
            { status: 422, message: 'Data tidak valid.', errors: { name: ['Nama sudah terdaftar.'] } },
            { status: 422 },
          );
        },
        { once: true },
      ),
    );
    renderScreen('/dashboard/master/tipe', { as: SUPERADMIN });
    await firstRow();
    await user.click(screen.getByRole('button', { name: /Tambah/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Tipe Properti' });
    await user.type(within(dialog).getByLabelText('Nama'), 'Rumah Tapak');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const input = within(dialog).getByLabelText('Nama');
    // the field's own error, tied to its input, beside the Error dialog's message
    await waitFor(() => expect(input).toHaveAccessibleDescription('Nama sudah terdaftar.'));
    expect(await screen.findByText('Data tidak valid.')).toBeInTheDocument();
    expect(input).toHaveValue('Rumah Tapak');
    // the Error dialog's own "Tutup" (its close icon and the form's are named "Tutup" too)
    const errorDialog = () => document.querySelector<HTMLElement>('.ant-modal-confirm');
    const buttons = await waitFor(() => errorDialog()?.querySelector<HTMLElement>('.ant-modal-confirm-btns'));
    await user.click(within(buttons as HTMLElement).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(errorDialog()).toBeNull());
    await user.clear(input);
    await user.type(input, 'Rumah Kos{Enter}');
    expect(await screen.findByText('Success create new data', {}, { timeout: 10000 })).toBeInTheDocument();
    const posted = requests.filter(
      (r) => r.method === 'POST' && new URL(r.url).pathname.endsWith('/house-type'),
    );
    expect(posted).toHaveLength(2);
    expect(await posted[1].clone().json()).toEqual({ name: 'Rumah Kos' });
    expect(attempts).toBe(1);
  });

  it('edits from the row and puts to /{id} with the integer prices of the indicator rule', async () => {
    renderScreen('/dashboard/master/area-indicator', { as: SUPERADMIN });
    const row = await firstRow();
    await user.click(within(row).getByRole('button', { name: 'Ubah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Area Indikator' });
    const name = within(dialog).getByLabelText('Nama') as HTMLInputElement;
    expect(name.value).not.toBe('');
    await user.clear(name);
    await user.type(name, 'Area Uji');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Success update master indikator')).toBeInTheDocument();
    const put = requests.find(
      (r) => r.method === 'PUT' && /\/area-master\/[^/]+$/.test(new URL(r.url).pathname),
    );
    const body = (await put?.clone().json()) as Record<string, unknown>;
    expect(body.name).toBe('Area Uji');
    expect(body.status).toBe(true);
    expect(Number.isInteger(body.land_price)).toBe(true);
  });

  it('deletes at once with "Urungkan" instead of asking, and sends the DELETE when the window ends', async () => {
    holdUndoWindows();
    renderScreen('/dashboard/master/area-popular', { as: SUPERADMIN });
    const row = await firstRow();
    await user.click(within(row).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByRole('button', { name: 'Urungkan' })).toBeInTheDocument();
    expect(screen.queryByText('Hapus data ini?')).toBeNull();
    expect(callsTo(requests, '', 'DELETE')).toHaveLength(0);
    endUndoWindows();
    expect(
      await screen.findByText('Success remove master popular-area', {}, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(
      requests.filter((r) => r.method === 'DELETE' && new URL(r.url).pathname.includes('/special-area/')),
    ).toHaveLength(1);
  });

  it('after a delete, the row sliding under the still pointer does not show its "Hapus" tooltip', async () => {
    holdUndoWindows();
    renderScreen('/dashboard/master/area-popular', { as: SUPERADMIN });
    const first = await firstRow();
    const firstKey = first.getAttribute('data-row-key');
    await user.click(within(first).getByRole('button', { name: 'Hapus' }));
    await screen.findByRole('button', { name: 'Urungkan' });
    const next = await waitFor(() => {
      const row = document.querySelector<HTMLElement>('.ant-table-tbody tr.ant-table-row');
      expect(row?.getAttribute('data-row-key')).not.toBe(firstKey);
      return row as HTMLElement;
    });
    const shownTips = () =>
      [...document.querySelectorAll('.ant-tooltip:not(.ant-tooltip-hidden)')].map((tip) => tip.textContent);
    // the browser tells the button now under the pointer that the mouse entered it; nothing moved
    fireEvent.mouseOver(within(next).getByRole('button', { name: 'Hapus' }));
    fireEvent.mouseEnter(within(next).getByRole('button', { name: 'Hapus' }));
    // a tooltip the pointer does move over shows (so the first one had its time to show too)
    const hover = (button: HTMLElement) => {
      fireEvent.mouseEnter(button);
      fireEvent.pointerMove(button);
    };
    hover(within(next).getByRole('button', { name: 'Ubah' }));
    await waitFor(() => expect(shownTips()).toContain('Ubah'));
    expect(shownTips()).not.toContain('Hapus');
    fireEvent.mouseLeave(within(next).getByRole('button', { name: 'Ubah' }));
    fireEvent.pointerLeave(within(next).getByRole('button', { name: 'Ubah' }));
    hover(within(next).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(shownTips()).toContain('Hapus'));
    endUndoWindows();
  });
});
