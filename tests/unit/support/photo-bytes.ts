/** The first bytes of real pictures, padded to a size: what a photo field tells a picture by. */
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0];
const WEBP_HEAD = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [0x24, 0, 0, 0],
    [...'WEBPVP8 '].map((c) => c.charCodeAt(0)),
  );

function padded(head: number[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return bytes;
}

export const pngBytes = (size = 64) => padded(PNG_HEAD, size);
export const jpegBytes = (size = 64) => padded(JPEG_HEAD, size);
export const webpBytes = (size = 64) => padded(WEBP_HEAD, size);

/** A PNG file (its bytes a PNG's) named as given. */
export const pngFile = (name: string, size = 64) => new File([pngBytes(size)], name, { type: 'image/png' });
/** A JPEG file (its bytes a JPEG's) named as given. */
export const jpegFile = (name: string, size = 64) =>
  new File([jpegBytes(size)], name, { type: 'image/jpeg' });

/** An SVG with a script: the file a photo field must refuse whatever its name. */
export const SVG_WITH_SCRIPT =
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>\n';
