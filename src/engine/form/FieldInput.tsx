import { Input, Select, Switch } from 'antd';

import { canonicalPhone } from '../../components/phone';
import { textLength } from '../../components/text-length';
import { fill, ui } from '../../locales/ui';
import type { FieldDecl, Values } from '../../resources/types';
import { DateInput } from './DateInput';
import { NumberInput } from './NumberInput';
import { PhotoUpload } from './PhotoUpload';
import { ReferenceSelect } from './ReferenceSelect';

import './field-input.css';

type ControlProps = { id?: string; value?: unknown; onChange?: (value: unknown) => void };

/**
 * A counter of the typed length against the field's maximum, counted as a person counts (an emoji is
 * one); a longer text shows and is refused (rules.ts), not cut.
 */
function countOf(field: FieldDecl) {
  return field.maxLength === undefined
    ? undefined
    : { show: true, max: field.maxLength, strategy: textLength };
}

/** A phone number, written in the form it is saved in once the person leaves the box. */
function PhoneInput({ value, onChange, ...rest }: ControlProps) {
  const typed = typeof value === 'string' ? value : '';
  return (
    <Input
      type="tel"
      {...rest}
      value={typed}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={() => {
        const canonical = canonicalPhone(typed);
        if (typed && canonical !== typed) onChange?.(canonical);
      }}
    />
  );
}

/**
 * The input of one declared field; antd's Form.Item gives it `id`, `value` and `onChange`; `record`:
 * the record edited, whose own fields may name what a reference holds the id of.
 */
export function FieldInput({
  field,
  record,
  ...control
}: { field: FieldDecl; record?: Values } & ControlProps) {
  if (field.reference) return <ReferenceSelect field={field} record={record} {...control} />;
  switch (field.type) {
    case 'textarea':
      return <Input.TextArea rows={3} count={countOf(field)} {...(control as object)} />;
    case 'number':
    case 'money':
      return <NumberInput field={field} {...control} />;
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
      return <PhoneInput {...control} />;
    default:
      return <Input count={countOf(field)} {...(control as object)} />;
  }
}
