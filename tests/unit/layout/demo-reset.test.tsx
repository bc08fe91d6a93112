import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { connectDemoData } from '../../../src/boot/demo-data';
import { db, dbChanges } from '../../../src/mocks/db';
import { readSavedState, startPersistence, type StateStorage } from '../../../src/mocks/persistence';
import { callsTo, renderApp, SUPERADMIN, withDemoBackend } from '../support/app';

// the whole app in the test DOM: antd's first renders are slow there
const user = userEvent.setup({ delay: null });

const { requests } = withDemoBackend();

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.unstubAllEnvs();
});

/** The app as a demo build starts it: the demo data kept (in memory here) and connected to the app. */
async function renderDemo(path: string) {
  vi.stubEnv('VITE_DEMO', 'true');
  let stored: Map<IDBValidKey, unknown> | undefined;
  const storage: StateStorage = {
    read: async () => [...(stored ?? [])],
    write: async ({ clear, put, remove }) => {
      // (a copy, as IndexedDB keeps)
      const entries = clear ? new Map() : new Map(stored);
      for (const key of remove) entries.delete(key);
      for (const [key, value] of structuredClone(put)) entries.set(key, value);
      stored = entries;
    },
  };
  const data = await startPersistence({ storage });
  const rendered = renderApp(path, { as: SUPERADMIN });
  cleanups.push(data.stop, connectDemoData(data, rendered.providers.queryClient));
  return { ...rendered, stored: () => stored && readSavedState(stored, dbChanges.target) };
}

async function openProfileMenu() {
  const profile = await screen.findByRole('button', { name: /Menu profil/ });
  await user.hover(profile);
  const signOut = await screen.findByRole('menuitem', { name: /Sign Out/ });
  return signOut.closest('[role="menu"]') as HTMLElement;
}

describe('Reset data demo', { timeout: 60000 }, () => {
  it('asks first, then brings the seed back and shows it again', async () => {
    db.houseTypes.unshift({ _id: 'added-1', name: 'Aa Kondotel Uji' });
    const { stored } = await renderDemo('/dashboard/master/tipe');
    // the first screen of the whole app in the test DOM takes a while on a loaded machine
    expect(await screen.findByText('Aa Kondotel Uji', {}, { timeout: 20000 })).toBeInTheDocument();

    // cancelled: nothing changes, nothing is asked of the backend again
    await user.click(within(await openProfileMenu()).getByRole('menuitem', { name: /Reset data demo/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset data demo?' });
    expect(dialog).toHaveTextContent('Semua perubahan pada data demo');
    const listCalls = callsTo(requests, '/house-type').length;
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset data demo?' })).toBeNull());
    expect(screen.getByText('Aa Kondotel Uji')).toBeInTheDocument();
    expect(stored()).toBeUndefined();

    await user.click(within(await openProfileMenu()).getByRole('menuitem', { name: /Reset data demo/ }));
    const again = await screen.findByRole('dialog', { name: 'Reset data demo?' });
    await user.click(within(again).getByRole('button', { name: 'Ya, reset' }));
    expect(await screen.findByText('Data demo dikembalikan ke data awal.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Aa Kondotel Uji')).toBeNull());
    // the list was read again from the backend, and the seed is what is kept now
    expect(callsTo(requests, '/house-type').length).toBeGreaterThan(listCalls);
    expect(stored()?.state.houseTypes.some((type) => type.name === 'Aa Kondotel Uji')).toBe(false);
    expect(screen.getAllByText('Rumah').length).toBeGreaterThan(0);
  });

  it('is not offered outside a demo build', async () => {
    vi.stubEnv('VITE_DEMO', 'false');
    renderApp('/dashboard', { as: SUPERADMIN });
    const menu = await openProfileMenu();
    expect(within(menu).getByRole('menuitem', { name: /Sign Out/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Reset data demo/ })).toBeNull();
  });
});
