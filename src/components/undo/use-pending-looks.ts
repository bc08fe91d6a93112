import { useSyncExternalStore } from 'react';

import { findResource } from '../../resources';
import { lookAfter, operationByKey } from '../bulk/operations';
import { outbox, undoQueue } from './queue';
import type { PendingLook, PendingLooks } from './undo-queue';

/** The looks of the outbox's held changes (offline, or their session ended), rebuilt when it changes. */
let held: ReadonlyMap<string, PendingLooks> | null = null;
let watching = false;

function heldLooks(): ReadonlyMap<string, PendingLooks> {
  if (!watching) {
    watching = true;
    outbox().subscribe(() => {
      held = null;
    });
  }
  if (held) return held;
  const byResource = new Map<string, Map<string, PendingLook>>();
  for (const change of outbox().all()) {
    if (change.state !== 'held' || change.discarded) continue;
    const decl = findResource(change.resource);
    const operation = decl && operationByKey(decl, change.operation);
    if (!operation) continue;
    const looks = byResource.get(change.resource) ?? new Map<string, PendingLook>();
    for (const record of change.records)
      looks.set(String(record.id), lookAfter(operation, record, change.values));
    byResource.set(change.resource, looks);
  }
  held = byResource;
  return held;
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

function looksOf(resource: string): PendingLooks | undefined {
  const waiting = undoQueue.looks().get(resource);
  const kept = heldLooks().get(resource);
  const known = merged.get(resource);
  if (known && known.from[0] === waiting && known.from[1] === kept) return known.looks;
  const looks = kept && waiting ? new Map([...kept, ...waiting]) : (waiting ?? kept);
  merged.set(resource, { from: [waiting, kept], looks });
  return looks;
}

/**
 * How the records of `resource` look while their changes wait or are being sent, or wait in the
 * outbox to be sent (offline, or after a sign-in): as made, not as they were.
 */
export function usePendingLooks(resource: string): PendingLooks | undefined {
  return useSyncExternalStore(subscribe, () => looksOf(resource));
}
