import { describe, expect, it, vi } from 'vitest';

import { createSessionStore, encryptSession, type Session, SESSION_KEY } from '../../../src/session/session';
import { validToken } from '../support/jwt';

const SECRET = import.meta.env.VITE_SESSION_SECRET as string;

const session: Session = {
  access_token: validToken(),
  id_token: '',
  email: 'superadmin@demo.id',
  name: 'Rina',
  flag: 'gro_admin',
  avatar: '',
  auth_id: 'usr-001',
  signin: true,
  first_time: false,
};

describe('the session across tabs', () => {
  it('follows a sign-out and a sign-in made in another tab', () => {
    // the app's own secret: a store of another test file may still listen to this window's storage
    // events, and would discard a session it cannot decrypt
    const store = createSessionStore(SECRET, window.localStorage);
    store.write(session);
    const listener = vi.fn();
    store.subscribe(listener);

    // another tab signs out: it clears local storage
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenLastCalledWith(null, true);
    expect(store.read()).toBeNull();

    // another tab signs in
    window.localStorage.setItem(SESSION_KEY, encryptSession({ ...session, auth_id: 'usr-002' }, SECRET));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }));
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ auth_id: 'usr-002' }), true);

    // other keys are none of its business
    listener.mockClear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).not.toHaveBeenCalled();
  });
});
