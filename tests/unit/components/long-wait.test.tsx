import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LONG_WAIT_MS, LongWaitNotice, useLongWait } from '../../../src/components/long-wait';

function Wait({ active, onCancel }: { active: boolean; onCancel: () => void }) {
  const { long, keepWaiting } = useLongWait(active);
  return long ? <LongWaitNotice onCancel={onCancel} onKeepWaiting={keepWaiting} /> : <p>menyimpan</p>;
}

describe('a long wait (the contract sets no timeout)', () => {
  afterEach(() => vi.useRealTimers());

  it('past 15 s says it still waits, with "Batalkan" and "Tetap tunggu"; keeping on asks again 15 s later', () => {
    vi.useFakeTimers();
    const onCancel = vi.fn();
    const { rerender } = render(<Wait active onCancel={onCancel} />);
    act(() => void vi.advanceTimersByTime(LONG_WAIT_MS - 1));
    expect(screen.queryByText(/Masih menunggu/)).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText(/Masih menunggu jawaban server/)).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Batalkan' }).click());
    expect(onCancel).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole('button', { name: 'Tetap tunggu' }).click());
    expect(screen.queryByText(/Masih menunggu/)).toBeNull();
    act(() => void vi.advanceTimersByTime(LONG_WAIT_MS));
    expect(screen.getByText(/Masih menunggu/)).toBeInTheDocument();
    // the wait ends: the question goes; a new wait starts its own 15 s
    rerender(<Wait active={false} onCancel={onCancel} />);
    expect(screen.queryByText(/Masih menunggu/)).toBeNull();
    rerender(<Wait active onCancel={onCancel} />);
    expect(screen.queryByText(/Masih menunggu/)).toBeNull();
    act(() => void vi.advanceTimersByTime(LONG_WAIT_MS));
    expect(screen.getByText(/Masih menunggu/)).toBeInTheDocument();
  });
});
