import { bytesAreText } from './text-check';

/**
 * What a file's bytes are, whatever its name and the type the browser gives it (taken from the name):
 * a picture by its signature, a text format by its first tag, else text, empty, a picture's signature
 * cut short, or unknown.
 */
export type SniffedKind =
  | 'jpeg'
  | 'png'
  | 'webp'
  | 'gif'
  | 'bmp'
  | 'heic'
  | 'avif'
  | 'svg'
  | 'html'
  | 'pdf'
  | 'zip'
  | 'text'
  | 'empty'
  | 'truncated'
  | 'unknown';

/** The MIME type of each picture kind (the others are not pictures a photo field takes). */
export const IMAGE_MIME: Partial<Record<SniffedKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  heic: 'image/heic',
  avif: 'image/avif',
};

/** How much of a file is read to tell: a signature, or the first tag of an SVG after its prologue. */
export const SNIFF_BYTES = 4096;

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Each signature: bytes (null: any) from an offset. A file shorter than one it begins is cut short. */
const SIGNATURES: { kind: SniffedKind; at: number; bytes: (number | null)[] }[] = [
  // SOI then the first marker
  { kind: 'jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  // the signature, then the IHDR chunk every PNG starts with
  { kind: 'png', at: 0, bytes: [0x89, ...ascii('PNG\r\n\x1a\n'), null, null, null, null, ...ascii('IHDR')] },
  // RIFF, the size, WEBP and its first chunk (VP8 , VP8L or VP8X)
  {
    kind: 'webp',
    at: 0,
    bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBPVP8')],
  },
  { kind: 'gif', at: 0, bytes: ascii('GIF8') },
  // BM, then (at 14) the size of the header that follows: 40 in nearly every BMP written today
  { kind: 'bmp', at: 0, bytes: [...ascii('BM'), ...Array<null>(12).fill(null), 40, 0, 0, 0] },
  { kind: 'pdf', at: 0, bytes: ascii('%PDF-') },
  { kind: 'zip', at: 0, bytes: [0x50, 0x4b, 0x03, 0x04] },
];

/** ISO media files (HEIC, AVIF): `ftyp` at 4, then the brand. */
function isoKind(bytes: Uint8Array): SniffedKind | null {
  if (bytes.length < 12 || String.fromCharCode(...bytes.subarray(4, 8)) !== 'ftyp') return null;
  const brand = String.fromCharCode(...bytes.subarray(8, 12));
  if (brand === 'avif' || brand === 'avis') return 'avif';
  if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand)) return 'heic';
  return 'unknown';
}

function matches(bytes: Uint8Array, at: number, signature: readonly (number | null)[]): boolean {
  return signature.every((byte, index) => byte === null || bytes[at + index] === byte);
}

/** Tags a web page may begin with (a browser runs the scripts of any of them). */
const HTML_TAGS = new Set('html head body script iframe meta title style div p a img'.split(' '));

/**
 * A text file's kind from its first tag, past a byte-order mark, spaces, the XML prologue, comments
 * and a doctype: an SVG's root is `<svg`, a web page's doctype or first tag is HTML's.
 */
function markupKind(bytes: Uint8Array): SniffedKind | null {
  let text = new TextDecoder('utf-8').decode(bytes.subarray(0, SNIFF_BYTES)).replace(/^\ufeff/, '');
  for (;;) {
    text = text.trimStart();
    const prologue = /^(<\?[\s\S]*?\?>|<!--[\s\S]*?-->)/.exec(text);
    if (!prologue) break;
    text = text.slice(prologue[0].length);
  }
  const doctype = /^<!doctype\s+([a-z]+)/i.exec(text);
  if (doctype)
    return doctype[1].toLowerCase() === 'svg' ? 'svg' : doctype[1].toLowerCase() === 'html' ? 'html' : null;
  const tag = /^<([a-z][a-z0-9:-]*)/i.exec(text)?.[1].toLowerCase();
  if (!tag) return null;
  if (tag === 'svg' || tag.endsWith(':svg')) return 'svg';
  return HTML_TAGS.has(tag) ? 'html' : null;
}

/** What the bytes at the start of a file are (at least SNIFF_BYTES of them, or the whole file). */
export function sniffBytes(bytes: Uint8Array): SniffedKind {
  if (bytes.length === 0) return 'empty';
  for (const { kind, at, bytes: signature } of SIGNATURES) {
    if (bytes.length >= at + signature.length) {
      if (matches(bytes, at, signature)) return kind;
    } else if (
      bytes.length >= 2 &&
      IMAGE_MIME[kind] &&
      matches(bytes, at, signature.slice(0, bytes.length - at))
    ) {
      // the start of a picture's signature and nothing after it: a file cut short
      return 'truncated';
    }
  }
  const iso = isoKind(bytes);
  if (iso) return iso;
  if (!bytesAreText(bytes)) return 'unknown';
  return markupKind(bytes) ?? 'text';
}

/** Reads the start of a file and tells what it is. */
export async function sniffFile(file: Blob): Promise<SniffedKind> {
  return sniffBytes(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
}
