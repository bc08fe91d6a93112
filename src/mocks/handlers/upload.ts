import { type HttpHandler, HttpResponse } from 'msw';

import { IMAGE_MIME, sniffFile } from '../../files/image-sniff';
import { formFile, readForm, toDataUrl } from '../lib/files';
import { route, text } from '../lib/http';
import { isVariantShape } from '../lib/reply-shape';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The pictures the storage keeps, told by their bytes: an SVG or a page would run its scripts where its URL opens. */
const STORED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * POST {upload}/upload: answers with a data: URL so the browser can show the file without a server.
 * Only a JPEG, PNG or WebP by its bytes is kept.
 */
export function uploadHandlers(upload: string): HttpHandler[] {
  return [
    route(
      'post',
      `${upload}/upload`,
      async ({ request }) => {
        const form = await readForm(request);
        const file = formFile(form);
        if (!file) return HttpResponse.json({ error: 'File wajib diunggah.', data: null }, { status: 400 });
        if (file.size > MAX_UPLOAD_BYTES) {
          return HttpResponse.json({ error: 'Ukuran file maksimal 5 MB.', data: null }, { status: 413 });
        }
        const type = IMAGE_MIME[await sniffFile(file)];
        if (!type || !STORED_TYPES.includes(type)) {
          return HttpResponse.json(
            { error: 'File harus berupa foto JPG, PNG atau WebP.', data: null },
            { status: 400 },
          );
        }
        const folder = text(form?.get('folder')) || 'uploads';
        // stored with the type its bytes have, not the one its name suggests
        const url = await toDataUrl(file.type === type ? file : new File([file], file.name, { type }));
        // the variant shape (lib/reply-shape.ts) answers as a storage service does: the address in `Location`
        const stored = isVariantShape() ? { Location: url, Key: `${folder}/${file.name}` } : { url, folder };
        return HttpResponse.json({ error: null, data: { ...stored, filename: file.name, size: file.size } });
      },
      // the app sends the bearer token to the main and payment services only (docs/contract.md section 6)
      { auth: 'none' },
    ),
  ];
}
