import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useBelow, useIsPhone } from '../../../src/components/use-is-phone';
import { mediaStub, onPhone } from '../support/media';

// every answer the hook gave, from its first render on
function answersOf(hook: () => boolean): boolean[] {
  const answers: boolean[] = [];
  renderHook(() => answers.push(hook()));
  return answers;
}

describe('useIsPhone', () => {
  describe('on a phone', () => {
    onPhone();
    it('answers "phone" from the first render, in one render: the desktop layout is never rendered first, and nothing is rendered twice as it mounts', () => {
      expect(answersOf(useIsPhone)).toEqual([true]);
    });
  });

  it('answers "not a phone" on a desktop, from the first render', () => {
    expect(answersOf(useIsPhone)).not.toContain(true);
  });

  it('between antd\'s sm and lg breakpoints: not a phone, but below lg (the shell\'s drawer menu)', () => {
    const before = window.matchMedia;
    window.matchMedia = mediaStub((query) => !/min-width: (992|1200|1600)px/.test(query));
    try {
      expect(answersOf(useIsPhone)).not.toContain(true);
      expect(answersOf(() => useBelow('lg'))).not.toContain(false);
    } finally {
      window.matchMedia = before;
    }
  });

  it('follows the window across the breakpoint (a phone turned sideways, a window resized)', () => {
    const before = window.matchMedia;
    let wide = false;
    const listeners = new Set<() => void>();
    window.matchMedia = ((query: string) => ({
      ...mediaStub(() => wide)(query),
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
    try {
      const { result, unmount } = renderHook(useIsPhone);
      expect(result.current).toBe(true);
      act(() => {
        wide = true;
        listeners.forEach((listener) => listener());
      });
      expect(result.current).toBe(false);
      unmount();
      expect(listeners.size).toBe(0);
    } finally {
      window.matchMedia = before;
    }
  });
});
