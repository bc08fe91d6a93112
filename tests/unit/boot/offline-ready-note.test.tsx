import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { OFFLINE_READY_SAID_KEY, offlineReady } from '../../../src/boot/offline-app';
import { OfflineReadyNote } from '../../../src/layout/OfflineReadyNote';

afterEach(() => {
  vi.useRealTimers();
  offlineReady.dismiss();
  window.localStorage.clear();
});

describe('the note that the app is kept on the device (src/layout/OfflineReadyNote.tsx)', () => {
  it('says once, as a status, when every part of the app is kept, then goes', async () => {
    render(<OfflineReadyNote />);
    // its code comes in a chunk of its own: the note listens once it has come
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByRole('status')).toBeNull();
    vi.useFakeTimers();
    act(() => offlineReady.ready('v7'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Aplikasi tersimpan di perangkat ini: bisa dibuka tanpa koneksi.',
    );
    expect(window.localStorage.getItem(OFFLINE_READY_SAID_KEY)).toBe('v7');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('status')).toBeNull();

    // the next visit of the same version says nothing
    act(() => offlineReady.ready('v7'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
