import { onlineManager } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  recoverFromChunkError,
} from '../../../src/boot/chunk-recovery';
import { CrashBoundary } from '../../../src/components/CrashBoundary';
import { lazyDialog, lazyPart } from '../../../src/components/lazy-part';
import { PageCrash } from '../../../src/components/PageCrash';
import { ScreenCrashBoundary } from '../../../src/engine/ScreenCrashBoundary';
import { isOnline } from '../../../src/http/online';
import { MemoryStorage } from '../support/memory-storage';
import { setTestNetwork } from '../support/network';

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

  it('reloads once, then not again within the minute', async () => {
    const storage = new MemoryStorage();
    let now = 1_000_000;
    const deps = { storage, reload, now: () => now, answers: async () => true };
    expect(await recoverFromChunkError(deps)).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
    now += 5_000;
    expect(await recoverFromChunkError(deps)).toBe('failed');
    expect(reload).toHaveBeenCalledTimes(1);
    now += 120_000; // a later deploy in the same tab reloads again
    expect(await recoverFromChunkError(deps)).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('offline never reloads (the browser would show its offline page)', async () => {
    const storage = new MemoryStorage();
    const asked: string[] = [];
    const answers = async () => {
      asked.push('/');
      return false;
    };
    expect(await recoverFromChunkError({ storage, reload, answers })).toBe('offline');
    expect(reload).not.toHaveBeenCalled();
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    expect(asked).toEqual(['/']);
    // the failures of one moment share one decision
    const both = await Promise.all([
      recoverFromChunkError({ storage, reload, answers }),
      recoverFromChunkError({ storage, reload, answers }),
    ]);
    expect(both).toEqual(['offline', 'offline']);
    expect(asked).toHaveLength(2);
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

describe('a part of the app asked for offline', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says on the spot that it cannot load without a connection, keeps the page, and loads once online', async () => {
    const reloadSpy = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload: reloadSpy });
    let network = false;
    setTestNetwork(() => network);
    let tries = 0;
    const Dialog = lazyDialog(async () => {
      tries += 1;
      if (!network) throw chunkError();
      return { default: ({ onClose }: { onClose: () => void }) => <button onClick={onClose}>Simpan jadwal</button> };
    });
    const onClose = vi.fn();
    render(
      <>
        <p>Daftar jadwal</p>
        <Suspense fallback={<p>memuat</p>}>
          <Dialog onClose={onClose} />
        </Suspense>
      </>,
    );
    expect(await screen.findByText(/belum tersimpan di perangkat dan tidak bisa dimuat tanpa koneksi/)).toBeInTheDocument();
    expect(screen.getByText('Daftar jadwal')).toBeInTheDocument();
    expect(reloadSpy).not.toHaveBeenCalled();
    expect(isOnline()).toBe(false);
    // the dialog's own way out
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    // the network returns: the part comes by itself
    network = true;
    onlineManager.setOnline(true);
    expect(await screen.findByRole('button', { name: 'Simpan jadwal' })).toBeInTheDocument();
    expect(tries).toBe(2);
    expect(reloadSpy).not.toHaveBeenCalled();
  });

  it('a part missing while online (a new deployment) still reloads the page', async () => {
    const reloadSpy = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload: reloadSpy });
    const Part = lazyPart(() => Promise.reject(chunkError()));
    render(
      <ScreenCrashBoundary>
        <Suspense fallback={<p>memuat</p>}>
          <Part />
        </Suspense>
      </ScreenCrashBoundary>,
    );
    await vi.waitFor(() => expect(reloadSpy).toHaveBeenCalledTimes(1));
  });

  it('a screen whose code failed offline says so and renders again when the network returns', async () => {
    const reloadSpy = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload: reloadSpy });
    setTestNetwork(false);
    let broken = true;
    const Screen = () => {
      if (broken) throw chunkError();
      return <p>Layar jadwal</p>;
    };
    render(
      <ScreenCrashBoundary>
        <Screen />
      </ScreenCrashBoundary>,
    );
    expect(await screen.findByText('Tidak ada koneksi')).toBeInTheDocument();
    expect(reloadSpy).not.toHaveBeenCalled();
    broken = false;
    onlineManager.setOnline(true);
    expect(await screen.findByText('Layar jadwal')).toBeInTheDocument();
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
