/**
 * Numbers in Indonesian notation: `.` groups thousands and `,` starts the decimals
 * (`7.500.000,50` is seven and a half million and fifty sen).
 */

/**
 * Reads a number typed or pasted the Indonesian way: `7.500.000,50`, `7500000,5`, `Rp 1.250.000`,
 * `-3`. Every dot groups (wherever a person put it); one comma at most. Undefined for blank text, NaN
 * for text that is no number.
 */
export function readIndonesianNumber(text: string): number | undefined {
  const cleaned = text
    .replace(/^\s*rp\.?/i, '')
    .replace(/[\s\u00a0.]/g, '')
    .replace(/^[\u2212\u2013]/, '-');
  if (cleaned === '') return undefined;
  const match = /^(-?)(\d*)(?:,(\d*))?$/.exec(cleaned);
  if (!match || (match[2] === '' && !match[3])) return Number.NaN;
  return Number(`${match[1]}${match[2] || '0'}.${match[3] || '0'}`);
}

const grouped = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 6 });
const groupedWhole = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** `7.500.000,5`; with `whole`, the integer part only (`7.500.000`). */
export function writeIndonesianNumber(value: number, whole = false): string {
  return (whole ? groupedWhole : grouped).format(whole ? Math.trunc(value) : value);
}
