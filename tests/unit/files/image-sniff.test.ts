import { describe, expect, it } from 'vitest';

import { sniffBytes, sniffFile } from '../../../src/files/image-sniff';
import { jpegBytes, pngBytes, SVG_WITH_SCRIPT, webpBytes } from '../support/photo-bytes';

const text = (value: string) => new TextEncoder().encode(value);

describe('telling a file by its bytes, not its name', () => {
  it('knows JPEG, PNG and WebP by their signatures', () => {
    expect(sniffBytes(jpegBytes())).toBe('jpeg');
    expect(sniffBytes(pngBytes())).toBe('png');
    expect(sniffBytes(webpBytes())).toBe('webp');
    expect(sniffBytes(text('GIF89a\x01\x00\x01\x00'))).toBe('gif');
  });

  it('finds an SVG named foto.jpg, past its prologue, comments, doctype and a byte-order mark', async () => {
    const named = new File([SVG_WITH_SCRIPT], 'foto.jpg', { type: 'image/jpeg' });
    expect(await sniffFile(named)).toBe('svg');
    expect(
      sniffBytes(text('\ufeff  <!-- denah -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg/>')),
    ).toBe('svg');
    expect(sniffBytes(text('<svg:svg xmlns:svg="http://www.w3.org/2000/svg"></svg:svg>'))).toBe('svg');
  });

  it('finds a web page, with or without a doctype, and a script alone', () => {
    expect(sniffBytes(text('<!DOCTYPE html><html><body><img src=x onerror=alert(1)></body></html>'))).toBe(
      'html',
    );
    expect(sniffBytes(text('\n<html><svg></svg></html>'))).toBe('html');
    expect(sniffBytes(text('<script>alert(1)</script>'))).toBe('html');
  });

  it('says empty, cut short, text or unknown for the rest', () => {
    expect(sniffBytes(new Uint8Array())).toBe('empty');
    // a picture's signature cut before its end
    expect(sniffBytes(new Uint8Array([0xff, 0xd8]))).toBe('truncated');
    expect(sniffBytes(pngBytes().subarray(0, 10))).toBe('truncated');
    expect(sniffBytes(webpBytes().subarray(0, 9))).toBe('truncated');
    expect(sniffBytes(text('bukan foto'))).toBe('text');
    expect(sniffBytes(text('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffBytes(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBe('unknown');
    // a RIFF that is no WebP (a WAV sound)
    expect(sniffBytes(text('RIFF\x24\x00\x00\x00WAVEfmt '))).toBe('unknown');
  });

  it('knows the photos phones take in HEIC', () => {
    expect(sniffBytes(new Uint8Array([0, 0, 0, 0x18, ...text('ftypheic'), 0, 0, 0, 0]))).toBe('heic');
  });
});
