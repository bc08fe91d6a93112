import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useUndo } from '../../../../src/engine/outbox/use-undo';
import { RESUME_MIN_MS, UNDO_WINDOW_MS } from '../../../../src/providers/outbox/send-schedule';
import { changePath, withChangePathWire } from '../../support/change-path';
import { testOutbox } from '../../support/outbox';
import { recorded } from '../../support/wire';

withChangePathWire();
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Offer() {
  const offer = useUndo();
  useEffect(() => {
    offer({
      resource: 'listing',
      optimistic: new Map([['a', { kind: 'removed' }]]),
      text: 'Hapus: Rumah Dago',
      stored: { operation: 'delete', records: [{ id: 'a' }], values: {} },
    });
  }, [offer]);
  return null;
}

/** A change offered through the app's change path: its toast's "Urungkan", and the DELETEs the service received. */
async function offered() {
  const { wrapper: Path } = changePath();
  render(
    <Path>
      <Offer />
    </Path>,
  );
  const undo = await vi.waitFor(() => screen.getByRole('button', { name: 'Urungkan' }));
  const deletes = () => recorded.filter((request) => request.method === 'DELETE');
  return { deletes, undo };
}

// the toast is opened through Refine's notification provider and drawn by the app's toast bridge
describe('the undo toast waits for a person', () => {
  it('its window stands still while the pointer is on it or the focus in it, and goes on after', async () => {
    const { deletes, undo } = await offered();
    const toast = undo.closest('.ant-notification-notice') as HTMLElement;
    fireEvent.pointerMove(toast, { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 4));
    expect(undo.isConnected, 'the toast closed: its window ended').toBe(true);
    expect(deletes()).toHaveLength(0);
    // the pointer leaves while "Urungkan" has the focus: still paused
    act(() => undo.focus());
    fireEvent.pointerLeave(toast);
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 4));
    expect(undo.isConnected, 'the toast closed: its window ended').toBe(true);
    expect(deletes()).toHaveLength(0);
    act(() => undo.blur());
    await act(() => vi.advanceTimersByTimeAsync(RESUME_MIN_MS - 1));
    expect(undo.isConnected, 'the toast closed: its window ended').toBe(true);
    expect(deletes()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS));
    await vi.waitFor(() => expect(deletes()).toHaveLength(1));
  });

  it('a toast drawn under a resting pointer, or under a finger, does not stop its window', async () => {
    const { deletes, undo } = await offered();
    const toast = undo.closest('.ant-notification-notice') as HTMLElement;
    // the browser's mouseenter on a toast opened under a still pointer, then a finger on it
    fireEvent.mouseEnter(toast);
    fireEvent.pointerMove(toast, { pointerType: 'touch' });
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS));
    await vi.waitFor(() => expect(deletes()).toHaveLength(1));
  });

  it('"Urungkan" takes the change back: nothing is sent and the toast closes by its key', async () => {
    const { deletes, undo } = await offered();
    act(() => undo.click());
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 2));
    expect(deletes()).toHaveLength(0);
    await vi.waitFor(() => expect(screen.queryByText('Hapus: Rumah Dago')).toBeNull());
    expect(testOutbox().undoQueue.pending()).toBe(0);
  });
});
