import { renderHook } from '@testing-library/react';
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
    it('answers "phone" from the first render: the desktop layout is never rendered first', () => {
      expect(answersOf(useIsPhone)).not.toContain(false);
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
});
