import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../src/http/errors';
import { requireUploadedUrl, uploadedUrlOf } from '../../../src/resources/uploads';

describe('the uploaded file URL, read from one place', () => {
  it.each([
    ['url', { url: 'https://cdn/a.png' }],
    ['location', { location: 'https://cdn/a.png' }],
    ['Location (S3)', { Location: 'https://cdn/a.png' }],
    ['data.url', { error: null, data: { url: 'https://cdn/a.png' } }],
    ['data.location', { error: null, data: { location: 'https://cdn/a.png' } }],
    ['path', { path: 'https://cdn/a.png' }],
    ['file_url', { data: { file_url: 'https://cdn/a.png' } }],
    ['secure_url (Cloudinary)', { secure_url: 'https://cdn/a.png' }],
  ])('reads %s', (_, reply) => {
    expect(uploadedUrlOf(reply)).toBe('https://cdn/a.png');
    expect(requireUploadedUrl(reply)).toBe('https://cdn/a.png');
  });

  it('prefers the top level, skips empty values', () => {
    expect(uploadedUrlOf({ url: ' ', data: { url: 'https://cdn/b.png' } })).toBe('https://cdn/b.png');
  });

  it.each([[{ error: null, data: { filename: 'a.png' } }], [{ data: null }], [null], ['https://cdn/a.png']])(
    'a reply without a URL (%j) is an error the person reads',
    (reply) => {
      expect(uploadedUrlOf(reply)).toBeUndefined();
      expect(() => requireUploadedUrl(reply)).toThrow(ApiError);
      expect(() => requireUploadedUrl(reply)).toThrow(/tidak mengirim alamat berkasnya/);
    },
  );
});
