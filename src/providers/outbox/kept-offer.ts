import { isOnItsWay, type Outbox, type OutboxChange } from './outbox-store';
import type { Author } from './send-schedule';
import { TAB_ID } from './tab-lock';

/** What the outbox keeps of an offered change: what it sets of each record, not all a list showed. */
export type OfferedPart = Pick<OutboxChange, 'resource' | 'operation' | 'records' | 'values' | 'text'>;

/** An offered change as its outbox entry keeps it while its undo window runs and it is sent. */
export interface KeptOffer {
  /** Its name in the outbox (none: no author, nothing kept). */
  id(): string | undefined;
  /** Takes it out of the outbox (undone, or its answer is known). */
  forget(): void;
  /**
   * Kept for its author: what is left of it (none left: nothing to hold), `stored` for their next
   * sign-in, or (`retry`: it could not leave offline) sent by the outbox once online. Answers how to
   * forget it again (it was sent after all).
   */
  hold(state?: 'retry' | 'stored'): (() => void) | undefined;
}

/**
 * Puts an offered change in the outbox at once, for its author (never written without one): a tab
 * killed within the window keeps it. `partNow` is what is left of it at each moment (a bulk run's
 * unsent records).
 */
export function keepOffer(outbox: Outbox, partNow: () => OfferedPart, author: Author | undefined): KeptOffer {
  let id = author
    ? outbox.add({ ...partNow(), author: author.id, token: author.token, tab: TAB_ID, state: 'waiting' })
    : undefined;
  const forget = () => {
    if (id !== undefined) outbox.remove(id);
  };
  return {
    id: () => id,
    forget,
    hold(state = 'stored') {
      const now = id === undefined ? undefined : outbox.get(id);
      if (id !== undefined && (!now || now.cancelled)) {
        // thrown away or cancelled in the outbox's list: kept as the person left it
        if (now) outbox.update(id, { state: 'stored' });
        return undefined;
      }
      const part = partNow();
      if (!author || part.records.length === 0) {
        forget();
        return undefined;
      }
      // (a retry with no wait: due as soon as the network is back)
      const kept = { ...part, state, next: undefined };
      if (now) outbox.update(now.id, kept);
      else id = outbox.add({ ...kept, author: author.id, token: author.token, tab: TAB_ID });
      return forget;
    },
  };
}

/**
 * A bulk run's "Coba lagi" takes those of `retried` the change that kept its failed records still
 * holds (never sent twice): the rest of it stays there, refused, for the person. Answers the ids
 * taken: none of those the outbox sent again by itself meanwhile (or the person threw away), none at
 * all when that change is gone; false when it is on its way (the outbox is sending it: left to it).
 */
export function takeForRetry(
  outbox: Outbox,
  id: string,
  retried: ReadonlySet<string>,
): ReadonlySet<string> | false {
  const kept = outbox.get(id);
  if (!kept) return new Set();
  if (isOnItsWay(kept)) return false;
  const taken = new Set(kept.records.map((record) => String(record.id)).filter((one) => retried.has(one)));
  const refused = kept.records.filter((record) => !taken.has(String(record.id)));
  if (refused.length === 0) return outbox.discard(kept.id) ? taken : false;
  if (taken.size > 0) outbox.update(kept.id, { records: refused, state: 'failed' });
  return taken;
}
