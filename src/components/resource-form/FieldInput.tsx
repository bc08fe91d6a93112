import { Input, InputNumber, Select, Switch } from 'antd';

import { readIndonesianNumber, writeIndonesianNumber } from '../../locales/numbers';
import { fill, ui } from '../../locales/ui';
import type { FieldDecl } from '../../resources/types';
import { DateInput } from './DateInput';
import { PhotoUpload } from './PhotoUpload';
import { ReferenceSelect } from './ReferenceSelect';

import './field-input.css';

type ControlProps = { id?: string; value?: unknown; onChange?: (value: unknown) => void };

/** Typed text without decimals: its digits are grouped again as they come (`2.5000` -> `25.000`). */
const WHOLE_TYPED = /^-?[\d.]*\d$/;

/**
 * A number input in Indonesian notation (`7.500.000,50`): whole digits are grouped as typed, the value is
 * read with `,` as the decimal sign, and shown grouped once the field is left. Rupiah are whole
 * (docs/contract.md section 5: integer prices). No `min`: antd would turn "-3" into 0 without a word;
 * the field's rule says why instead (rules.ts).
 */
function indonesianNotation(whole: boolean) {
  return {
    inputMode: 'decimal' as const,
    formatter: (value: number | string | undefined, info: { userTyping: boolean; input: string }) => {
      // while typing, whole digits are grouped as they come (`2.500.000`); anything else stays as typed
      if (info.userTyping && !WHOLE_TYPED.test(info.input)) return info.input;
      const n = value === undefined || value === '' ? Number.NaN : Number(value);
      return Number.isFinite(n) ? writeIndonesianNumber(n, whole) : '';
    },
    parser: (text: string | undefined) => {
      const n = readIndonesianNumber(text ?? '');
      // blank text is no value (antd reads undefined as empty), text that is no number is ignored
      return (n === undefined || Number.isNaN(n) ? n : whole ? Math.trunc(n) : n) as number;
    },
  };
}

/** A counter of the typed length against the field's maximum; a longer text shows and is refused (rules.ts), not cut. */
function countOf(field: FieldDecl) {
  return field.maxLength === undefined ? undefined : { show: true, max: field.maxLength };
}

// number inputs have no stepper buttons (`controls={false}`): rc-input-number names them "Increase
// Value" / "Decrease Value", in English and fixed; the arrow keys still step the number

/** The input of one declared field; antd's Form.Item gives it `id`, `value` and `onChange`. */
export function FieldInput({ field, ...control }: { field: FieldDecl } & ControlProps) {
  if (field.reference) return <ReferenceSelect field={field} {...control} />;
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea rows={3} count={countOf(field)} {...(control as object)} />;
    case 'number':
      return (
        <InputNumber<number>
          controls={false}
          style={{ width: '100%' }}
          suffix={field.unit}
          {...indonesianNotation(false)}
          {...(control as object)}
        />
      );
    case 'money':
      return (
        <InputNumber<number>
          controls={false}
          prefix="Rp"
          style={{ width: '100%' }}
          {...indonesianNotation(true)}
          {...(control as object)}
        />
      );
    case 'date':
    case 'datetime':
      return <DateInput withTime={field.type === 'datetime'} {...control} />;
    case 'images':
      return <PhotoUpload field={field} {...control} />;
    case 'boolean':
      return <Switch {...(control as object)} />;
    case 'select':
    case 'status':
      return (
        <Select
          options={field.options}
          placeholder={fill(ui.form.choose, { label: field.label })}
          {...(control as object)}
        />
      );
    case 'email':
      return <Input type="email" autoComplete="off" {...(control as object)} />;
    case 'phone':
      return <Input type="tel" {...(control as object)} />;
    default:
      return <Input count={countOf(field)} {...(control as object)} />;
  }
}
