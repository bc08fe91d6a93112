import { describe, expect, it } from 'vitest';

import { uploadedUrlOf } from '../../../src/resources/uploads';

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
  });

  it('prefers the top level, skips empty values', () => {
    expect(uploadedUrlOf({ url: ' ', data: { url: 'https://cdn/b.png' } })).toBe('https://cdn/b.png');
  });

  it.each([[{ error: null, data: { filename: 'a.png' } }], [{ data: null }], [null], ['https://cdn/a.png']])(
    // (the data provider then stops the call with a message the person reads: data-provider.test.ts)
    'finds no URL in a reply without one (%j)',
    (reply) => {
      expect(uploadedUrlOf(reply)).toBeUndefined();
    },
  );
});
