import type { BaseRecord } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { UPDATED_MS } from '../record/use-changed-fields';

/** A pointer let go still acts for a moment: its click lands, and the menu or dialog it opens is drawn. */
const RELEASE_MS = 300;
/** While a refresh is held, how often the list looks whether the person is done acting. */
const LOOK_EVERY_MS = 500;

/** One answer of the list's query: its rows, when it was fetched (0: none yet), and for which page, sort and filters. */
export interface ListAnswer {
  rows: readonly BaseRecord[];
  at: number;
  view: string;
}

/** A row's key, as the list keys its rows (use-resource-list.ts, ROW_KEY): its id, else its place. */
export const followKeyOf = (row: BaseRecord, index: number) => String(row.id ?? `row-${index}`);

export interface RowChanges {
  /** The rows changed or new, by key: they stand out for a moment. */
  marked: ReadonlySet<string>;
  /** How many rows changed, came or went. */
  count: number;
}

/** What a newer answer changes in the rows shown. */
export function rowChanges(before: readonly BaseRecord[], after: readonly BaseRecord[]): RowChanges {
  const was = new Map(before.map((row, index) => [followKeyOf(row, index), JSON.stringify(row)]));
  const marked = new Set<string>();
  after.forEach((row, index) => {
    const key = followKeyOf(row, index);
    if (was.get(key) !== JSON.stringify(row)) marked.add(key);
    was.delete(key);
  });
  return { marked, count: marked.size + was.size };
}

const NONE: ReadonlySet<string> = new Set();

/** The same pending looks, record by record (the outbox rebuilds its maps when another list's change moves). */
function sameLooks(a?: ReadonlyMap<string, unknown>, b?: ReadonlyMap<string, unknown>): boolean {
  if (a === b) return true;
  if ((a?.size ?? 0) !== (b?.size ?? 0)) return false;
  for (const [key, look] of a ?? []) if (b?.get(key) !== look) return false;
  return true;
}
const answerKey = (answer: ListAnswer) => `${answer.view}@${answer.at}`;

/** A field a person types in (a filter's search), not a box they tick. */
function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.matches('input:not([type="checkbox"]):not([type="radio"]):not([type="button"]), textarea')
  );
}

/** A dialog or drawer is open on the page (antd keeps a closed dialog's wrapper, hidden). */
function dialogOpen(): boolean {
  for (const wrap of document.querySelectorAll<HTMLElement>('.ant-modal-wrap'))
    if (wrap.style.display !== 'none') return true;
  return document.querySelector('.ant-drawer-open') !== null;
}

/** A row's menu or confirmation, or a filter's choices, is open in the list. */
function menuOpen(root: HTMLElement): boolean {
  return root.querySelector('.ant-dropdown-open, .ant-popover-open, [aria-expanded="true"]') !== null;
}

/**
 * The rows a list shows as its query is read again (on focus, when the network returns, on a live
 * event): a newer answer for the same page, sort and filters shows at once, its changed rows marked
 * for a moment; while the person acts on the list (`busy`: rows chosen, a dialog of the list open;
 * a row's menu open, a pointer pressed in the list, text typed in its filters, any dialog open) it is
 * held, and `held` says how many rows it would change, until `show` or the person is done. Another
 * page, sort or filter shows at once: it is what the person asked for; so does the answer to the
 * person's own change (a change sent from this page: any mutation that succeeded; `own`, the outbox's
 * pending looks of the list, while one waits), from the change to the next answer shown: held, it
 * would give the rows back as they were before it, or keep them so under the dialog that made it.
 */
export function useFollowedRows(
  answer: ListAnswer,
  {
    root,
    busy,
    own,
  }: { root?: RefObject<HTMLElement | null>; busy: boolean; own?: ReadonlyMap<string, unknown> },
) {
  const [shown, setShown] = useState<ListAnswer>(answer);
  const [holding, setHolding] = useState('');
  const [marked, setMarked] = useState<ReadonlySet<string>>(NONE);
  const pressed = useRef(false);
  const typing = useRef(false);
  // the person's own change made, waiting or ended since the rows shown were read
  const ownSince = useRef(false);
  const ownNow = useRef(own);
  const ownPending = own !== undefined && own.size > 0;
  const latestView = useRef(answer.view);
  const queryClient = useQueryClient();

  const newer = answer.at !== shown.at || answer.view !== shown.view;
  // the same page read again, both answers real (not the empty one while the first call is on its way)
  const refresh = newer && answer.view === shown.view && shown.at > 0 && answer.at > 0;
  const changes = useMemo(
    () => (refresh ? rowChanges(shown.rows, answer.rows) : null),
    [refresh, shown.rows, answer.rows],
  );
  const held = newer && holding === answerKey(answer);

  // what the listeners and timers read: the render's latest
  const latest = useRef({ answer, changes, busy, held, ownPending });
  latest.current = { answer, changes, busy, held, ownPending };

  const acting = useCallback(() => {
    const element = root?.current;
    return (
      latest.current.busy ||
      pressed.current ||
      typing.current ||
      dialogOpen() ||
      (element ? menuOpen(element) : false)
    );
  }, [root]);

  const show = useCallback(() => {
    const { answer: next, changes: found } = latest.current;
    setShown(next);
    setHolding('');
    if (found && found.marked.size > 0) setMarked(found.marked);
    if (!latest.current.ownPending) ownSince.current = false;
  }, []);

  // A newer answer, before it is drawn: shown, or held while the person acts. Decided while rendering
  // (React's way of adjusting state to a new prop): the list then draws once per answer, where a
  // layout effect drew it first with the rows before, then again.
  if (newer && !held) {
    // the filter typed has been applied: the person is no longer typing it
    if (answer.view !== latestView.current) typing.current = false;
    latestView.current = answer.view;
    if (!changes || changes.count === 0) {
      setShown(answer);
      if (holding) setHolding('');
    } else if (!ownSince.current && acting()) setHolding(answerKey(answer));
    else show();
  }

  /** Shows a held refresh once the person is no longer acting on the list. */
  const look = useCallback(() => {
    if (latest.current.held && !acting()) show();
  }, [acting, show]);

  // a change this page sent was answered (a form's save, an action, a delete): the answers after it
  // hold it, and show at once
  useEffect(() => {
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') ownSince.current = true;
    });
  }, [queryClient]);

  // the person's own change made or ended: a refresh held meanwhile holds it, and shows with it
  useLayoutEffect(() => {
    const before = ownNow.current;
    ownNow.current = own;
    if (sameLooks(before, own)) return;
    ownSince.current = true;
    if (latest.current.held) show();
  }, [own, show]);

  // the person's acts, as the list's element hears them: a pointer pressed, text typed in a filter
  useEffect(() => {
    const element = root?.current;
    if (!element) return undefined;
    let release: ReturnType<typeof setTimeout> | undefined;
    const down = () => {
      clearTimeout(release);
      pressed.current = true;
    };
    const up = () => {
      if (!pressed.current) return;
      clearTimeout(release);
      release = setTimeout(() => {
        pressed.current = false;
        look();
      }, RELEASE_MS);
    };
    const typed = (event: Event) => {
      if (isTextField(event.target)) typing.current = true;
    };
    const left = (event: Event) => {
      if (!isTextField(event.target)) return;
      typing.current = false;
      look();
    };
    element.addEventListener('pointerdown', down);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    element.addEventListener('input', typed);
    element.addEventListener('focusout', left);
    return () => {
      clearTimeout(release);
      element.removeEventListener('pointerdown', down);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      element.removeEventListener('input', typed);
      element.removeEventListener('focusout', left);
    };
  }, [root, look]);

  // a menu or a dialog closing says nothing the list hears: while a refresh is held, it looks
  useEffect(() => {
    if (!held) return undefined;
    const timer = setInterval(look, LOOK_EVERY_MS);
    return () => clearInterval(timer);
  }, [held, look]);
  // the rows no longer chosen, the list's dialog closed: at once
  useEffect(() => {
    if (!busy) look();
  }, [busy, look]);

  useEffect(() => {
    if (marked.size === 0) return undefined;
    const timer = setTimeout(() => setMarked(NONE), UPDATED_MS);
    return () => clearTimeout(timer);
  }, [marked]);

  return {
    /** The rows as the server answered, as shown (a held refresh not yet). */
    rows: newer ? shown.rows : answer.rows,
    /** How many rows a held refresh changes; 0 when none is held. */
    held: held && changes ? changes.count : 0,
    /** Shows the held refresh. */
    show,
    /** Rows changed by the refresh just shown, by key (for a moment). */
    updated: marked,
  };
}

export type FollowedRows = ReturnType<typeof useFollowedRows>;
