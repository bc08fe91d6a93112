import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { REDUCED_MOTION_QUERY, usePrefersReducedMotion } from '../../../src/theme/reduced-motion';
import { themeOf } from '../../../src/theme/theme';

const stubbed = window.matchMedia;
afterEach(() => {
  window.matchMedia = stubbed;
});

/** A system setting the test switches, answering only the reduced-motion query. */
function fakeSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const setting = { reduce };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === REDUCED_MOTION_QUERY && setting.reduce;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(value: boolean) {
      setting.reduce = value;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('reduced motion', () => {
  it('turns antd motion off in either theme, and leaves the theme as it is otherwise', () => {
    expect(themeOf('light', true).token?.motion).toBe(false);
    expect(themeOf('dark', true).token?.motion).toBe(false);
    expect(themeOf('dark', true).token?.colorBgLayout).toBe(themeOf('dark').token?.colorBgLayout);
    expect(themeOf('light').token?.motion).toBeUndefined();
  });

  it('follows the system setting live', () => {
    const setting = fakeSetting(false);
    const { result } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    act(() => setting.set(true));
    expect(result.current).toBe(true);
  });
});
