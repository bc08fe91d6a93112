import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import relativeTime from 'dayjs/plugin/relativeTime';

import 'dayjs/locale/id';

// dates in Indonesian (docs/contract.md: Indonesian labels); loaded with the shell, not by the login page
dayjs.extend(relativeTime);
// typed dates are read in any of the accepted forms below
dayjs.extend(customParseFormat);
dayjs.locale('id');

/**
 * The forms a typed date is read in: the first is how a date is shown, every one is accepted when
 * typed ("25 Nov 2026", "2026-11-25", "25/11/2026", "5/1/2026", "25-11-2026").
 */
export const DATE_FORMATS: readonly string[] = [
  'D MMM YYYY',
  'YYYY-MM-DD',
  'DD/MM/YYYY',
  'D/M/YYYY',
  'DD-MM-YYYY',
  'D-M-YYYY',
];

/** The same forms with the time of day ("25/11/2026 14:30"). */
export const DATETIME_FORMATS: readonly string[] = DATE_FORMATS.map((format) => `${format} HH:mm`);
