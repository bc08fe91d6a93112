/** How much of a file is looked at: enough to see a binary format's header and first records. */
const SAMPLE_BYTES = 8192;

/**
 * True for a control byte that no text file holds (tab, line feed, vertical tab, form feed, carriage
 * return and escape excepted): an image, a PDF's or a workbook's bytes have them in their first few.
 */
function isBinaryByte(byte: number): boolean {
  return (
    byte < 0x20 &&
    byte !== 0x09 &&
    byte !== 0x0a &&
    byte !== 0x0b &&
    byte !== 0x0c &&
    byte !== 0x0d &&
    byte !== 0x1b
  );
}

/**
 * Whether the start of the bytes reads as text (a CSV in UTF-8 or in an older single-byte code page),
 * rather than a picture or another binary file given a text file's name.
 */
export function bytesAreText(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, SAMPLE_BYTES);
  for (let index = 0; index < end; index += 1) if (isBinaryByte(bytes[index])) return false;
  return true;
}

/** Reads the start of a file and tells whether it is text. */
export async function isTextLike(file: Blob): Promise<boolean> {
  return bytesAreText(new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer()));
}
