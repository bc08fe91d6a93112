import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CHUNK_RELOAD_KEY, isChunkLoadError, recoverFromChunkError } from '../../../src/boot/chunk-recovery';
import { CrashBoundary } from '../../../src/components/CrashBoundary';
import { PageCrash } from '../../../src/components/PageCrash';
import { ScreenCrashBoundary } from '../../../src/components/ScreenCrashBoundary';
import { MemoryStorage } from '../support/memory-storage';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://x/assets/Shell-old.js');

function brokenChunk() {
  const Broken = lazy(() => Promise.reject(chunkError()));
  return (
    <Suspense fallback={<p>memuat</p>}>
      <Broken />
    </Suspense>
  );
}

describe('a chunk that fails to load', () => {
  const reload = vi.fn();
  afterEach(() => {
    reload.mockReset();
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('is told from other errors', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads once, then not again within the minute', () => {
    const storage = new MemoryStorage();
    let now = 1_000_000;
    const deps = { storage, reload, now: () => now };
    expect(recoverFromChunkError(deps)).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
    now += 5_000;
    expect(recoverFromChunkError(deps)).toBe('failed');
    expect(reload).toHaveBeenCalledTimes(1);
    now += 120_000; // a later deploy in the same tab reloads again
    expect(recoverFromChunkError(deps)).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads the page from the boundary above the routes, then shows a message with a reload button', async () => {
    const reloadSpy = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload: reloadSpy });
    const first = render(<CrashBoundary fallback={PageCrash}>{brokenChunk()}</CrashBoundary>);
    await vi.waitFor(() => expect(reloadSpy).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    first.unmount();

    // the reloaded page fails again: no second reload, a clear message instead
    render(<CrashBoundary fallback={PageCrash}>{brokenChunk()}</CrashBoundary>);
    expect(await screen.findByText('Versi baru aplikasi tersedia')).toBeInTheDocument();
    expect(reloadSpy).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Muat ulang halaman' }));
    expect(reloadSpy).toHaveBeenCalledTimes(2);
  });

  it('inside the shell shows the same message in the screen once the reload did not help', async () => {
    const reloadSpy = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload: reloadSpy });
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    render(<ScreenCrashBoundary>{brokenChunk()}</ScreenCrashBoundary>);
    expect(await screen.findByText('Versi baru aplikasi tersedia')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Muat ulang halaman' }));
    expect(reloadSpy).toHaveBeenCalledTimes(1);
  });
});

describe('the boundary above the routes', () => {
  it('replaces a crash with a message and a reload action', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reloadSpy = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload: reloadSpy });
    const Boom = () => {
      throw new Error('router exploded');
    };
    render(
      <CrashBoundary fallback={PageCrash}>
        <Boom />
      </CrashBoundary>,
    );
    expect(await screen.findByText('Aplikasi mengalami kesalahan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Muat ulang halaman' }));
    expect(reloadSpy).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
