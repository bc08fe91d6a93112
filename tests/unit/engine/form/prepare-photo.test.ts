import { describe, expect, it } from 'vitest';

import {
  PHOTO_TYPES,
  photoHint,
  photoTypeProblem,
  preparePhoto,
} from '../../../../src/engine/form/prepare-photo';
import { jpegFile, pngBytes, SVG_WITH_SCRIPT } from '../../support/photo-bytes';

const rules = { accept: PHOTO_TYPES, maxBytes: 5 * 1024 * 1024 };

describe('a chosen photo is told by its bytes', () => {
  it('refuses an SVG named .jpg, a web page and an empty file, saying what each really is', async () => {
    const svg = new File([SVG_WITH_SCRIPT], 'denah.svg', { type: 'image/svg+xml' });
    expect(await photoTypeProblem(svg, rules)).toBe('denah.svg bukan foto JPG, PNG atau WebP (berkas SVG).');
    const disguised = new File([SVG_WITH_SCRIPT], 'foto.jpg', { type: 'image/jpeg' });
    expect(await photoTypeProblem(disguised, rules)).toBe(
      'foto.jpg bukan foto JPG, PNG atau WebP (berkas SVG).',
    );
    const page = new File(['<!doctype html><p>hai</p>'], 'rumah.png', { type: 'image/png' });
    expect(await photoTypeProblem(page, rules)).toBe(
      'rumah.png bukan foto JPG, PNG atau WebP (berkas HTML).',
    );
    const empty = new File([], 'kosong.jpg', { type: 'image/jpeg' });
    expect(await photoTypeProblem(empty, rules)).toBe(
      'kosong.jpg bukan foto JPG, PNG atau WebP (berkas kosong).',
    );
    const gif = new File(['GIF89a\x01\x00'], 'animasi.gif', { type: 'image/gif' });
    expect(await photoTypeProblem(gif, rules)).toBe(
      'animasi.gif bukan foto JPG, PNG atau WebP (gambar GIF).',
    );
    await expect(preparePhoto(disguised, rules)).rejects.toThrow('(berkas SVG)');
  });

  it('takes a JPEG, and a PNG named .jpg goes as the PNG it is', async () => {
    expect(await photoTypeProblem(jpegFile('teras.jpg'), rules)).toBeNull();
    const renamed = new File([pngBytes()], 'teras.jpg', { type: 'image/jpeg' });
    const sent = await preparePhoto(renamed, rules);
    expect([sent.name, sent.type]).toEqual(['teras.jpg', 'image/png']);
    // a field that names PNG only refuses the JPEG
    expect(await photoTypeProblem(jpegFile('teras.jpg'), { ...rules, accept: ['image/png'] })).toBe(
      'teras.jpg bukan foto PNG (foto JPG).',
    );
  });

  it('names the types and the size under the field', () => {
    expect(photoHint(rules)).toBe('Foto JPG, PNG atau WebP, maksimal 5 MB.');
  });
});
