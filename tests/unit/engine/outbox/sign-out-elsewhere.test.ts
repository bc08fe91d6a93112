import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createAppOutbox } from '../../../../src/providers/outbox/app-outbox';
import { UNDO_WINDOW_MS } from '../../../../src/providers/outbox/send-schedule';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Listener = (session: { auth_id: string; email: string } | null, fromOtherTab?: boolean) => void;

/** The session store of this tab, as "Keluar" in another tab reaches it (the `storage` event). */
function sessionStore() {
  let current: { auth_id: string; email: string } | null = { auth_id: 'usr-ana', email: 'ana@demo.id' };
  const listeners = new Set<Listener>();
  return {
    read: () => current,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change(next: typeof current, fromOtherTab: boolean) {
      current = next;
      listeners.forEach((listener) => listener(next, fromOtherTab));
    },
  };
}

describe('"Keluar" in another tab', () => {
  it('this tab sends nothing more of the session that ended: a window running (paused or not) is stored, a run stops', () => {
    const app = createAppOutbox({ leave: new EventTarget() });
    const session = sessionStore();
    app.followSession(session);
    const sent = vi.fn(() => new Promise<undefined>(() => undefined));
    const held = vi.fn(() => undefined);
    const stopped = vi.fn();
    const entry = () => ({
      resource: 'listing',
      optimistic: new Map(),
      send: sent,
      hold: held,
      stop: stopped,
    });
    const paused = app.undoQueue.schedule(entry());
    app.undoQueue.pause(paused);
    app.undoQueue.schedule(entry());
    // a bulk run on its way (no window)
    app.undoQueue.run(entry());
    expect(sent).toHaveBeenCalledTimes(1);

    session.change(null, true);
    vi.advanceTimersByTime(UNDO_WINDOW_MS * 10);
    // the two windows: never sent, stored for their author; the run: nothing more starts
    expect(sent).toHaveBeenCalledTimes(1);
    expect(held).toHaveBeenCalledTimes(2);
    expect(stopped).toHaveBeenCalledTimes(1);
    expect(app.undoQueue.isWaiting(paused)).toBe(false);
    app.dispose();
  });

  it("this tab's own sign-out is not abandoned here (it sends what waits), nor a reload of the same session", () => {
    const app = createAppOutbox({ leave: new EventTarget() });
    const session = sessionStore();
    app.followSession(session);
    const sent = vi.fn(() => Promise.resolve());
    app.undoQueue.schedule({ resource: 'listing', optimistic: new Map(), send: sent });
    session.change({ auth_id: 'usr-ana', email: 'ana@demo.id' }, true);
    session.change(null, false);
    vi.advanceTimersByTime(UNDO_WINDOW_MS);
    expect(sent).toHaveBeenCalledTimes(1);
    app.dispose();
  });
});
