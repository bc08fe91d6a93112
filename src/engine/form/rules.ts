import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';

import { isRefusedDate } from '../../components/date-input';
import { fill, ui } from '../../locales/ui';
import type { FieldDecl } from '../../resources/types';
import { numberProblem, rangeProblem } from './number-field';

/** Indonesian mobile and landline numbers: 08..., 628..., +628..., 021... (spaces and dashes allowed). */
export const INDONESIAN_PHONE = /^(?:\+62|62|0)\d{8,13}$/;

/** The validation of one declared field. */
export function rulesOf(field: FieldDecl): Rule[] {
  const rules: Rule[] = [];
  if (field.required) {
    rules.push({ required: true, message: fill(ui.form.required, { label: field.label }) });
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
    rules.push({
      validator: async (_, value: unknown) => {
        const problem =
          typeof value === 'string'
            ? numberProblem(field, value)
            : typeof value === 'number'
              ? rangeProblem(field, value)
              : undefined;
        if (problem) throw new Error(problem);
      },
    });
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
    rules.push({ max, message: fill(ui.form.tooLong, { label: field.label, max }) });
  }
  if (field.type === 'text' || field.type === undefined || field.type === 'textarea') {
    rules.push({
      whitespace: field.required === true,
      message: fill(ui.form.required, { label: field.label }),
    });
  }
  return rules;
}
