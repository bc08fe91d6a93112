import { describe, expect, it } from 'vitest';

import { type NumberKind, readTypedNumber } from '../../../src/locales/numbers';

const money: NumberKind = { money: true };
const rooms: NumberKind = { whole: true, unit: 'kamar' };
const area: NumberKind = { unit: 'm²' };

const value = (text: string, kind: NumberKind = {}) => {
  const reading = readTypedNumber(text, kind);
  return reading?.ok ? reading.value : reading?.problem;
};

describe('readTypedNumber: rupiah as Indonesians write them', () => {
  it.each([
    ['1,5 M', 1_500_000_000],
    ['1,5M', 1_500_000_000],
    ['1,5 m', 1_500_000_000],
    ['1,5 miliar', 1_500_000_000],
    ['1,5 Milyar', 1_500_000_000],
    ['2 M', 2_000_000_000],
    ['0,75 M', 750_000_000],
    ['750 jt', 750_000_000],
    ['750jt.', 750_000_000],
    ['750 juta', 750_000_000],
    ['1,25 jt', 1_250_000],
    ['500 rb', 500_000],
    ['500 ribu', 500_000],
    ['500k', 500_000],
    ['1,2 T', 1_200_000_000_000],
    ['2 triliun', 2_000_000_000_000],
    ['1.500 jt', 1_500_000_000],
    ['1.500.000', 1_500_000],
    ['1500000', 1_500_000],
    ['Rp 1.500.000', 1_500_000],
    ['Rp1.500.000', 1_500_000],
    ['rp. 1.500.000', 1_500_000],
    ['Rp 1.500.000,-', 1_500_000],
    ['Rp 1,5 M', 1_500_000_000],
    ['7.500.000,00', 7_500_000],
    ['1 500 000', 1_500_000],
    ['  1.500.000  ', 1_500_000],
    ['Rp\u00a01.500.000', 1_500_000],
    ['0', 0],
  ])('"%s" is %d', (text, expected) => {
    expect(value(text, money)).toBe(expected);
  });

  it('says a scale word multiplied the digits, so the form shows what they became', () => {
    expect(readTypedNumber('1,5 M', money)).toEqual({ ok: true, value: 1_500_000_000, scaled: true });
    expect(readTypedNumber('1.500.000.000', money)).toEqual({
      ok: true,
      value: 1_500_000_000,
      scaled: false,
    });
  });

  it('refuses sen rather than cutting them: "1,5" is not Rp 1, "7.500.000,50" not 7.500.000', () => {
    expect(value('1,5', money)).toBe('fraction');
    expect(value('7.500.000,50', money)).toBe('fraction');
    expect(value('1,2345678 jt', money)).toBe('fraction');
    // as many decimals as the scale word has places is exact
    expect(value('1,234567 jt', money)).toBe(1_234_567);
  });

  it('refuses dots that do not group by three, and English commas, rather than guessing', () => {
    expect(value('1.5 M', money)).toBe('grouping');
    expect(value('1.5', money)).toBe('grouping');
    expect(value('15.00', money)).toBe('grouping');
    expect(value('1.5000', money)).toBe('grouping');
    expect(value('1,500,000', money)).toBe('grouping');
    expect(value('7,500,000.50', money)).toBe('grouping');
    expect(value('1..500', money)).toBe('grouping');
    expect(value(',5', money)).toBe('grouping');
  });

  it('refuses garbage and unknown words, naming the word', () => {
    expect(value('satu setengah', money)).toBe('notNumber');
    expect(value('Rp', money)).toBe('notNumber');
    expect(value('-', money)).toBe('notNumber');
    expect(value('M', money)).toBe('notNumber');
    expect(value('abc123', money)).toBe('notNumber');
    expect(readTypedNumber('1,5 X', money)).toEqual({ ok: false, problem: 'unknownWord', word: 'X' });
    expect(readTypedNumber('12abc3', money)).toEqual({ ok: false, problem: 'unknownWord', word: 'abc3' });
    expect(value('1,5 M M', money)).toBe('unknownWord');
  });

  it('reads a minus sign (the range refuses it, not the reader)', () => {
    expect(value('-3', money)).toBe(-3);
    expect(value('\u22123', money)).toBe(-3);
    expect(value('-Rp 1.500.000', money)).toBe(-1_500_000);
    expect(value('Rp -1.500.000', money)).toBe(-1_500_000);
    expect(value('-0', money)).toBe(0);
    expect(Object.is(value('-0', money), -0)).toBe(false);
  });

  it('blank text is no value', () => {
    expect(readTypedNumber('', money)).toBeUndefined();
    expect(readTypedNumber('   ', money)).toBeUndefined();
  });
});

describe('readTypedNumber: exact up to Number.MAX_SAFE_INTEGER, refused past it', () => {
  it('keeps every digit up to the largest exact integer', () => {
    expect(value('9007199254740991', money)).toBe(Number.MAX_SAFE_INTEGER);
    expect(value('9.007.199.254.740.991', money)).toBe(Number.MAX_SAFE_INTEGER);
    expect(value('9.007.199.254,740991 jt', money)).toBe(Number.MAX_SAFE_INTEGER);
    expect(value('999999999999999', money)).toBe(999_999_999_999_999);
  });

  it('refuses what is past it instead of rounding (999999999999999999 was 1.000.000.000.000.000.300)', () => {
    expect(value('9007199254740992', money)).toBe('tooBig');
    expect(value('999999999999999999', money)).toBe('tooBig');
    expect(value('99999999999999999999999', money)).toBe('tooBig');
    expect(value('9.007.200 M', money)).toBe('tooBig');
    expect(value('10000 T', money)).toBe('tooBig');
    expect(value('-999999999999999999', money)).toBe('tooBig');
  });
});

describe('readTypedNumber: counts and areas', () => {
  it('reads decimals where the field takes them, with its unit after', () => {
    expect(value('120,5', area)).toBe(120.5);
    expect(value('1.250,5', area)).toBe(1250.5);
    expect(value('120 m²', area)).toBe(120);
    expect(value('120 m2', area)).toBe(120);
    expect(value('120,25 M2', area)).toBe(120.25);
    expect(value('3 kamar', rooms)).toBe(3);
  });

  it('takes no scale word and no Rp outside money (an "M" after an area is not miliar)', () => {
    expect(value('1,5 M', area)).toBe('unknownWord');
    expect(value('2 jt', rooms)).toBe('unknownWord');
    expect(value('Rp 3', rooms)).toBe('notNumber');
    expect(value('3 lantai', rooms)).toBe('unknownWord');
  });

  it('refuses a fraction of a whole count', () => {
    expect(value('2,5', rooms)).toBe('fraction');
    expect(value('2,0', rooms)).toBe(2);
  });
});
