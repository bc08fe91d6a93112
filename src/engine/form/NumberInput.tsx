import { Input, type InputRef } from 'antd';
import { type ChangeEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';

import { numberTexts } from '../../locales/number-input';
import { fill } from '../../locales/ui';
import { numberRangeOf } from '../../resources/number-ranges';
import type { FieldDecl } from '../../resources/types';
import { numberInputText, numberValueText, readNumberField } from '../common/number-field';

interface Props {
  field: FieldDecl;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  'aria-describedby'?: string;
}

/** The text shown for a value the form holds: a number grouped, a text it could not read as it was. */
function textOf(field: FieldDecl, value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return numberInputText(field, value);
  return typeof value === 'string' ? value : '';
}

const DIGITS_AND_DOTS = /^-?[\d.]*\d$/;
const GROUPED = /^-?\d{1,3}(?:\.\d{3})*$/;
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Typed digits grouped again as they come (`1500` -> `1.500`, then `1.5000` -> `15.000`): only plain
 * digits, or a digit added to or taken from a number already grouped. A dot the person types is
 * theirs (`1.5` stays, and is refused with its reason), never turned silently into `15`.
 */
function regrouped(before: string, next: string): string | undefined {
  if (!DIGITS_AND_DOTS.test(next) || digitsOf(next) === digitsOf(before)) return undefined;
  if (!/^-?\d+$/.test(next) && !GROUPED.test(before)) return undefined;
  // on the digits themselves: a number past what is exact is shown as typed, and refused as too big
  const sign = next.startsWith('-') ? '-' : '';
  const digits = digitsOf(next).replace(/^0+(?=\d)/, '');
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

/** Where the caret goes in `text` to stand after its `digits`-th digit. */
function caretAfterDigits(text: string, digits: number): number {
  if (digits === 0) return text.startsWith('-') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) if (/\d/.test(text[i]) && ++seen === digits) return i + 1;
  return text.length;
}

/**
 * A number or money field as a text box read the Indonesian way (locales/numbers.ts: `1,5 M`, `750 jt`,
 * `1.500.000`). The form gets the number, or the text itself when it is no number, so that the field's
 * rule refuses it with its reason (rules.ts) rather than the old value being kept or the text cut
 * (antd's InputNumber did both). What a scale word or plain digits became is said under the box.
 */
export function NumberInput({ field, id, value, onChange, ...rest }: Props) {
  const [text, setText] = useState(() => textOf(field, value));
  // the value the text stands for: another one set by the form (a draft, a merge) replaces the text
  const [stored, setStored] = useState<unknown>(value);
  // the reading said under the box stays when the box is left and its text grouped: a press on
  // "Simpan" blurs the box, and nothing may move under the pointer before it is released
  const [keptReading, setKeptReading] = useState(false);
  if (!Object.is(stored, value)) {
    setStored(value);
    setText(textOf(field, value));
    setKeptReading(false);
  }
  const reading = readNumberField(field, text);
  const money = field.type === 'money';

  const box = useRef<InputRef>(null);
  // the caret's place once digits are grouped again as typed, in digits from the left
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = box.current?.input;
    if (caret.current === null || !input) return;
    const at = caretAfterDigits(input.value, caret.current);
    caret.current = null;
    input.setSelectionRange(at, at);
  });

  const take = (typed: string, at?: number | null) => {
    const grouped = regrouped(text, typed);
    if (grouped !== undefined && at !== undefined && at !== null)
      caret.current = digitsOf(typed.slice(0, at)).length;
    const next = grouped ?? typed;
    const read = readNumberField(field, next);
    const out = read === undefined ? undefined : read.ok ? read.value : next;
    setText(next);
    setStored(out);
    setKeptReading(false);
    onChange?.(out);
  };
  const shown =
    reading?.ok && (reading.scaled || keptReading || text.trim() !== numberInputText(field, reading.value))
      ? fill(numberTexts.reading, { value: numberValueText(field, reading.value) })
      : '';
  const onBlur = () => {
    // plain digits are grouped once left (`1500000` -> `1.500.000`); `1,5 M` stays as written, read below
    if (!reading?.ok || reading.scaled) return;
    if (shown) setKeptReading(true);
    setText(numberInputText(field, reading.value));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // a count steps with the arrow keys, within its range
    const range = numberRangeOf(field);
    const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (money || !range.whole || step === 0 || reading?.ok === false) return;
    event.preventDefault();
    const next = reading ? Math.min(range.max, Math.max(range.min, reading.value + step)) : range.min;
    take(numberInputText(field, next));
  };

  const readingId = id ? `${id}-reading` : undefined;
  const describedBy = [rest['aria-describedby'], shown ? readingId : undefined].filter(Boolean).join(' ');
  return (
    <>
      <Input
        {...rest}
        id={id}
        value={text}
        ref={box}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          take(event.target.value, event.target.selectionStart)
        }
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        prefix={money ? 'Rp' : undefined}
        suffix={field.unit}
        autoComplete="off"
        // a phone's number pad for counts and areas; rupiah get the full keyboard, for "1,5 M" and "750 jt"
        inputMode={money ? 'text' : 'decimal'}
        aria-describedby={describedBy || undefined}
      />
      <div id={readingId} className="number-reading" aria-live="polite">
        {shown}
      </div>
    </>
  );
}
