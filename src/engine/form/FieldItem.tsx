import { type BaseRecord, useList } from '@refinedev/core';
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useRef } from 'react';

import { fairPriceGap, notFairText } from '../../components/fair-price';
import { asNumber, formatRupiah } from '../../components/format';
import { listingLabels } from '../../locales/listing';
import { numberTexts } from '../../locales/number-input';
import { fill, ui } from '../../locales/ui';
import type { FieldDecl, Values } from '../../resources/types';
import { LOOKUP_PAGE_SIZE } from '../common/reference-options';
import { FieldInput } from './FieldInput';
import { rulesOf } from './rules';
import { similarName } from './similar-names';

/** The list a form's record belongs to, and the record's own id when it is edited. */
export interface FormOf {
  resource: string;
  id?: unknown;
  /** The record as the form opened it (an edit), for a warning that compares with it (`farFrom`). */
  record?: Values;
}

/**
 * A price far from the fair price the server judged for the record (`farFrom`): warned of as it is
 * typed, in the detail page's words, and still saved (a new record has no fair price yet).
 */
function farFromRule(field: FieldDecl, record: Values | undefined): Rule[] {
  const far = field.farFrom;
  const fair = asNumber(record?.[far?.field ?? '']);
  if (!far || fair === undefined || fair <= 0) return [];
  return [
    {
      warningOnly: true,
      validator: async (_, value: unknown) => {
        if (typeof value !== 'number') return;
        const gap = fairPriceGap(value, fair);
        if (gap && gap.percent > far.percent)
          throw new Error(
            fill(numberTexts.farFromFair, {
              judgement: notFairText(value, fair),
              fair: fill(listingLabels.fairPriceBeside, { price: formatRupiah(fair) }),
            }),
          );
      },
    },
  ];
}

/** The fields whose value the field's rules read: judged again when one changes. */
function dependenciesOf(field: FieldDecl): string[] | undefined {
  const keys = [field.notBefore, field.optionalWhen?.field].filter((key): key is string => Boolean(key));
  return keys.length > 0 ? keys : undefined;
}

function Item({
  field,
  rules,
  label,
  record,
}: {
  field: FieldDecl;
  rules: Rule[];
  label?: ReactNode;
  record?: Values;
}) {
  return (
    <Form.Item
      name={field.key}
      label={label ?? field.label}
      rules={rules}
      dependencies={dependenciesOf(field)}
      valuePropName={field.type === 'boolean' ? 'checked' : 'value'}
    >
      <FieldInput field={field} record={record} />
    </Form.Item>
  );
}

/**
 * A `distinct` name: the list is read whole once, and a name like another's (apart from case and
 * spaces) is refused, so nothing is sent.
 */
function DistinctItem({
  field,
  of,
  rules,
  label,
}: {
  field: FieldDecl;
  of: FormOf;
  rules: Rule[];
  label?: ReactNode;
}) {
  const { result, query } = useList<BaseRecord>({
    resource: of.resource,
    pagination: { mode: 'server', currentPage: 1, pageSize: LOOKUP_PAGE_SIZE },
  });
  const read = useRef({ records: result.data, loaded: query.isSuccess, refetch: query.refetch });
  read.current = { records: result.data, loaded: query.isSuccess, refetch: query.refetch };
  const unique: Rule = {
    validator: async (_, value: unknown) => {
      // a save before the list has come waits for it: a name is never let through unchecked
      const { loaded, records, refetch } = read.current;
      const known = loaded ? records : ((await refetch()).data?.data ?? []);
      const found = similarName(value, known, field.key, of.id);
      if (found)
        throw new Error(fill(found.same ? ui.form.sameName : ui.form.similarName, { name: found.name }));
    },
  };
  return (
    <Item field={field} rules={[...rulesOf(field), unique, ...rules]} label={label} record={of.record} />
  );
}

/**
 * One declared field in a form: its label, its validation and its input; `rules`: what a dialog
 * asks of it beside its declaration (a bulk edit needs a value); `label`: its label where the field's
 * own would not say which record it is (a cell's input), its messages still naming the field.
 */
export function FieldItem({
  field,
  of,
  rules = [],
  label,
}: {
  field: FieldDecl;
  of?: FormOf;
  rules?: Rule[];
  label?: ReactNode;
}) {
  if (field.distinct && of) return <DistinctItem field={field} of={of} rules={rules} label={label} />;
  return (
    <Item
      field={field}
      rules={[...rulesOf(field), ...farFromRule(field, of?.record), ...rules]}
      label={label}
      record={of?.record}
    />
  );
}
