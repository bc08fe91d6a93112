/** The size a photo is drawn at for its difference hash: 9 x 8 grey pixels give 64 bits. */
export const HASH_WIDTH = 9;
export const HASH_HEIGHT = 8;

/**
 * A photo's difference hash (dHash) from its RGBA pixels drawn at 9 x 8: each bit says whether a
 * pixel is brighter than its right neighbour, so a photo resized, re-encoded or slightly brightened
 * keeps (nearly) the same 16 hex digits.
 */
export function dHash(rgba: ArrayLike<number>): string {
  const grey = (x: number, y: number) => {
    const at = (y * HASH_WIDTH + x) * 4;
    return 0.299 * rgba[at] + 0.587 * rgba[at + 1] + 0.114 * rgba[at + 2];
  };
  let hex = '';
  for (let y = 0; y < HASH_HEIGHT; y += 1) {
    let byte = 0;
    for (let x = 0; x < HASH_WIDTH - 1; x += 1) byte = (byte << 1) | (grey(x, y) > grey(x + 1, y) ? 1 : 0);
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/** How many of the 64 bits two hashes differ in (0: the same picture to the eye). */
export function photoDistance(a: string, b: string): number {
  if (a.length !== b.length) return 64;
  let bits = 0;
  for (let i = 0; i < a.length; i += 8) {
    let diff = (parseInt(a.slice(i, i + 8), 16) ^ parseInt(b.slice(i, i + 8), 16)) >>> 0;
    while (diff) {
      diff &= diff - 1;
      bits += 1;
    }
  }
  return bits;
}

/** A photo the worker may read: the page's own origin or a data: URL (others are skipped, unasked). */
export function isReadablePhoto(url: string, origin: string): boolean {
  // a drawing (SVG) is no photo, and a worker cannot decode one
  if (url.startsWith('data:image/svg')) return false;
  if (url.startsWith('data:image/')) return true;
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/** The type and bytes of a data: URL (read here: the page's policy lets fetch() reach its own origin only). */
export function dataUrlBytes(url: string): { type: string; bytes: Uint8Array<ArrayBuffer> } | undefined {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(url);
  if (!match) return undefined;
  const [, type, base64, payload] = match;
  if (!base64) return { type, bytes: new TextEncoder().encode(decodeURIComponent(payload)) };
  // the browser's own decoder where it has one (Chromium 140+), else atob
  const native = (Uint8Array as unknown as { fromBase64?: (text: string) => Uint8Array<ArrayBuffer> })
    .fromBase64;
  if (native) return { type, bytes: native(payload) };
  const text = atob(payload);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return { type, bytes };
}
