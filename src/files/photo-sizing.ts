/** The long edge of a photo as it is sent: large enough for a full-screen view, a fraction of a phone's 4032 px. */
export const PHOTO_MAX_EDGE = 1920;
/** JPEG and WebP quality of a photo encoded again: no visible loss, a fraction of the bytes. */
export const PHOTO_QUALITY = 0.85;
/** A photo within the size but heavier than this is encoded again, and kept only when that made it lighter. */
export const PHOTO_KEEP_BYTES = 1024 * 1024;

/**
 * What a photo of this type is encoded as once made smaller: a JPEG stays a JPEG, the others that a
 * browser decodes as still pictures become WebP. Null for those that go as they are: a GIF (it may move),
 * an SVG (drawn, not pixels), and what browsers cannot decode everywhere (HEIC, TIFF).
 */
export function encodingFor(type: string): 'image/jpeg' | 'image/webp' | null {
  if (type === 'image/jpeg' || type === 'image/pjpeg') return 'image/jpeg';
  if (type === 'image/png' || type === 'image/webp' || type === 'image/bmp' || type === 'image/avif')
    return 'image/webp';
  return null;
}

export interface PhotoSize {
  width: number;
  height: number;
}

/**
 * The size to draw a photo of `width` x `height` (as shown, its EXIF orientation applied) and `bytes`
 * at: its long edge brought down to `maxEdge`; its own size when only its weight is too much; null when
 * it may go as it is.
 */
export function shrinkPlan(
  width: number,
  height: number,
  bytes: number,
  maxEdge = PHOTO_MAX_EDGE,
  keepBytes = PHOTO_KEEP_BYTES,
): PhotoSize | null {
  const longEdge = Math.max(width, height);
  if (longEdge > maxEdge) {
    const scale = maxEdge / longEdge;
    return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  }
  return bytes > keepBytes ? { width, height } : null;
}

/** The name of a photo encoded as `type`: `IMG_1234.png` -> `IMG_1234.webp`, `rumah` -> `rumah.jpg`. */
export function renamedFor(name: string, type: string): string {
  const ending = type === 'image/webp' ? '.webp' : '.jpg';
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}${ending}`;
}

/** What the page asks the photo worker. */
export interface ShrinkRequest {
  id: number;
  file: Blob & { type: string; size: number };
  maxEdge: number;
  quality: number;
  keepBytes: number;
}

/** What the photo worker answers: a lighter photo, the photo as it is, or bytes that are no picture. */
export type ShrinkReply =
  | { id: number; outcome: 'shrunk'; blob: Blob; width: number; height: number }
  | { id: number; outcome: 'unchanged' }
  | { id: number; outcome: 'unreadable' };
