import { useSyncExternalStore } from 'react';

import { findResource } from '../../resources';
import type { Values } from '../../resources/types';
import { lookAfter, operationByKey } from '../bulk/operations';
import { isKeptPhoto } from './kept-photos';
import type { OutboxChange } from './outbox-store';
import { outbox, undoQueue } from './queue';
import type { PendingLook, PendingLooks } from './undo-queue';
import { useAuthorId } from './use-outbox-count';

/**
 * The looks of the outbox's waiting changes (offline, or their session ended) of one author, rebuilt
 * when it changes: another user's changes are never shown under this one.
 */
let held: { author: string; looks: ReadonlyMap<string, PendingLooks> } | null = null;
let watching = false;

/** A body as a row shows it: a photo still on the device (no URL yet) is left out. */
function shownValues(values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.filter((item) => !isKeptPhoto(item)) : value,
    ]),
  );
}

/** How a change waiting in the outbox shows on its records; none when it does not show. */
function looksOfChange(change: OutboxChange): [string, PendingLook][] {
  // one the person cancelled is not sent: its records show as they are
  if (change.discarded || change.cancelled) return [];
  if (change.save === 'edit') {
    const base = change.records[0];
    return base
      ? [
          [
            String(base.id),
            { kind: 'changed', record: { ...base, ...shownValues(change.values) }, waiting: true },
          ],
        ]
      : [];
  }
  // a change a live page keeps (its undo window, a bulk run on its way) shows through that page's
  // queue; here only what waits for the outbox (held, or an action put there: no page keeps it)
  if (change.save || (change.state !== 'held' && change.tab !== '')) return [];
  const decl = findResource(change.resource);
  const operation = decl && operationByKey(decl, change.operation);
  if (!operation) return [];
  return change.records.map((record) => {
    // an action that says nothing of how the record looks after it (not undoable) leaves it as it
    // is, marked waiting
    const look: PendingLook =
      operation.key !== 'delete' && typeof operation.undoable !== 'function'
        ? { kind: 'changed', record }
        : lookAfter(operation, record, change.values);
    return [String(record.id), look.kind === 'changed' ? { ...look, waiting: true } : look];
  });
}

function heldLooks(author: string): ReadonlyMap<string, PendingLooks> {
  if (!watching) {
    watching = true;
    outbox().subscribe(() => {
      held = null;
    });
  }
  if (held?.author === author) return held.looks;
  const byResource = new Map<string, Map<string, PendingLook>>();
  for (const change of outbox().all()) {
    if (change.author !== author) continue;
    const looks = byResource.get(change.resource) ?? new Map<string, PendingLook>();
    for (const [id, look] of looksOfChange(change)) looks.set(id, look);
    if (looks.size > 0) byResource.set(change.resource, looks);
  }
  held = { author, looks: byResource };
  return byResource;
}

const subscribe = (listener: () => void) => {
  const stopQueue = undoQueue.subscribe(listener);
  const stopOutbox = outbox().subscribe(listener);
  return () => {
    stopQueue();
    stopOutbox();
  };
};

/** The looks of one resource, the queue's over the held ones, the same object while neither changes. */
const merged = new Map<string, { from: [unknown, unknown]; looks: PendingLooks | undefined }>();

function looksOf(resource: string, author: string): PendingLooks | undefined {
  const waiting = undoQueue.looks().get(resource);
  const kept = heldLooks(author).get(resource);
  const known = merged.get(resource);
  if (known && known.from[0] === waiting && known.from[1] === kept) return known.looks;
  const looks = kept && waiting ? new Map([...kept, ...waiting]) : (waiting ?? kept);
  merged.set(resource, { from: [waiting, kept], looks });
  return looks;
}

/**
 * How the records of `resource` look while their changes wait or are being sent, or wait in the
 * outbox to be sent (offline, or after a sign-in): as made, not as they were, and marked waiting.
 */
export function usePendingLooks(resource: string): PendingLooks | undefined {
  const author = useAuthorId();
  return useSyncExternalStore(subscribe, () => looksOf(resource, author));
}
