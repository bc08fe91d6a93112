import { exactTimeOf, relativeTimeOf, useNow } from './relative-time';

/** "5 menit yang lalu", with the exact time as its machine-readable date and on hover; it keeps moving. */
export function RelativeTime({ iso }: { iso: string }) {
  const now = useNow();
  return (
    <time dateTime={iso} title={exactTimeOf(iso)}>
      {relativeTimeOf(iso, now) || '-'}
    </time>
  );
}
