import { ui } from '../locales/ui';
import { DATE_FORMATS, DATETIME_FORMATS } from '../theme/dayjs-setup';

/**
 * What every date picker of the app is given: the accepted typed forms (the first one shows the
 * date) and a placeholder that names the expected form.
 */
export function dateInputProps(withTime = false): { format: string[]; placeholder: string } {
  return withTime
    ? { format: [...DATETIME_FORMATS], placeholder: ui.dateInput.datetime }
    : { format: [...DATE_FORMATS], placeholder: ui.dateInput.date };
}

/** The same for a range picker: one placeholder per end. */
export function dateRangeInputProps(): { format: string[]; placeholder: [string, string] } {
  return { format: [...DATE_FORMATS], placeholder: [ui.dateInput.start, ui.dateInput.end] };
}
