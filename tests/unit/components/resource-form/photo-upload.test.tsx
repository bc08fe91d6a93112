import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { db } from '../../../../src/mocks/db';
import { callsTo, httpMock, renderApp, SUPERADMIN, withDemoBackend } from '../../support/app';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();

async function openListingEdit() {
  const listing = db.listings.find((one) => one.status === 'active');
  if (!listing) throw new Error('no active listing');
  renderApp(`/dashboard/listing/${listing.slug}`, { as: SUPERADMIN });
  await user.click(await screen.findByRole('button', { name: 'Ubah' }, { timeout: 30000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Ubah Listing' });
  return { listing, dialog };
}

const photo = () => new File(['png-bytes'], 'teras.png', { type: 'image/png' });
const fileInput = (dialog: HTMLElement) => dialog.querySelector('input[type=file]') as HTMLInputElement;

async function putBody(id: string) {
  await waitFor(() => expect(callsTo(requests, `/house-list/${id}`, 'PUT')).toHaveLength(1), {
    timeout: 15000,
  });
  const request = requests.find(
    (r) => r.method === 'PUT' && new URL(r.url).pathname.endsWith(`/house-list/${id}`),
  );
  return (await request?.clone().json()) as Record<string, unknown>;
}

describe('photos uploading when "Simpan" is pressed', { timeout: 90000 }, () => {
  it('waits for the upload in flight, then saves with its photo', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      httpMock.post(`${config.uploadUrl}/upload`, async () => {
        await held;
        return HttpResponse.json({ error: null, data: { secure_url: 'https://cdn.test/teras.png' } });
      }),
    );
    const { listing, dialog } = await openListingEdit();
    await user.upload(fileInput(dialog), photo());
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(dialog).findByRole('button', { name: /Menunggu unggahan foto \(1\)/ }),
    ).toBeInTheDocument();
    expect(callsTo(requests, `/house-list/${listing.id}`, 'PUT')).toHaveLength(0);
    release();
    const body = await putBody(listing.id);
    expect(body.photos).toEqual([...listing.photos, 'https://cdn.test/teras.png']);
  });

  it('shows a failed photo with "Coba lagi", refuses to save while it stays, and saves once it is sent again', async () => {
    let answer: 'no-url' | 'ok' = 'no-url';
    server.use(
      httpMock.post(`${config.uploadUrl}/upload`, () =>
        HttpResponse.json(
          answer === 'ok'
            ? { error: null, data: { url: 'https://cdn.test/teras.png' } }
            : { error: null, data: { filename: 'teras.png' } },
        ),
      ),
    );
    const { listing, dialog } = await openListingEdit();
    await user.upload(fileInput(dialog), photo());
    const retry = await within(dialog).findByRole('button', { name: 'Coba lagi teras.png' });
    expect(
      within(dialog).getByText(/teras\.png gagal diunggah: Unggahan gagal: layanan unggah/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText(/Foto belum terunggah \(teras\.png\)/)).toBeInTheDocument();
    expect(callsTo(requests, `/house-list/${listing.id}`, 'PUT')).toHaveLength(0);
    answer = 'ok';
    await user.click(retry);
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Coba lagi teras.png' })).toBeNull(),
    );
    expect(within(dialog).queryByText(/Foto belum terunggah/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect((await putBody(listing.id)).photos).toEqual([...listing.photos, 'https://cdn.test/teras.png']);
  });
});
