/**
 * The page going away (tab closed, reload, another site) as an event target of its own, relaying the
 * window's `beforeunload` and `pagehide`. main.tsx starts the relay before anything else listens (the
 * demo backend's worker stops answering on those same events), so what listens here, the page's undo
 * queue (app-outbox.ts, made later with the providers), still runs first.
 */
export const pageLeave = new EventTarget();

export function relayPageLeave(target: Pick<Window, 'addEventListener'>): void {
  for (const type of ['beforeunload', 'pagehide'])
    target.addEventListener(type, (event) =>
      // (`persisted`: a page put aside whole, to be shown again, is not gone)
      pageLeave.dispatchEvent(
        Object.assign(new Event(type), { persisted: (event as PageTransitionEvent).persisted === true }),
      ),
    );
}
