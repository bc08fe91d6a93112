import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';

import { dateInputProps, isRefusedDate, readTypedDate, type RefusedDate } from '../../components/date-input';
import { useIsPhone } from '../../components/use-is-phone';

import './date-input.css';

/**
 * On a phone the popup opens under the field's start and slides sideways as far as it must to stay on
 * the screen (antd's own placements flip it to the other edge, where a popup wider than the field
 * still overflows: x = -35 at 390 px).
 */
const PHONE_POPUP = {
  placement: 'bottomLeft',
  popupAlign: { overflow: { adjustY: 1, shiftX: true } },
} as const;

/** The time column offers every fifth minute (a viewing is not booked at 09.07); any minute may be typed. */
export const MINUTE_STEP = 5;

interface Props {
  /** A date and a time of day, not a date alone. */
  withTime: boolean;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/**
 * A date (or date-time) field of a form. What is typed is read by `readTypedDate` when Enter is pressed
 * or the field is left: a date that does not exist becomes the field's value as refused (its rule
 * shows why, nothing is sent) rather than the picker silently keeping the date it had. Enter picks
 * the date (or says why not) and never submits the form. On a phone the popup is laid out to fit the
 * screen (field-input.css).
 */
export function DateInput({ withTime, value, onChange, ...control }: Props) {
  const phone = useIsPhone();
  // open as antd opens it, closed by Enter when what was typed is refused: its reason under the field shows
  const [open, setOpen] = useState(false);
  // the date the picker shows under a refused text: the text typed stays in the field as typed
  const shown = useRef<Dayjs | null>(null);
  if (!isRefusedDate(value)) shown.current = dayjs.isDayjs(value) ? value : null;

  const judge = (text: string) => {
    const read = readTypedDate(text, withTime);
    if (read.kind === 'empty') {
      if (isRefusedDate(value)) onChange?.(null);
    } else if (read.kind === 'refused') {
      if (!isRefusedDate(value) || value.refusedDate !== text.trim())
        onChange?.({ refusedDate: text.trim(), reason: read.reason } satisfies RefusedDate);
    } else if (!dayjs.isDayjs(value) || !value.isSame(read.date, withTime ? 'minute' : 'day')) {
      onChange?.(read.date);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    // Enter picks what was typed (the picker has confirmed it already when it could read it)
    event.preventDefault();
    judge((event.target as HTMLInputElement).value);
    setOpen(false);
  };

  return (
    <DatePicker
      {...dateInputProps(withTime)}
      {...control}
      showTime={withTime ? { format: 'HH:mm', minuteStep: MINUTE_STEP } : undefined}
      value={shown.current}
      open={open}
      onOpenChange={setOpen}
      onChange={(date) => onChange?.(date)}
      onKeyDown={onKeyDown}
      onBlur={(event: FocusEvent<HTMLElement>) => judge((event.target as HTMLInputElement).value)}
      // a refused text stays in the field beside its reason, not replaced by the date it had
      preserveInvalidOnBlur
      classNames={phone ? { popup: { root: 'date-popup-phone' } } : undefined}
      {...(phone ? PHONE_POPUP : {})}
      style={{ width: '100%' }}
    />
  );
}
