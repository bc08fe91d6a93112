import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { config } from '../../../../src/config';
import { db } from '../../../../src/mocks/db';
import { callsTo, httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { jpegFile, pngFile, SVG_WITH_SCRIPT } from '../../support/photo-bytes';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();

// the worker that makes photos lighter (happy-dom has no OffscreenCanvas: the real one sends the original)
const shrinkPhoto = vi.hoisted(() => vi.fn(async (file: File) => file));
vi.mock('../../../../src/files/photo-shrink', async (original) => ({
  ...(await original<typeof import('../../../../src/files/photo-shrink')>()),
  shrinkPhoto,
}));

async function openListingEdit({ withoutPhotos = false } = {}) {
  const listing = db.listings.find((one) => one.status === 'active');
  if (!listing) throw new Error('no active listing');
  // the seed's listings have photos: a listing without any, for the positions of new ones alone
  if (withoutPhotos) listing.photos = [];
  renderScreen(`/dashboard/listing/${listing.slug}`, { as: SUPERADMIN });
  await user.click(await screen.findByRole('button', { name: 'Ubah' }, { timeout: 30000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Ubah Listing' });
  return { listing, dialog };
}

const photo = () => pngFile('teras.png');
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
    const stored = new Promise<void>((resolve) => (release = resolve));
    server.use(
      httpMock.post(`${config.uploadUrl}/upload`, async () => {
        await stored;
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

/** The upload service answers each photo with an address named after the file it received. */
function uploadsNamedAfterFiles() {
  server.use(
    httpMock.post(`${config.uploadUrl}/upload`, async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      return HttpResponse.json({ error: null, data: { url: `https://cdn.test/${file.name}` } });
    }),
  );
}

describe('photos of a listing: lighter, in order, with the cover first', { timeout: 90000 }, () => {
  it('uploads the photo the worker made lighter, not the chosen one', async () => {
    uploadsNamedAfterFiles();
    shrinkPhoto.mockImplementationOnce(
      async () => new File([new Uint8Array(1000)], 'IMG_1234.jpg', { type: 'image/jpeg' }),
    );
    const { listing, dialog } = await openListingEdit();
    const chosen = jpegFile('IMG_1234.jpeg', 4_400_000);
    await user.upload(fileInput(dialog), chosen);
    await waitFor(() => expect(callsTo(requests, '/upload', 'POST')).toHaveLength(1));
    const upload = requests.find((r) => r.method === 'POST' && r.url.endsWith('/upload'));
    const sent = (await upload?.clone().formData())?.get('file') as File;
    expect([sent.name, sent.size]).toEqual(['IMG_1234.jpg', 1000]);
    expect(shrinkPhoto).toHaveBeenCalledWith(chosen);
    expect(within(dialog).getByText('Foto JPG, PNG atau WebP, maksimal 5 MB.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect((await putBody(listing.id)).photos).toEqual([...listing.photos, 'https://cdn.test/IMG_1234.jpg']);
  });

  it('moves photos by their buttons, the first being the cover, and saves them in that order', async () => {
    uploadsNamedAfterFiles();
    const { listing, dialog } = await openListingEdit({ withoutPhotos: true });
    const names = ['depan.png', 'dapur.png', 'kamar.png'];
    await user.upload(
      fileInput(dialog),
      names.map((name) => pngFile(name)),
    );
    await waitFor(() => expect(callsTo(requests, '/upload', 'POST')).toHaveLength(3));
    await within(dialog).findByRole('button', { name: 'Jadikan foto 3 sampul' });
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Jadikan foto 3 sampul' }));
    expect(within(dialog).getByText('Foto itu kini sampul (urutan 1 dari 3).')).toBeInTheDocument();
    // kamar, depan, dapur: depan goes right, after dapur
    const moveRight = within(dialog).getByRole('button', { name: 'Geser foto 2 ke kanan' });
    await user.click(moveRight);
    expect(within(dialog).getByText('Foto dipindah ke urutan 3 dari 3.')).toBeInTheDocument();
    // the focus follows the moved photo: at the end it can only go left
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Geser foto 3 ke kiri' }));
    expect(within(dialog).getByRole('button', { name: 'Geser foto 3 ke kanan' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect((await putBody(listing.id)).photos).toEqual([
      ...listing.photos,
      'https://cdn.test/kamar.png',
      'https://cdn.test/dapur.png',
      'https://cdn.test/depan.png',
    ]);
  });

  it('refuses a file that is no photo by its bytes, saying what it is, and bytes the worker cannot read', async () => {
    const { UnreadablePhoto } = await import('../../../../src/files/photo-shrink');
    shrinkPhoto.mockImplementationOnce(async (file) => {
      throw new UnreadablePhoto(file.name);
    });
    const { dialog } = await openListingEdit();
    const anyFile = userEvent.setup({ delay: null, applyAccept: false });
    await anyFile.upload(
      fileInput(dialog),
      new File(['%PDF-1.4'], 'sertifikat.pdf', { type: 'application/pdf' }),
    );
    expect(
      await within(dialog).findByText('sertifikat.pdf bukan foto JPG, PNG atau WebP (berkas PDF).'),
    ).toBeInTheDocument();
    // an SVG (a script inside runs wherever its address is opened) given a photo's name
    await user.upload(fileInput(dialog), new File([SVG_WITH_SCRIPT], 'foto.jpg', { type: 'image/jpeg' }));
    expect(
      await within(dialog).findByText('foto.jpg bukan foto JPG, PNG atau WebP (berkas SVG).'),
    ).toBeInTheDocument();
    await user.upload(fileInput(dialog), new File(['teks'], 'catatan.jpg', { type: 'image/jpeg' }));
    expect(
      await within(dialog).findByText('catatan.jpg bukan foto JPG, PNG atau WebP (berkas teks).'),
    ).toBeInTheDocument();
    // a JPEG's signature over bytes no decoder reads
    await user.upload(fileInput(dialog), jpegFile('rusak.jpg'));
    expect(
      await within(dialog).findByText('rusak.jpg bukan gambar. Pilih foto JPG, PNG atau WebP.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('sertifikat.pdf', { exact: false })).toBeNull();
    expect(callsTo(requests, '/upload', 'POST')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Simpan' })).toBeEnabled();
  });
});
