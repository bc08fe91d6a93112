import { isCancelled, mayPassOnRetry } from '../../http/errors';

/** At most this many calls of one bulk run are in flight at once. */
export const BULK_CONCURRENCY = 4;

export interface BulkFailure<T> {
  item: T;
  /** The server's text (or the fallback the call declared). */
  message: string;
  /**
   * It may pass if sent again (no answer, a 5xx); a refusal (4xx) is not offered again. Absent in a
   * summary kept across a sign-in, which offers no retry.
   */
  retryable?: boolean;
}

export interface BulkResult<T> {
  succeeded: T[];
  failed: BulkFailure<T>[];
  /** Not sent: the run was cancelled before their turn. */
  cancelled: T[];
}

export interface BulkProgress {
  done: number;
  total: number;
}

export interface BulkOptions {
  concurrency?: number;
  /**
   * Once aborted, no further call starts; a call in flight that the abort ends (its task passed the
   * signal on) counts as cancelled, one that finishes anyway as what it was.
   */
  signal?: AbortSignal;
  /** Once aborted (the page is going away), every item not started yet starts at once, past the cap. */
  leaving?: AbortSignal;
  onProgress?: (progress: BulkProgress) => void;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' ? error : '';
}

/**
 * Sends `task` for each item, at most `concurrency` at a time, and sums up: which succeeded, which
 * failed with which text, which were never sent because the run was cancelled.
 */
export async function runBulk<T>(
  items: readonly T[],
  task: (item: T, index: number) => Promise<unknown>,
  { concurrency = BULK_CONCURRENCY, signal, leaving, onProgress }: BulkOptions = {},
): Promise<BulkResult<T>> {
  const result: BulkResult<T> = { succeeded: [], failed: [], cancelled: [] };
  // left in flight by the abort: not done, said so with those never started
  const aborted: T[] = [];
  let next = 0;
  let done = 0;
  onProgress?.({ done, total: items.length });
  const worker = async () => {
    while (next < items.length) {
      if (signal?.aborted) return;
      const index = next;
      const item = items[index];
      next += 1;
      try {
        await task(item, index);
        result.succeeded.push(item);
      } catch (error) {
        if (signal?.aborted && isCancelled(error)) aborted.push(item);
        else result.failed.push({ item, message: messageOf(error), retryable: mayPassOnRetry(error) });
      }
      done += 1;
      onProgress?.({ done, total: items.length });
    }
  };
  const cap = leaving?.aborted ? items.length : concurrency;
  const running = Array.from({ length: Math.max(1, Math.min(cap, items.length)) }, worker);
  // hurried: one more worker for each item still waiting, so none waits for a free place
  const sendTheRest = () => running.push(...Array.from({ length: items.length - next }, worker));
  leaving?.addEventListener('abort', sendTheRest, { once: true });
  for (let index = 0; index < running.length; index += 1) await running[index];
  leaving?.removeEventListener('abort', sendTheRest);
  // in the order the items were given, whatever order the calls finished in
  // (an item's first place, as indexOf says, without a search per comparison: 1,000 items took ~10^7 steps)
  const positions = new Map<T, number>();
  items.forEach((item, index) => {
    if (!positions.has(item)) positions.set(item, index);
  });
  const order = (item: T) => positions.get(item) ?? -1;
  result.cancelled = [...aborted, ...items.slice(next)].sort((a, b) => order(a) - order(b));
  result.succeeded.sort((a, b) => order(a) - order(b));
  result.failed.sort((a, b) => order(a.item) - order(b.item));
  return result;
}

/** The items of a run's failures that may pass if sent again (a refusal would only be refused again). */
export function retryableOf<T>(result: BulkResult<T> | undefined): T[] {
  return (result?.failed ?? []).filter((failure) => failure.retryable).map((failure) => failure.item);
}
