import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createNotificationSocket, type SocketFactory } from '../../../src/providers/live/socket-manager';
import { createSessionStore } from '../../../src/session/session';
import { MemoryStorage, sessionFor } from '../notifications/support/live';
import { FIRST_TIME, renderApp, SUPERADMIN, withDemoBackend } from '../support/app';

withDemoBackend();

describe('a sign-out in another tab', { timeout: 60000 }, () => {
  it('takes this tab to the login page and clears what it shows', async () => {
    renderApp('/dashboard/master/tipe', { as: SUPERADMIN });
    expect(await screen.findByRole('navigation', { name: 'Menu navigasi' })).toBeInTheDocument();
    // the other tab signs out: it clears local storage, and this tab hears the storage event
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(await screen.findByLabelText('Kata Sandi')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Menu navigasi' })).toBeNull();
  });
});

describe('a first-time user', { timeout: 60000 }, () => {
  it('gets no bell', async () => {
    renderApp('/dashboard', { as: FIRST_TIME });
    expect(await screen.findByRole('navigation', { name: 'Menu navigasi' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Menu profil/ })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Notifikasi/ })).toBeNull();
  });

  it('gets no socket, while a regular user does', async () => {
    const made: string[] = [];
    let loads = 0;
    const session = createSessionStore('s', new MemoryStorage());
    const socket = createNotificationSocket({
      url: 'http://127.0.0.1:1',
      session,
      loadClient: async () => {
        loads += 1;
        const { io } = await import('socket.io-client');
        return ((url, options) => {
          made.push(url);
          return io(url, { ...options, autoConnect: false });
        }) as SocketFactory;
      },
    });
    const stop = socket.listen(() => undefined);
    session.write({ ...sessionFor('usr-new', 'tok-new'), first_time: true });
    // a socket starts by loading its library, at once (the regular user below shows it): one turn
    // of the event loop, no time, lets anything the write set off run
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(0);
    expect(made).toHaveLength(0);
    expect(socket.userId()).toBe('');
    session.write(sessionFor('usr-1', 'tok-1'));
    expect(loads).toBe(1);
    await waitFor(() => expect(made).toHaveLength(1));
    stop();
  });
});
