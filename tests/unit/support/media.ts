import { afterEach, beforeEach } from 'vitest';

/** A `window.matchMedia` whose queries match as `matches` says (the test DOM answers every query as no match). */
export function mediaStub(matches: (query: string) => boolean): typeof window.matchMedia {
  return ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** A desktop: every query matches, so antd's responsive sider and grid keep the wide layout. */
export const desktopMedia = mediaStub(() => true);

/** A phone held upright: only antd's `xs` query (max-width: 575px) matches. */
export const phoneMedia = mediaStub((query) => query.includes('max-width: 575'));

/** The tests of the enclosing `describe` run on a phone held upright. */
export function onPhone(): void {
  let before: typeof window.matchMedia;
  beforeEach(() => {
    before = window.matchMedia;
    window.matchMedia = phoneMedia;
  });
  afterEach(() => {
    window.matchMedia = before;
  });
}
