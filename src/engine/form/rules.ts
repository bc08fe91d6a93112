import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';

import { isRefusedDate } from '../../components/date-input';
import { textLength } from '../../components/text-length';
import { fill, ui } from '../../locales/ui';
import { isLifted, namedValue } from '../../resources/optional-when';
import type { FieldDecl } from '../../resources/types';
import { numberProblem, rangeProblem } from '../common/number-field';

/** Indonesian mobile and landline numbers: 08..., 628..., +628..., 021... (spaces and dashes allowed). */
export const INDONESIAN_PHONE = /^(?:\+62|62|0)\d{8,13}$/;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The validation of one declared field. */
export function rulesOf(field: FieldDecl): Rule[] {
  const rules: Rule[] = [];
  const when = field.optionalWhen;
  if (field.required && !when) {
    rules.push({ required: true, message: fill(ui.form.required, { label: field.label }) });
  }
  if (field.required && when) {
    // required unless the other field's value lifts it: judged with the value chosen there
    rules.push(({ getFieldValue }) => ({
      validator: async (_, value: unknown) => {
        const other: unknown = getFieldValue(when.field);
        if (!isBlank(value) || isLifted(when, other)) return;
        const named = namedValue(other);
        throw new Error(
          named
            ? fill(ui.form.requiredFor, { label: field.label, value: named })
            : fill(ui.form.required, { label: field.label }),
        );
      },
    }));
  }
  if (field.type === 'date' || field.type === 'datetime') {
    // a typed date that does not exist is the field's value until corrected: it says why
    rules.push({
      validator: async (_, value: unknown) => {
        if (isRefusedDate(value)) throw new Error(value.reason);
      },
    });
  }
  if (field.notBefore) {
    const start = field.notBefore;
    rules.push(({ getFieldValue }) => ({
      validator: async (_, value: unknown) => {
        const from: unknown = getFieldValue(start);
        if (dayjs.isDayjs(value) && dayjs.isDayjs(from) && value.isBefore(from, 'day'))
          throw new Error(fill(ui.form.notBefore, { label: field.label }));
      },
    }));
  }
  if (field.type === 'number' || field.type === 'money') {
    // the input hands over a number, or the text it could not read (NumberInput): both are judged here
    rules.push(({ getFieldValue }) => ({
      validator: async (_, value: unknown) => {
        const other: unknown = when ? getFieldValue(when.field) : undefined;
        // 0 is taken where the other field lifts `positive` (an apartment's land area)
        const judged = isLifted(when, other) ? { ...field, positive: false } : field;
        const named = when ? namedValue(other) : undefined;
        const problem =
          typeof value === 'string'
            ? numberProblem(judged, value, named)
            : typeof value === 'number'
              ? rangeProblem(judged, value, named)
              : undefined;
        if (problem) throw new Error(problem);
      },
    }));
  }
  if (field.type === 'email') rules.push({ type: 'email', message: ui.form.invalidEmail });
  if (field.type === 'phone') {
    rules.push({
      validator: async (_, value: unknown) => {
        if (value === undefined || value === null || value === '') return;
        if (!INDONESIAN_PHONE.test(String(value).replace(/[\s-]/g, '')))
          throw new Error(ui.form.invalidPhone);
      },
    });
  }
  if (field.maxLength !== undefined) {
    const max = field.maxLength;
    // counted as the counter under the field counts, as a person does: an emoji is one character
    rules.push({
      validator: async (_, value: unknown) => {
        if (typeof value === 'string' && textLength(value) > max)
          throw new Error(fill(ui.form.tooLong, { label: field.label, max }));
      },
    });
  }
  if (field.type === 'text' || field.type === undefined || field.type === 'textarea') {
    rules.push({
      whitespace: field.required === true && !when,
      message: fill(ui.form.required, { label: field.label }),
    });
  }
  return rules;
}
