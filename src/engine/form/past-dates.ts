import { App } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback } from 'react';

import { dateTexts } from '../../locales/dates';
import { fill } from '../../locales/ui';
import type { FieldDecl, Values } from '../../resources/types';

/** A field whose time is already past, and that time. */
export interface PastDate {
  field: FieldDecl;
  date: Dayjs;
}

/**
 * The `askIfPast` fields of a form whose date is already past: set in a new record, or changed from
 * the record's own (`initial`; a past viewing whose note alone is edited asks nothing).
 */
export function pastDates(
  fields: readonly FieldDecl[],
  values: Values,
  initial?: Values,
  now: Dayjs = dayjs(),
): PastDate[] {
  return fields.flatMap((field) => {
    const value = values[field.key];
    if (!field.askIfPast || !dayjs.isDayjs(value)) return [];
    const before = initial?.[field.key];
    if (dayjs.isDayjs(before) && before.isSame(value, 'minute')) return [];
    const past = field.type === 'date' ? value.isBefore(now, 'day') : value.isBefore(now, 'minute');
    return past ? [{ field, date: value }] : [];
  });
}

/**
 * Asks before a form is saved with a time already past (a viewing booked yesterday is likely a slip):
 * resolves true when there is none or the person confirms, false when they go back to the form.
 */
export function useConfirmPast() {
  const { modal } = App.useApp();
  return useCallback(
    (fields: readonly FieldDecl[], values: Values, initial?: Values): Promise<boolean> => {
      const past = pastDates(fields, values, initial);
      if (past.length === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        modal.confirm({
          title: dateTexts.pastTitle,
          content: past
            .map(({ field, date }) =>
              fill(dateTexts.pastText, {
                label: field.label,
                date: date.format(
                  field.type === 'date' ? 'dddd, D MMMM YYYY' : 'dddd, D MMMM YYYY [pukul] HH.mm',
                ),
              }),
            )
            .join(' '),
          okText: dateTexts.pastYes,
          cancelText: dateTexts.pastNo,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    },
    [modal],
  );
}
