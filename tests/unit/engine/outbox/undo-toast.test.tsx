import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useUndo } from '../../../../src/engine/outbox/use-undo';
import { RESUME_MIN_MS, UNDO_WINDOW_MS } from '../../../../src/providers/outbox/undo-queue';
import { loadSessionCipher } from '../../../../src/session/session';
import { changePath } from '../../support/change-path';
import { testOutbox } from '../../support/outbox';

beforeAll(() => loadSessionCipher());
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => testOutbox().undoQueue.flushAll({ keepalive: false }));
  vi.useRealTimers();
});

function Offer({ send }: { send: () => Promise<unknown> }) {
  const offer = useUndo();
  useEffect(() => {
    offer({
      resource: 'listing',
      optimistic: new Map([['a', { kind: 'removed' }]]),
      text: 'Hapus: Rumah Dago',
      send,
      stored: { operation: 'delete', records: [{ id: 'a' }], values: {} },
    });
  }, [offer, send]);
  return null;
}

/** A change offered through the app's change path: its toast's "Urungkan", and its send. */
async function offered() {
  const send = vi.fn(() => Promise.resolve());
  const { wrapper: Path } = changePath();
  render(
    <Path>
      <Offer send={send} />
    </Path>,
  );
  const undo = await vi.waitFor(() => screen.getByRole('button', { name: 'Urungkan' }));
  return { send, undo };
}

// the toast is opened through Refine's notification provider and drawn by the app's toast bridge
describe('the undo toast waits for a person', () => {
  it('its window stands still while the pointer is on it or the focus in it, and goes on after', async () => {
    const { send, undo } = await offered();
    const toast = undo.closest('.ant-notification-notice') as HTMLElement;
    fireEvent.mouseEnter(toast);
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 4));
    expect(send).not.toHaveBeenCalled();
    // the pointer leaves while "Urungkan" has the focus: still paused
    act(() => undo.focus());
    fireEvent.mouseLeave(toast);
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 4));
    expect(send).not.toHaveBeenCalled();
    act(() => undo.blur());
    await act(() => vi.advanceTimersByTimeAsync(RESUME_MIN_MS - 1));
    expect(send).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('"Urungkan" takes the change back: nothing is sent and the toast closes by its key', async () => {
    const { send, undo } = await offered();
    act(() => undo.click());
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 2));
    expect(send).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(screen.queryByText('Hapus: Rumah Dago')).toBeNull());
    expect(testOutbox().undoQueue.pending()).toBe(0);
  });
});
