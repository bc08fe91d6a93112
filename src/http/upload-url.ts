import { ui } from '../locales/ui';
import { ApiError } from './errors';

/** Where upload services put the stored file's address, first found wins (top level, then `data`). */
const URL_KEYS = ['url', 'location', 'Location', 'path', 'file_url', 'secure_url'] as const;

function urlIn(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  for (const key of URL_KEYS) {
    const found = record[key];
    if (typeof found === 'string' && found.trim() !== '') return found.trim();
  }
  return undefined;
}

/** The URL of an uploaded file in the upload service's reply, in any of the common shapes. */
export function uploadedUrlOf(reply: unknown): string | undefined {
  return urlIn(reply) ?? urlIn((reply as { data?: unknown } | null)?.data);
}

/** The uploaded file's URL, or an error the person reads: nothing is ever sent without its file. */
export function requireUploadedUrl(reply: unknown): string {
  const url = uploadedUrlOf(reply);
  if (!url) throw new ApiError(ui.form.uploadNoUrl, 502, reply);
  return url;
}
