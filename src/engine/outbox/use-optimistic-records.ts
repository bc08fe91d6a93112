import { useSyncExternalStore } from 'react';

import type { OutboxChange } from '../../providers/outbox';
import type { AppOutbox } from '../../providers/outbox';
import type { OptimisticRecord, OptimisticRecords } from '../../providers/outbox';
import { isKeptPhoto } from '../../providers/outbox';
import { findResource } from '../../resources';
import type { Values } from '../../resources/types';
import { operationByKey, optimisticAfter } from '../common/operations';
import { useAppOutbox } from './outbox-context';
import { useAuthorId } from './use-outbox-count';

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
function looksOfChange(change: OutboxChange): [string, OptimisticRecord][] {
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
  // queue; here only what waits for the outbox (stored, waiting for the network or a retry, or an
  // action put there: no page keeps it); one the server refused shows the records as they are
  const waitsHere = change.state === 'stored' || change.state === 'retry' || change.tab === '';
  if (change.save || change.state === 'failed' || !waitsHere) return [];
  const decl = findResource(change.resource);
  const operation = decl && operationByKey(decl, change.operation);
  if (!operation) return [];
  return change.records.map((record) => {
    // an action that says nothing of how the record looks after it (not undoable) leaves it as it
    // is, marked waiting
    const look: OptimisticRecord =
      operation.key !== 'delete' && typeof operation.undoable !== 'function'
        ? { kind: 'changed', record }
        : optimisticAfter(operation, record, change.values);
    return [String(record.id), look.kind === 'changed' ? { ...look, waiting: true } : look];
  });
}

/**
 * The optimistic values of a page's outbox: its queue's over its stored ones (offline, or their
 * session ended) of one author, rebuilt when either changes; another user's changes are never shown
 * under this one.
 */
function createOptimisticView({ outbox, undoQueue }: AppOutbox) {
  let stored: { author: string; optimistic: ReadonlyMap<string, OptimisticRecords> } | null = null;
  outbox().subscribe(() => {
    stored = null;
  });
  const storedOptimistic = (author: string): ReadonlyMap<string, OptimisticRecords> => {
    if (stored?.author === author) return stored.optimistic;
    const byResource = new Map<string, Map<string, OptimisticRecord>>();
    for (const change of outbox().all()) {
      if (change.author !== author) continue;
      const optimistic = byResource.get(change.resource) ?? new Map<string, OptimisticRecord>();
      for (const [id, look] of looksOfChange(change)) optimistic.set(id, look);
      if (optimistic.size > 0) byResource.set(change.resource, optimistic);
    }
    stored = { author, optimistic: byResource };
    return byResource;
  };
  /** The optimistic values of one resource, the same object while neither changes. */
  const merged = new Map<string, { from: [unknown, unknown]; optimistic: OptimisticRecords | undefined }>();
  return {
    subscribe(listener: () => void) {
      const stopQueue = undoQueue.subscribe(listener);
      const stopOutbox = outbox().subscribe(listener);
      return () => {
        stopQueue();
        stopOutbox();
      };
    },
    of(resource: string, author: string): OptimisticRecords | undefined {
      const waiting = undoQueue.optimistic().get(resource);
      const kept = storedOptimistic(author).get(resource);
      const known = merged.get(resource);
      if (known && known.from[0] === waiting && known.from[1] === kept) return known.optimistic;
      const optimistic = kept && waiting ? new Map([...kept, ...waiting]) : (waiting ?? kept);
      merged.set(resource, { from: [waiting, kept], optimistic });
      return optimistic;
    },
  };
}

/** One view per page's outbox, made when a list first asks (it holds the outbox's subscription). */
const views = new WeakMap<AppOutbox, ReturnType<typeof createOptimisticView>>();

function viewOf(appOutbox: AppOutbox) {
  let view = views.get(appOutbox);
  if (!view) {
    view = createOptimisticView(appOutbox);
    views.set(appOutbox, view);
  }
  return view;
}

/**
 * How the records of `resource` look while their changes wait or are being sent, or wait in the
 * outbox to be sent (offline, or after a sign-in): as made, not as they were, and marked waiting.
 */
export function useOptimisticRecords(resource: string): OptimisticRecords | undefined {
  const author = useAuthorId();
  const view = viewOf(useAppOutbox());
  return useSyncExternalStore(view.subscribe, () => view.of(resource, author));
}
