import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { APP_KEPT_SAID_KEY, appKept } from '../../../src/boot/app-keeping';
import { AppKeptNote } from '../../../src/layout/AppKeptNote';

afterEach(() => {
  vi.useRealTimers();
  appKept.dismiss();
  window.localStorage.clear();
});

describe('the note that the app is kept on the device (src/layout/AppKeptNote.tsx)', () => {
  it('says once, as a status, when every part of the app is kept, then goes', async () => {
    render(<AppKeptNote />);
    // its code comes in a chunk of its own: the note listens once it has come
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByRole('status')).toBeNull();
    vi.useFakeTimers();
    act(() => appKept.kept('v7'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Aplikasi tersimpan di perangkat ini: bisa dibuka tanpa koneksi.',
    );
    expect(window.localStorage.getItem(APP_KEPT_SAID_KEY)).toBe('v7');
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('status')).toBeNull();

    // the next visit of the same version says nothing
    act(() => appKept.kept('v7'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
