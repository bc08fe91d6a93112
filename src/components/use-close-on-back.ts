import { useEffect, useRef } from 'react';

import { pageLeaving } from './page-leaving';

/** Where the open dialogs' ids sit in the history entry's state, beside react-router's own. */
const DIALOGS = 'dialogs';
/**
 * This page load's mark in its dialogs' ids: the browser keeps a history entry's state across a
 * reload, and an id an earlier load left there must never pass for a dialog open now.
 */
const PAGE_LOAD = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
let made = 0;

function dialogsOf(state: unknown): string[] {
  const list = (state as Record<string, unknown> | null)?.[DIALOGS];
  return Array.isArray(list) ? list.filter((one): one is string => typeof one === 'string') : [];
}

/**
 * A page loaded on an entry its dialogs had added (reloaded with a dialog open, or come back to from
 * another site) has no dialog open: it steps back over those entries, each one the same address, so
 * that the next Back closes the next dialog, or leaves the screen, at its first press. Run as the
 * page loads, before anything can open a dialog.
 */
function leaveEarlierDialogEntries() {
  const left = dialogsOf(window.history.state).length;
  if (left > 0) window.history.go(-left);
}
if (typeof window !== 'undefined') leaveEarlierDialogEntries();

/**
 * The browser's Back (a phone's back gesture) closes an open dialog or drawer instead of leaving the
 * screen under it. Opening adds a history entry for the same address, a copy of the current one with
 * the dialog's id (react-router keeps its key and index in it, so it sees no move); Back takes it
 * away, and `close` runs. `close` returns false when the dialog stays (a save it aborts instead): its
 * entry is put back. Closed by its own buttons, the dialog takes its entry back, unless the app has
 * moved on to another address meanwhile (that entry is then the one Back leaves).
 */
export function useCloseOnBack(open: boolean, close: () => boolean | void) {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open) return;
    made += 1;
    const id = `dialog-${PAGE_LOAD}-${made}`;
    const push = () => {
      const state: unknown = window.history.state;
      const base = typeof state === 'object' && state !== null ? state : {};
      window.history.pushState({ ...base, [DIALOGS]: [...dialogsOf(state), id] }, '');
    };
    push();
    let backed = false;
    const onPop = (event: PopStateEvent) => {
      if (backed || dialogsOf(event.state).includes(id)) return;
      if (latest.current() === false) push();
      else backed = true;
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (backed) return;
      // after the click's other work (a navigation made with the closing has pushed its own entry),
      // yet in the closing's own task: a move of the history that reaches the browser after a reload
      // began (Escape, then at once a reload) cancels that reload, and the page stays as it was; and
      // never once the page is leaving
      queueMicrotask(() => {
        if (pageLeaving()) return;
        if (dialogsOf(window.history.state).at(-1) === id) window.history.back();
      });
    };
  }, [open]);
}
