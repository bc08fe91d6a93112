import { useEffect, useRef } from 'react';

import { pageLeaving } from './page-leaving';

/** Where the open dialogs' ids sit in the history entry's state, beside react-router's own. */
const DIALOGS = 'dialogs';
/**
 * This page load's mark in its dialogs' ids: the browser keeps a history entry's state across a
 * reload, and an id an earlier load left there must never pass for a dialog open now.
 */
const PAGE_LOAD = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
// global: ids unique within this page's one history.
let made = 0;

function dialogsOf(state: unknown): string[] {
  const list = (state as Record<string, unknown> | null)?.[DIALOGS];
  return Array.isArray(list) ? list.filter((one): one is string => typeof one === 'string') : [];
}

/**
 * The steps back the closed dialogs have asked of the browser and it has not taken yet. The browser
 * takes a step later, in its own time, and says so with a `popstate`: an entry the app added
 * meanwhile (a link followed at once after a dialog was closed) would be the one the step takes
 * away, and the app would be back on the screen it left. So while a step is on its way the app's
 * own moves of the history wait, and are made in their order once it is taken; the router then
 * hears of them as of a move of the history (it shows the address the history holds). A step's own
 * `popstate` concerns no one else: the address is the same, and no other dialog is closed by it.
 */
// global: the page has one history: every dialog's Back shares it.
let stepsOnTheirWay = 0;
const waiting: (() => void)[] = [];
/** Whether a move of the app's waited for a step: the router is told once all have been made. */
// global: the page's one history (as above).
let movedMeanwhile = false;
/** While the router is told so, the open dialogs take the `popstate` for no Back. */
// global: the page's one history (as above).
let tellingTheRouter = false;
/**
 * A step the browser never reports (it should not happen) does not hold the app's moves for good:
 * settled by a timer, or by the next move once the timer is late (a page frozen meanwhile).
 */
const STEP_AT_MOST_MS = 3000;
// global: the page's one history (as above).
let stepTimer: ReturnType<typeof setTimeout> | undefined;
// global: the page's one history (as above).
let steppedAt = 0;

function settle() {
  stepsOnTheirWay = 0;
  clearTimeout(stepTimer);
  while (waiting.length > 0) {
    waiting.shift()?.();
    // one that stepped back again: the rest waits for that step
    if (stepsOnTheirWay > 0) return;
  }
  if (!movedMeanwhile) return;
  movedMeanwhile = false;
  tellingTheRouter = true;
  try {
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  } finally {
    tellingTheRouter = false;
  }
}

/** Whether a step back is on its way still (one past its limit no longer is). */
function stepping() {
  const since = Date.now() - steppedAt;
  if (stepsOnTheirWay > 0 && (since > STEP_AT_MOST_MS || since < 0)) settle();
  return stepsOnTheirWay > 0;
}

/** Runs `run` at once when no step back is on its way, else once the browser has taken it. */
function whenHistorySettled(run: () => void) {
  if (!stepping()) run();
  else waiting.push(run);
}

// global: window.history's methods are wrapped once per page.
let holding = false;
/** From the first step back on, the app's pushState and replaceState wait for a step on its way. */
function holdMovesWhileStepping() {
  if (holding) return;
  holding = true;
  const { history } = window;
  for (const name of ['pushState', 'replaceState'] as const) {
    const own = history[name].bind(history);
    history[name] = (...args: Parameters<History['pushState']>) => {
      if (!stepping()) {
        own(...args);
        return;
      }
      movedMeanwhile = true;
      waiting.push(() => own(...args));
    };
  }
  window.addEventListener(
    'popstate',
    (event) => {
      if (stepsOnTheirWay === 0) return;
      event.stopImmediatePropagation();
      stepsOnTheirWay -= 1;
      if (stepsOnTheirWay === 0) settle();
    },
    true,
  );
}

function stepBack() {
  holdMovesWhileStepping();
  stepsOnTheirWay += 1;
  steppedAt = Date.now();
  clearTimeout(stepTimer);
  stepTimer = setTimeout(settle, STEP_AT_MOST_MS);
  window.history.back();
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
    whenHistorySettled(push);
    let backed = false;
    const onPop = (event: PopStateEvent) => {
      if (backed || tellingTheRouter || dialogsOf(event.state).includes(id)) return;
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
      // (and after the steps back of the dialogs closed just before: this one's entry is on top then)
      queueMicrotask(() =>
        whenHistorySettled(() => {
          if (pageLeaving()) return;
          if (dialogsOf(window.history.state).at(-1) === id) stepBack();
        }),
      );
    };
  }, [open]);
}
