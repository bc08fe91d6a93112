import { reset as setAntdStylePaths } from '@ant-design/cssinjs/lib/util/cacheMapUtil';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterEach, expect, vi } from 'vitest';

import { DEMO_ACCOUNTS } from '../src/mocks/accounts';
import { readReplyShapeFromBrowser } from '../src/mocks/lib/reply-shape';
import { loadRegistry } from '../src/resources/load-registry';
import { discardDrafts, draftUserOf } from '../src/session/drafts';
import { loadSessionCipher } from '../src/session/session';
import { desktopMedia } from './unit/support/media';
import { setTestNetwork } from './unit/support/network';
import { takeTestOutbox } from './unit/support/outbox';
import { releaseUndoWindows } from './unit/support/undo';

import '@testing-library/jest-dom/vitest';

// React's development build captures an `Error` per element for its owner stacks (up to 10,000 per
// render): a seventh of the suite's CPU time, and no test reads an owner stack. React skips the
// capture once a render's count is spent, so the count is held spent. (React's warnings still name
// their component; the browser suite runs the production build.)
const reactInternals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals)
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 1e4,
    set: () => undefined,
  });

// findBy* / waitFor wait up to 8 s, in every file alike (set once here, never by a helper a file
// happens to import): on a loaded 2-core CI machine lazy chunks and antd's first renders are slow
configure({ asyncUtilTimeout: 8000 });

// the app loads the session's cipher before any stored session is read (main.tsx, login, another tab);
// tests that write sessions directly get it up front (tests/unit/build/entry-weight.test.tsx checks the guard)
await loadSessionCipher();

// what the providers load once a session exists (the registry, the data and live providers' code) is
// loaded up front too: a test that writes a session and ends at once left those imports running into
// the next file's environment (the files of a worker share their modules)
await Promise.all([
  loadRegistry(),
  import('../src/providers/data-provider'),
  import('../src/providers/live-provider'),
  import('../src/providers/live/socket-manager'),
]);

// the tests' network has no page server to ask (src/http/reachable.ts): it answers unless a test says
// otherwise, and each test starts online
vi.mock('../src/http/reachable', async () => ({
  networkAnswers: (await import('./unit/support/network')).testNetworkAnswers,
}));
afterEach(() => {
  setTestNetwork(true);
  onlineManager.setOnline(true);
});

// a test that held the undo windows (tests/unit/support/undo.ts) leaves the app's 5 s to the next
afterEach(() => releaseUndoWindows());

// No test leaves state behind for the next one: a fake clock still on, or a change still in its
// page's undo queue (tests/unit/support/outbox.ts), whose timer would send it during a later test.
// What was sent at a test's end may still be settling: it gets a moment. Its outbox ends either way.
afterEach(async () => {
  const fakeClock = vi.isFakeTimers();
  if (fakeClock) vi.useRealTimers();
  const outbox = takeTestOutbox();
  const settled =
    !outbox ||
    (await vi
      .waitFor(() => expect(outbox.undoQueue.pending()).toBe(0), { timeout: 2000 })
      .then(() => true)
      .catch(() => false));
  outbox?.dispose();
  if (fakeClock) throw new Error('The test left fake timers on: end it with vi.useRealTimers().');
  if (!settled)
    throw new Error('The test left a change in the undo queue: end its window (endUndoWindows) or undo it.');
});

// a form's draft kept by one test is not offered back in the next (the tests sign in as demo accounts)
afterEach(async () => {
  await Promise.all(DEMO_ACCOUNTS.map((account) => discardDrafts(draftUserOf(account))));
});

if (typeof window !== 'undefined') {
  // antd's responsive sider and grid read matchMedia; the test DOM matches no query. `matches: true` keeps the
  // desktop layout (with false the sider becomes a closed drawer).
  Object.defineProperty(window, 'matchMedia', { writable: true, value: desktopMedia });
  window.scrollTo = () => undefined;
  // the test DOM draws nothing: charts see no 2D context and leave their canvas empty (the browser suite draws)
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  }
  afterEach(() => {
    cleanup();
    // what a test wrote into the page itself (a boot skeleton's root, a page's first markup) goes
    // too: the files of a worker share one document, and a later test counts what it finds there
    document.body.replaceChildren();
    window.localStorage.clear();
    window.sessionStorage.clear();
    // every test starts with the demo's own reply shape; a test of another shape sets it itself
    readReplyShapeFromBrowser();
    // a test that hid the page (pagehide, beforeunload) leaves it shown to the next: a leaving page's
    // dialogs leave the history alone (src/components/page-leaving.ts)
    window.dispatchEvent(new Event('pageshow'));
  });
}

if (typeof window !== 'undefined') {
  // antd generates no style in the tests: its record of the styles a CSS file already holds (antd's
  // own hook for tests) names every one, so antd skips making and injecting them. The stand-in below
  // reads none of them anyway, and making them took about a tenth of the suite's CPU time. (antd's CSS
  // variables are still set; the browser suite runs the real styles.)
  setAntdStylePaths(new Proxy({}, { get: () => 'test' }), true);

  // the test DOM resolves getComputedStyle against every stylesheet, and antd injects thousands of
  // rules: without this the suite takes half as long again. Tests only need what hides an element: inline styles, the `hidden`
  // attribute and antd's `*-hidden` classes (`.ant-popover-hidden { display: none }` and kin).
  // The real cascade is exercised by the browser suite.
  const fastComputedStyle = (element: Element): CSSStyleDeclaration => {
    const style = document.createElement('span').style;
    if (element instanceof HTMLElement || element instanceof SVGElement)
      style.cssText = element.style.cssText;
    const hiddenByClass = Array.from(element.classList ?? []).some((name) => name.endsWith('-hidden'));
    if (hiddenByClass || element.hasAttribute?.('hidden')) style.display = 'none';
    return style;
  };
  window.getComputedStyle = ((element: Element, pseudo?: string | null) =>
    pseudo
      ? document.createElement('span').style
      : fastComputedStyle(element)) as typeof window.getComputedStyle;
}
