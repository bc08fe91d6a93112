import { App } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback } from 'react';

import { dateTexts } from '../../locales/dates';
import { fill } from '../../locales/ui';
import type { FieldDecl, Values } from '../../resources/types';

/** A field whose time is unlikely (already past, or further ahead than its horizon), and that time. */
export interface UnlikelyDate {
  field: FieldDecl;
  date: Dayjs;
  /** `past`: before now; `far`: past the field's `askIfBeyondDays`. */
  kind: 'past' | 'far';
}

/**
 * The `askIfPast` fields of a form whose date is already past, and the `askIfBeyondDays` ones whose
 * date is further ahead than that: set in a new record, or changed from the record's own (`initial`;
 * a past viewing whose note alone is edited asks nothing).
 */
export function unlikelyDates(
  fields: readonly FieldDecl[],
  values: Values,
  initial?: Values,
  now: Dayjs = dayjs(),
): UnlikelyDate[] {
  return fields.flatMap((field): UnlikelyDate[] => {
    const value = values[field.key];
    if (!(field.askIfPast || field.askIfBeyondDays) || !dayjs.isDayjs(value)) return [];
    const before = initial?.[field.key];
    if (dayjs.isDayjs(before) && before.isSame(value, 'minute')) return [];
    const unit = field.type === 'date' ? 'day' : 'minute';
    if (field.askIfPast && value.isBefore(now, unit)) return [{ field, date: value, kind: 'past' }];
    if (field.askIfBeyondDays && value.isAfter(now.add(field.askIfBeyondDays, 'day'), unit))
      return [{ field, date: value, kind: 'far' }];
    return [];
  });
}

/** A horizon in words: "1 tahun", "2 tahun", "90 hari". */
function horizonWords(days: number): string {
  return days % 365 === 0 ? `${days / 365} tahun` : `${days} hari`;
}

/**
 * Asks before a form is saved with a time already past (a viewing booked yesterday is likely a slip)
 * or far ahead (25/11/2099 for 25/11/2026): resolves true when there is none or the person confirms,
 * false when they go back to the form.
 */
export function useConfirmDates() {
  const { modal } = App.useApp();
  return useCallback(
    (fields: readonly FieldDecl[], values: Values, initial?: Values): Promise<boolean> => {
      const unlikely = unlikelyDates(fields, values, initial);
      if (unlikely.length === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        modal.confirm({
          title: unlikely.some(({ kind }) => kind === 'past') ? dateTexts.pastTitle : dateTexts.farTitle,
          content: unlikely
            .map(({ field, date, kind }) =>
              fill(kind === 'past' ? dateTexts.pastText : dateTexts.farText, {
                label: field.label,
                date: date.format(
                  field.type === 'date' ? 'dddd, D MMMM YYYY' : 'dddd, D MMMM YYYY [pukul] HH.mm',
                ),
                horizon: horizonWords(field.askIfBeyondDays ?? 0),
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
