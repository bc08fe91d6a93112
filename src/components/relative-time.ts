import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useEffect, useState } from 'react';

import 'dayjs/locale/id';

dayjs.extend(relativeTime);

/** "5 menit yang lalu", relative to `now` (Indonesian whatever the global locale). */
export function relativeTimeOf(iso: string, now: number): string {
  const date = dayjs(iso);
  if (!date.isValid()) return '';
  // a clock a little ahead of the server's must not say "dalam beberapa detik"
  return date.locale('id').from(Math.max(now, date.valueOf()));
}

/** "12 Maret 2025 pukul 14.05", the exact time behind a relative one. */
export function exactTimeOf(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.locale('id').format('D MMMM YYYY [pukul] HH.mm') : '';
}

/** The current time, refreshed every `intervalMs` so relative times keep moving while shown. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
