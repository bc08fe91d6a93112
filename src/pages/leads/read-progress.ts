import { fill } from '../../locales/ui';
import type { ClockRead } from './lead-clock-read';

/** What the read has covered, in words: its progress while it reads, then what it counted from. */
export function readProgress(read: ClockRead, reading: string, uncounted: string): string | undefined {
  if (read.end !== undefined) return undefined;
  return read.total !== undefined
    ? fill(reading, { read: read.read, total: read.total })
    : fill(uncounted, { read: read.read });
}
