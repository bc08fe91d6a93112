import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useFirstFew } from '../../../src/components/use-first-few';

const TEN = Array.from({ length: 10 }, (_, index) => index);

describe('useFirstFew', () => {
  it('shows the first few in the first drawing, then all of them, and all from then on', async () => {
    const drawn: number[] = [];
    const { result, rerender } = renderHook(
      ({ items }) => {
        const shown = useFirstFew(items, 4);
        drawn.push(shown.length);
        return shown;
      },
      { initialProps: { items: TEN } },
    );
    // (the test's renders run every update through at once: the drawings it made are what counts)
    expect(drawn[0]).toBe(4);
    await waitFor(() => expect(result.current).toEqual(TEN));
    // another page of rows is drawn whole at once
    const next = TEN.map((n) => n + 10);
    rerender({ items: next });
    expect(result.current).toEqual(next);
  });

  it('shows a short list whole at once', () => {
    const { result } = renderHook(() => useFirstFew([1, 2], 4));
    expect(result.current).toEqual([1, 2]);
  });
});
