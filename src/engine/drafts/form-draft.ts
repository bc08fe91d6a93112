import type { FormInstance } from 'antd';
import dayjs from 'dayjs';

import type { DraftValues } from '../../session/drafts';
import { isBlank } from '../common/form-values';
import { type DraftControls, type DraftOptions, useDraft } from './use-draft';

const DATE_TAG = '$dayjs';

/** A form's values as kept: a date as its ISO text (a dayjs object does not survive the store). */
export function encodeDraft(values: DraftValues): DraftValues {
  const out: DraftValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    out[key] = dayjs.isDayjs(value) ? { [DATE_TAG]: value.toISOString() } : value;
  }
  return out;
}

/** The kept values as the form takes them back. */
export function decodeDraft(values: DraftValues): DraftValues {
  const out: DraftValues = {};
  for (const [key, value] of Object.entries(values)) {
    const tagged =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[DATE_TAG] : undefined;
    out[key] = typeof tagged === 'string' ? dayjs(tagged) : value;
  }
  return out;
}

/** The same input, a blank field being as good as an absent one. */
export function sameDraft(a: DraftValues, b: DraftValues): boolean {
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (isBlank(a[key]) && isBlank(b[key])) continue;
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) return false;
  }
  return true;
}

/**
 * useDraft for an antd form: what the form holds is kept as it changes, and put back when it opens;
 * a form back to what it opened with (`initial`) keeps no draft.
 */
export function useFormDraft<V extends object>(
  form: FormInstance<V>,
  {
    initial = {},
    onBase,
    ...options
  }: Omit<DraftOptions, 'restore' | 'reset'> & {
    initial?: DraftValues;
    /** A restored draft began from this record (`base`): a save compares with it. */
    onBase?: (base: DraftValues) => void;
  },
): DraftControls & { onValuesChange: () => void } {
  const draft = useDraft({
    ...options,
    restore: (values, base) => {
      if (base) onBase?.(base);
      form.setFieldsValue(decodeDraft(values) as Parameters<typeof form.setFieldsValue>[0]);
    },
    reset: () => form.resetFields(),
  });
  const onValuesChange = () => {
    const values = encodeDraft(form.getFieldsValue(true) as DraftValues);
    // e.g. a cascade clearing its lower levels after "Buang draf": nothing typed, nothing kept
    if (sameDraft(values, encodeDraft(initial))) draft.saved();
    else draft.change(values);
  };
  return { ...draft, onValuesChange };
}
