/**
 * Numbers in Indonesian notation: `.` groups thousands and `,` starts the decimals
 * (`7.500.000,50` is seven and a half million and fifty sen).
 */

/**
 * Reads a number typed or pasted the Indonesian way: `7.500.000,50`, `7500000,5`, `Rp 1.250.000`,
 * `-3`. Every dot groups (wherever a person put it); one comma at most. Undefined for blank text, NaN
 * for text that is no number. (The CSV pre-check's reader; a form reads with `readTypedNumber`.)
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

/** The words Indonesians write after an amount of rupiah, as powers of ten (`1,5 M`, `750 jt`, `500 rb`). */
const SCALES: Record<string, number> = {
  rb: 3,
  ribu: 3,
  k: 3,
  jt: 6,
  juta: 6,
  m: 9,
  miliar: 9,
  milyar: 9,
  t: 12,
  triliun: 12,
};

/** How a field reads what is typed into it. */
export interface NumberKind {
  /** Rupiah: whole, an `Rp` before it, and a scale word after it (`1,5 M`). */
  money?: boolean;
  /** No decimals (a count of rooms, of days). Money is always whole. */
  whole?: boolean;
  /** The field's unit, which may follow the number (`120 m²`, also `120 m2`). */
  unit?: string;
}

/** Why a typed text is not taken as a number. */
export type NumberProblem =
  /** no digits where a number should be (`satu setengah`, `-`, `Rp`) */
  | 'notNumber'
  /** a word after the number that is no scale word or unit (`1,5 X`, `2 kmr`) */
  | 'unknownWord'
  /** dots that do not group thousands by three (`1.5`, `15.00`) or more than one comma (`1,500,000`) */
  | 'grouping'
  /** decimals a whole field cannot hold (`1,5` rupiah, `2,5` rooms) */
  | 'fraction'
  /** more than `Number.MAX_SAFE_INTEGER`, past which a number is no longer exact */
  | 'tooBig';

export type NumberReading =
  | {
      ok: true;
      value: number;
      /** a scale word multiplied the digits (`1,5 M`): the person is shown what it became */
      scaled: boolean;
    }
  | { ok: false; problem: NumberProblem; word?: string };

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
/** `1.500.000` (dots or spaces every three digits) or `1500000`, then `,5` at most once. */
const DIGITS = /^(\d{1,3}(?:[. ]\d{3})+|\d+)(?:,(\d+))?$/;

function unitWords(unit: string | undefined): string[] {
  if (!unit) return [];
  const own = unit.toLowerCase();
  return own === 'm²' ? [own, 'm2', 'meter'] : [own];
}

/**
 * Reads what a person typed into a number or money field, exactly: `1,5 M`, `1,5 miliar`, `750 jt`,
 * `750 juta`, `500 rb`, `1.500.000`, `Rp 1.500.000,-`, `7.500.000,00`, `-3`, `120,5 m²`. Undefined for
 * blank text; a problem, never a guess, for anything else (`1.5` is refused rather than read as 15
 * or 1,5; `1,5` rupiah rather than cut to 1). A whole value is computed on its digits, so it is exact
 * up to `Number.MAX_SAFE_INTEGER` and refused past it.
 */
export function readTypedNumber(text: string, kind: NumberKind = {}): NumberReading | undefined {
  let rest = text
    .normalize('NFKC')
    .replace(/[\u00a0\u202f\u2007]/g, ' ')
    .replace(/[\u2212\u2013\u2012]/g, '-')
    .trim();
  if (rest === '') return undefined;
  let negative = false;
  const sign = () => {
    if (rest.startsWith('-')) {
      negative = !negative;
      rest = rest.slice(1).trim();
    }
  };
  sign();
  if (kind.money) {
    const rp = /^rp\.?/i.exec(rest);
    if (rp) rest = rest.slice(rp[0].length).trim();
    if (!negative) sign();
    // "Rp 1.500.000,-": the dash after the comma says there are no sen
    rest = rest.replace(/,-+$/, '').trim();
  }
  const split = /^([\d.,\s]*\d)\s*(.*)$/.exec(rest);
  if (!split) return { ok: false, problem: 'notNumber' };
  const [, number, after] = split;
  const word = after.trim().toLowerCase().replace(/\.$/, '');
  let power = 0;
  if (word !== '') {
    if (kind.money && word in SCALES) power = SCALES[word];
    else if (!unitWords(kind.unit).includes(word))
      return { ok: false, problem: 'unknownWord', word: after.trim() };
  }
  const digits = DIGITS.exec(number);
  if (!digits) return { ok: false, problem: 'grouping' };
  const whole = digits[1].replace(/[. ]/g, '');
  const decimals = digits[2] ?? '';
  // the decimal point moved `power` places right: "1,5" and 9 is 1500000000, exactly
  const all = whole + decimals;
  const point = whole.length + power;
  const padded = all.padEnd(point, '0');
  const integer = padded.slice(0, point);
  const fraction = padded.slice(point).replace(/0+$/, '');
  if (BigInt(integer) > MAX_SAFE) return { ok: false, problem: 'tooBig' };
  if (fraction !== '' && (kind.money || kind.whole)) return { ok: false, problem: 'fraction' };
  const magnitude = fraction === '' ? Number(integer) : Number(`${integer}.${fraction}`);
  // -0 is 0
  return { ok: true, value: negative && magnitude !== 0 ? -magnitude : magnitude, scaled: power > 0 };
}
