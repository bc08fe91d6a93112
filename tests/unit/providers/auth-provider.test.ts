// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { messages } from '../../../src/locales/messages';
import { createAuthProvider } from '../../../src/providers/auth-provider';
import { createUndoQueue } from '../../../src/providers/outbox/undo-queue';
import { rules } from '../../../src/resources/wire';
import { createSessionStore, SESSION_KEY } from '../../../src/session/session';
import { expiredToken, jwt, validToken } from '../support/jwt';
import {
  hosts,
  lastRequest,
  MemoryStorage,
  recorded,
  reply,
  resetWire,
  server,
  testHttp,
} from '../support/wire';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetWire());
afterAll(() => server.close());

function setup() {
  const storage = new MemoryStorage();
  const store = createSessionStore('test-secret', storage);
  const auth = createAuthProvider({
    http: testHttp(() => store.read()?.access_token),
    store,
    productName: 'Rumahku',
  });
  return { storage, store, auth };
}

const loginBody = (extra: Record<string, unknown> = {}) => ({
  message: 'Login berhasil',
  token: { access_token: validToken(), id_token: 'id-tok' },
  email: 'superadmin@demo.id',
  name: 'Rina Wijaya',
  flag: 'gro_admin',
  auth_id: 'usr-001',
  first_time: false,
  ...extra,
});

const notAdmin = 'Maaf. Akun Anda tidak terdaftar sebagai Admin. SIlahkan hubungi Admin Rumahku!';

describe('login (docs/contract.md sections 5 and 8)', () => {
  it('POSTs email and password to /api/login on the auth service and stores the session', async () => {
    const { auth, store, storage } = setup();
    reply({ status: 200, body: loginBody() });
    const result = await auth.login({ email: ' superadmin@demo.id ', password: 'demo12345' });
    expect(result).toEqual({ success: true, redirectTo: '/dashboard' });
    const sent = lastRequest();
    expect(sent.host).toBe(hosts.auth);
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/api/login');
    expect(sent.body).toEqual({ email: 'superadmin@demo.id', password: 'demo12345' });
    expect(store.read()).toEqual({
      access_token: expect.any(String),
      id_token: 'id-tok',
      email: 'superadmin@demo.id',
      name: 'Rina Wijaya',
      flag: 'gro_admin',
      avatar: '',
      auth_id: 'usr-001',
      signin: true,
      first_time: false,
    });
    expect(storage.getItem(SESSION_KEY)).toMatch(/^U2FsdGVk/); // crypto-js AES ("Salted__")
  });

  it.each([
    ['gro_admin', 'gro_admin'],
    ['ADMIN in a list', ['ADMIN']],
    ['a list with gro_admin', ['agent', 'gro_admin']],
  ])('accepts the flag %s', async (_, flag) => {
    const { auth, store } = setup();
    reply({ status: 200, body: loginBody({ flag }) });
    expect((await auth.login({ email: 'a@b.c', password: 'x' })).success).toBe(true);
    expect(store.read()?.flag).toEqual(flag);
  });

  it.each([['agent'], [['member']], [''], [undefined], ['admin']])(
    'refuses the flag %j with the not-an-admin text and stores nothing',
    async (flag) => {
      const { auth, storage } = setup();
      reply({ status: 200, body: loginBody({ flag }) });
      const result = await auth.login({ email: 'agen@demo.id', password: 'demo12345' });
      expect(result).toEqual({ success: false, error: { name: 'Login', message: notAdmin } });
      expect(storage.length).toBe(0);
    },
  );

  it('accepts only HTTP 200', async () => {
    const { auth, storage } = setup();
    reply({ status: 201, body: loginBody() });
    expect((await auth.login({ email: 'a', password: 'b' })).success).toBe(false);
    expect(storage.length).toBe(0);
  });

  it("shows the server's errors, else its message, else the generic text", async () => {
    const { auth } = setup();
    reply({ status: 400, body: { errors: 'Email atau kata sandi salah.', message: 'Bad Request' } });
    expect((await auth.login({ email: 'a', password: 'b' })).error?.message).toBe(
      'Email atau kata sandi salah.',
    );
    reply({ status: 422, body: { message: 'Email dan kata sandi wajib diisi.' } });
    expect((await auth.login({ email: '', password: '' })).error?.message).toBe(
      'Email dan kata sandi wajib diisi.',
    );
    reply({ status: 500, body: {} });
    expect((await auth.login({ email: 'a', password: 'b' })).error?.message).toBe(messages.generic);
    reply({ network: true });
    expect((await auth.login({ email: 'a', password: 'b' })).error?.message).toBe(messages.generic);
    reply({ status: 200, text: '<html>oops</html>' });
    expect((await auth.login({ email: 'a', password: 'b' })).error?.message).toBe(messages.generic);
  });

  it('accepts a token given as a string and a body wrapped in data', async () => {
    const { auth, store } = setup();
    const token = validToken();
    reply({ status: 200, body: { data: { ...loginBody(), token } } });
    expect((await auth.login({ email: 'a', password: 'b' })).success).toBe(true);
    expect(store.read()?.access_token).toBe(token);
  });

  it('keeps first_time from the answer', async () => {
    const { auth, store } = setup();
    reply({ status: 200, body: loginBody({ first_time: true }) });
    await auth.login({ email: 'baru@demo.id', password: 'demo12345' });
    expect(store.read()?.first_time).toBe(true);
  });
});

describe('the session after login', () => {
  it('check: signed in with a live token, signed out (storage cleared) when it expired', async () => {
    const { auth, store, storage } = setup();
    expect(await auth.check()).toEqual({ authenticated: false, redirectTo: '/', logout: true });
    reply({ status: 200, body: loginBody() });
    await auth.login({ email: 'a', password: 'b' });
    expect(await auth.check()).toEqual({ authenticated: true });

    store.write({
      ...(store.read() as NonNullable<ReturnType<typeof store.read>>),
      access_token: expiredToken(),
    });
    expect(await auth.check()).toEqual({ authenticated: false, redirectTo: '/', logout: true });
    expect(storage.length).toBe(0);
  });

  it('an undecodable or exp-less token is not expired (docs/contract.md section 4)', async () => {
    const { auth, store } = setup();
    reply({ status: 200, body: loginBody({ token: { access_token: 'opaque-token', id_token: 'x' } }) });
    await auth.login({ email: 'a', password: 'b' });
    expect(await auth.check()).toEqual({ authenticated: true });
    store.write({
      ...(store.read() as NonNullable<ReturnType<typeof store.read>>),
      access_token: jwt({ sub: 'x' }),
    });
    expect(await auth.check()).toEqual({ authenticated: true });
  });

  it('a tampered storage signs out instead of crashing', async () => {
    const { auth, storage } = setup();
    storage.setItem(SESSION_KEY, 'U2FsdGVkX1+tampered+with');
    expect(await auth.check()).toMatchObject({ authenticated: false });
    expect(await auth.getIdentity?.()).toBeNull();
    expect(await auth.getPermissions?.()).toEqual([]);
  });

  it('identity and permissions come from the session; permissions are a list of roles', async () => {
    const { auth } = setup();
    reply({ status: 200, body: loginBody({ flag: ['ADMIN'] }) });
    await auth.login({ email: 'a', password: 'b' });
    expect(await auth.getIdentity?.()).toEqual({
      id: 'usr-001',
      name: 'Rina Wijaya',
      email: 'superadmin@demo.id',
      avatar: '',
      first_time: false,
    });
    expect(await auth.getPermissions?.()).toEqual(['ADMIN']);
  });

  it('logout clears local storage and goes to /', async () => {
    const { auth, storage } = setup();
    reply({ status: 200, body: loginBody() });
    await auth.login({ email: 'a', password: 'b' });
    storage.setItem('something-else', '1');
    expect(await auth.logout({})).toEqual({ success: true, redirectTo: '/' });
    expect(storage.length).toBe(0);
  });

  it('a sign-out clears the session at once, then sends what waits with the tokens it carries, and waits for it', async () => {
    const storage = new MemoryStorage();
    const store = createSessionStore('test-secret', storage);
    // (a window that never ends by itself: only the sign-out sends it)
    const queue = createUndoQueue({ windowMs: Number.POSITIVE_INFINITY });
    const http = testHttp(() => store.read()?.access_token);
    const auth = createAuthProvider({
      http,
      store,
      productName: 'Rumahku',
      afterSignOut: () => queue.drain(),
    });
    reply({ status: 200, body: loginBody() });
    await auth.login({ email: 'a', password: 'b' });
    const author = { id: 'usr-001', token: validToken() };
    let finish = () => undefined as void;
    // one waits in its window; a second one's call is still on its way when the sign-out starts
    queue.schedule({
      resource: 'listing',
      author,
      optimistic: new Map([['a', { kind: 'removed' }]]),
      send: () =>
        http
          .call({
            service: 'main',
            method: 'delete',
            path: '/x/a',
            success: rules.http200,
            token: author.token,
          })
          .then(() => undefined),
    });
    queue.run({
      resource: 'listing',
      author,
      optimistic: new Map([['b', { kind: 'removed' }]]),
      send: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    reply({ status: 200, body: {} });
    const signingOut = auth.logout({});
    // the stored session is gone before anything is sent
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    // the waiting delete leaves with the token it carries, not with none
    await vi.waitFor(() =>
      expect(lastRequest()?.headers.get('authorization')).toBe(`Bearer ${author.token}`),
    );
    let done = false;
    void signingOut.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    finish();
    expect(await signingOut).toEqual({ success: true, redirectTo: '/' });
    expect(queue.optimistic().size).toBe(0);
  });

  it('a sign-out waits at most 10 s for what it sends', async () => {
    vi.useFakeTimers();
    try {
      const storage = new MemoryStorage();
      const store = createSessionStore('test-secret', storage);
      const queue = createUndoQueue();
      const auth = createAuthProvider({
        http: testHttp(() => store.read()?.access_token),
        store,
        productName: 'Rumahku',
        afterSignOut: () => queue.drain({ timeoutMs: 10_000 }),
      });
      // a call that never answers
      queue.schedule({
        resource: 'listing',
        author: { id: 'usr-001', token: validToken() },
        optimistic: new Map([['a', { kind: 'removed' }]]),
        send: () => new Promise(() => undefined),
      });
      let done = false;
      void auth.logout({}).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(9_999);
      expect(done).toBe(false);
      expect(queue.draining()).toEqual({ count: 1, overdue: 0 });
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
      expect(queue.draining()).toEqual({ count: 1, overdue: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("a 401 refusing the session's own token signs out; one refusing an earlier author's token does not", async () => {
    const { auth, store, storage } = setup();
    reply({ status: 200, body: loginBody() });
    await auth.login({ email: 'a', password: 'b' });
    const current = store.read()?.access_token;
    const http = testHttp(() => store.read()?.access_token);
    const refusal = (token?: string) =>
      http
        .call({ service: 'main', method: 'delete', path: '/house-list/1', success: rules.http200, token })
        .then(
          () => {
            throw new Error('the call succeeded');
          },
          (error: unknown) => error,
        );
    reply({ status: 401, body: { message: 'Unauthorized' } });

    // a waiting change made by an earlier session (another admin, or this one before a new sign-in)
    const earlier = await refusal(validToken({ sub: 'usr-002' }));
    expect(lastRequest().headers.get('authorization')).not.toBe(`Bearer ${current}`);
    expect(await auth.onError(earlier)).toEqual({});
    expect(store.read()?.access_token).toBe(current);

    // the session's own token, given as the author's or taken as the current one
    const own = await refusal(current);
    expect(lastRequest().headers.get('authorization')).toBe(`Bearer ${current}`);
    expect(await auth.onError(own)).toEqual({ logout: true, redirectTo: '/' });
    expect(storage.length).toBe(0);
  });

  it("a 401 of a call made with the session's current token signs out", async () => {
    const { auth, store } = setup();
    reply({ status: 200, body: loginBody() });
    await auth.login({ email: 'a', password: 'b' });
    reply({ status: 401, body: { message: 'Unauthorized' } });
    const error = await testHttp(() => store.read()?.access_token)
      .call({ service: 'main', method: 'get', path: '/house-list', success: rules.http200 })
      .catch((failure: unknown) => failure);
    expect(await auth.onError(error)).toEqual({ logout: true, redirectTo: '/' });
    expect(store.read()).toBeNull();
  });

  it('a 401 signs out once; later 401s change nothing (no sign-out loop)', async () => {
    const { auth, storage } = setup();
    reply({ status: 200, body: loginBody() });
    await auth.login({ email: 'a', password: 'b' });
    expect(await auth.onError({ statusCode: 401, message: 'x' })).toEqual({ logout: true, redirectTo: '/' });
    expect(storage.length).toBe(0);
    expect(await auth.onError({ statusCode: 401, message: 'x' })).toEqual({});
    expect(await auth.onError({ statusCode: 500, message: 'x' })).toEqual({});
    expect(recorded).toHaveLength(1);
  });
});
