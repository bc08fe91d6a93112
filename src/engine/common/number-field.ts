import { formatRupiah } from '../../components/format';
import { numberTexts } from '../../locales/number-input';
import {
  type NumberKind,
  type NumberReading,
  readTypedNumber,
  writeIndonesianNumber,
} from '../../locales/numbers';
import { fill, ui } from '../../locales/ui';
import { numberRangeOf } from '../../resources/number-ranges';
import type { FieldDecl } from '../../resources/types';

/** How a number or money field reads what is typed into it (from its declaration). */
export function numberKindOf(field: FieldDecl): NumberKind {
  const range = numberRangeOf(field);
  return { money: field.type === 'money', whole: range.whole, unit: field.unit };
}

/** What a number field's text becomes (undefined for blank text). */
export function readNumberField(field: FieldDecl, text: string): NumberReading | undefined {
  return readTypedNumber(text, numberKindOf(field));
}

/** A value of the field as a person reads it: `Rp 1.500.000.000`, `120,5 m²`. */
export function numberValueText(field: FieldDecl, value: number): string {
  if (field.type === 'money') return formatRupiah(value);
  const text = writeIndonesianNumber(value);
  return field.unit ? `${text} ${field.unit}` : text;
}

/** The text a field shows for a value it holds: grouped, without the unit or `Rp` its box shows. */
export function numberInputText(field: FieldDecl, value: number): string {
  return writeIndonesianNumber(value, field.type === 'money');
}

function example(field: FieldDecl): string {
  if (field.type === 'money') return numberTexts.exampleMoney;
  return numberRangeOf(field).whole ? numberTexts.exampleWhole : numberTexts.exampleDecimal;
}

/**
 * Why the field refuses a value of its range's bounds, or undefined when it takes it; `named` is the
 * other field's value its `positive` depends on (`optionalWhen`: "harus lebih dari 0 untuk Rumah").
 */
export function rangeProblem(field: FieldDecl, n: number, named?: string): string | undefined {
  const { min, max, whole, positive } = numberRangeOf(field);
  const label = field.label;
  if (positive && n <= 0)
    return named
      ? fill(ui.form.notPositiveFor, { label, value: named })
      : fill(ui.form.notPositive, { label });
  if (n < 0 && min >= 0) return fill(ui.form.negative, { label });
  if (n < min) return fill(numberTexts.atLeast, { label, min: numberValueText(field, min) });
  if (n > max) return fill(numberTexts.atMost, { label, max: numberValueText(field, max) });
  if (whole && !Number.isInteger(n)) return fill(numberTexts.fractionWhole, { label });
  return undefined;
}

/** Why the field refuses what was typed, or undefined when it takes it (blank is the `required` rule's). */
export function numberProblem(field: FieldDecl, text: string, named?: string): string | undefined {
  const reading = readNumberField(field, text);
  if (!reading) return undefined;
  if (reading.ok) return rangeProblem(field, reading.value, named);
  const label = field.label;
  switch (reading.problem) {
    case 'notNumber':
      return fill(numberTexts.notNumber, { label, example: example(field) });
    case 'unknownWord':
      return field.type === 'money'
        ? fill(numberTexts.unknownWordMoney, { word: reading.word ?? '' })
        : fill(numberTexts.unknownWord, { word: reading.word ?? '', example: example(field) });
    case 'grouping':
      return fill(numberTexts.grouping, { label });
    case 'fraction':
      return fill(field.type === 'money' ? numberTexts.fractionMoney : numberTexts.fractionWhole, { label });
    case 'tooBig':
      return fill(numberTexts.atMost, { label, max: numberValueText(field, numberRangeOf(field).max) });
  }
}
