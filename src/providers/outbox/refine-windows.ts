import type { MetaQuery } from '@refinedev/core';
import type { Mutation, MutationCache } from '@tanstack/react-query';

import { isRefused } from '../../http/errors';
import type { Values } from '../../resources/types';
import type { Outbox } from './outbox-store';
import { TAB_ID } from './tab-lock';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the cache holds every kind of mutation
type AnyMutation = Mutation<any, any, any, any>;

/** What the outbox keeps of a write made the Refine way: its name, and the record as read. */
interface Described {
  text: string;
  base?: Values;
}

/**
 * What the end of Refine's window makes of its write: `send` it now; `cancelled`: it must not leave
 * (taken back in the outbox's list meanwhile, or its author's session ended within the window: kept
 * for their next sign-in); `sent`: it left as the page went away (nothing more to send).
 */
export type WindowEnd = 'send' | 'cancelled' | 'sent';

/** The changes kept for Refine's undo windows (`mutationMode: 'undoable'`) of this page. */
export interface UndoableWindows {
  /**
   * Refine's window of this write ended and it calls the data provider: the change kept for it is
   * on its way now (a page killed before its answer leaves it to be read again, then sent).
   */
  end(resource: string, operation: string, id: unknown): Promise<WindowEnd>;
  stop(): void;
}

/** The page's outbox as the windows use it: its store, and its sender's own send. */
export interface WindowsPage {
  store: () => Outbox;
  sendOwn?: (id: string, how: { token: string; keepalive: boolean }) => Promise<unknown>;
}

interface RefineVariables {
  resource?: unknown;
  id?: unknown;
  values?: unknown;
  meta?: MetaQuery;
  mutationMode?: unknown;
}

/**
 * Refine's `mutationMode: 'undoable'` counts its window down itself and calls the data provider only
 * when it ends: until then the change was in memory alone, lost with a killed tab. Heard from
 * TanStack's mutation cache, each such `useUpdate` or `useDelete` is kept in the outbox the moment it
 * is made, as its page's own (not sent by anyone else while the page lives; sent by the next page once
 * it is gone), and leaves the outbox when Refine's mutation settles: sent, kept again by the write
 * side (offline), failed before the person, or undone with "Urungkan". A refusal of its author's
 * token keeps it for their next sign-in. The page going away (`pagehide` of `leave`) sends what is
 * still in a window at once, as the app's own undo windows are.
 */
export function followUndoableWindows({
  mutations,
  page,
  author,
  describe,
  keepable,
  leave,
}: {
  mutations: Pick<MutationCache, 'subscribe' | 'getAll'>;
  page: () => Promise<WindowsPage>;
  author: () => { id: string; token: string } | undefined;
  /** How the write side names it and what it keeps of the record; none: it may not wait. */
  describe: (
    resource: string,
    operation: string,
    meta: MetaQuery | undefined,
    id: unknown,
    values: Values,
  ) => Described | undefined;
  keepable: (values: unknown) => boolean;
  /** The page going away (page-leave.ts): a `pagehide` that is not `persisted` ends every window. */
  leave?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}): UndoableWindows {
  const byMutation = new WeakMap<object, { key: string; id: string }>();
  const byRecord = new Map<string, string>();
  // sent as the page went away: their windows' ends send nothing more, their settling removes nothing
  const left = new Map<string, string>();
  let opened: WindowsPage | undefined;
  const keyOf = (resource: string, operation: string, id: unknown) =>
    JSON.stringify([resource, operation, String(id)]);

  /** A Refine `useUpdate` or `useDelete` in its undo window (Refine's keys: `['data', 'update']`). */
  const madeIn = (mutation: AnyMutation) => {
    const [scope, kind] = mutation.options.mutationKey ?? [];
    const made = mutation.state.variables as RefineVariables | undefined;
    if (scope !== 'data' || (kind !== 'update' && kind !== 'delete')) return undefined;
    if (made?.mutationMode !== 'undoable' || typeof made.resource !== 'string' || made.id === undefined)
      return undefined;
    const operation = kind === 'update' ? 'edit' : 'delete';
    const values = (kind === 'update' ? (made.values ?? {}) : {}) as Values;
    return { resource: made.resource, operation, id: made.id, values, meta: made.meta };
  };

  const open = async (mutation: AnyMutation) => {
    const made = madeIn(mutation);
    const described = made && describe(made.resource, made.operation, made.meta, made.id, made.values);
    const who = author();
    if (!made || !described || !who || !keepable(made.values)) return;
    opened = await page();
    const { store } = opened;
    // settled while the outbox's code came: nothing to keep
    if (mutation.state.status !== 'pending' || byMutation.has(mutation)) return;
    const id = store().add({
      author: who.id,
      token: who.token,
      tab: TAB_ID,
      state: 'waiting',
      window: true,
      resource: made.resource,
      operation: made.operation,
      save: made.operation === 'edit' ? 'edit' : undefined,
      records: described.base ? [described.base] : [],
      values: made.values,
      text: described.text,
    });
    const key = keyOf(made.resource, made.operation, made.id);
    byMutation.set(mutation, { key, id });
    byRecord.set(key, id);
  };

  const close = async (mutation: AnyMutation, error?: unknown) => {
    const kept = byMutation.get(mutation);
    if (!kept) return;
    byMutation.delete(mutation);
    if (byRecord.get(kept.key) === kept.id) byRecord.delete(kept.key);
    // (the sender has it since the page went away: sent, or kept by it for a retry)
    if (left.get(kept.key) === kept.id) {
      left.delete(kept.key);
      return;
    }
    const store = (await page()).store();
    const now = store.get(kept.id);
    // cancelled in the outbox's list, or stored as its session ended: left as it is
    if (!now || now.cancelled || now.state === 'stored') return;
    if (error !== undefined && isRefused(error))
      store.update(kept.id, { state: 'stored', window: undefined });
    else store.remove(kept.id);
  };

  // (one made before the write side's code came is kept all the same)
  for (const mutation of mutations.getAll()) if (mutation.state.status === 'pending') void open(mutation);
  const onLeave = (event: Event) => {
    // (a page put aside whole, to be shown again, keeps its windows: they end as they would)
    const who = author();
    if ((event as Partial<PageTransitionEvent>).persisted || !opened?.sendOwn || !who) return;
    const store = opened.store();
    for (const [key, id] of byRecord) {
      const kept = store.get(id);
      if (!kept?.window || kept.cancelled || kept.author !== who.id) continue;
      store.update(id, { window: undefined });
      byRecord.delete(key);
      left.set(key, id);
      void opened.sendOwn(id, { token: who.token, keepalive: true });
    }
  };
  leave?.addEventListener('pagehide', onLeave);
  const stopHearing = mutations.subscribe((event) => {
    if (event.type !== 'updated') return;
    if (event.action.type === 'pending') void open(event.mutation);
    else if (event.action.type === 'success') void close(event.mutation);
    else if (event.action.type === 'error') void close(event.mutation, event.action.error);
  });

  return {
    async end(resource, operation, id) {
      const key = keyOf(resource, operation, id);
      if (left.has(key)) return 'sent';
      const keptId = byRecord.get(key);
      if (keptId === undefined) return 'send';
      const store = (await page()).store();
      const kept = store.get(keptId);
      if (!kept || kept.cancelled) return 'cancelled';
      // another user signed in within the window: never sent under their token, kept for its author
      if (author()?.id !== kept.author) {
        store.update(keptId, { state: 'stored', window: undefined });
        return 'cancelled';
      }
      store.update(keptId, { window: undefined });
      return store.claim(keptId, TAB_ID) !== undefined ? 'send' : 'cancelled';
    },
    stop() {
      stopHearing();
      leave?.removeEventListener('pagehide', onLeave);
    },
  };
}
