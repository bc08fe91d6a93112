import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS, issueTokens, makeJwt } from '../../../src/mocks/accounts';
import { db, resetDb } from '../../../src/mocks/db';
import { createHandlers } from '../../../src/mocks/handlers';
import { demoSocketHandlers, demoSocketSettings, REPLAY_LIMIT } from '../../../src/mocks/socket';
import { storeSocket } from '../../../src/mocks/socket/store-backend';
import type { SocketFactory } from '../../../src/providers/live/socket-manager';
import { BASES, call } from '../mocks/support';
import { createLiveRig, sessionFor, until } from './support/live';

const ORIGIN = 'http://localhost:3000';
const admin = DEMO_ACCOUNTS[0];
const server = setupServer(
  ...createHandlers(BASES),
  ...demoSocketHandlers({ socketUrl: ORIGIN, ...storeSocket }),
);
const defaults = { ...demoSocketSettings };

/**
 * The app's socket.io-client, on the browser WebSocket transport: Node 20 has no WebSocket of its
 * own, so the Node build would use the `ws` package, which MSW cannot see. The test DOM's WebSocket, patched
 * by MSW, stands in for the browser's. Loaded after MSW started, as in the app.
 */
const browserClient = async (): Promise<SocketFactory> => {
  const [{ io }, { WebSocket: BrowserWebSocket }] = await Promise.all([
    import('socket.io-client'),
    import('engine.io-client'),
  ]);
  return ((url, options) => io(url, { ...options, transports: [BrowserWebSocket] })) as SocketFactory;
};

let rig: ReturnType<typeof createLiveRig>;
/** A second signed-in tab of another admin, when a test needs one. */
let other: ReturnType<typeof createLiveRig> | undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // sign out first: the socket closes at once, and the demo server sees it go before the next test
  for (const one of [rig, other]) {
    one?.session.clear();
    one?.dispose();
  }
  // the client's socket closed; the demo server hears it within the same turn
  await until(() => [rig, other].every((one) => !one?.current()?.connected), 5000, 'the sockets to close');
  await new Promise((resolve) => setTimeout(resolve, 0));
  other = undefined;
  Object.assign(demoSocketSettings, defaults);
  resetDb();
});
afterAll(() => server.close());

async function signIn(token = issueTokens(admin).access_token) {
  rig = createLiveRig(ORIGIN, browserClient);
  rig.session.write(sessionFor(admin.auth_id, token));
  return token;
}

const mine = () => db.notifications.filter((n) => n.user_id === admin.auth_id);
const unreadInDb = () => mine().filter((n) => !n.read).length;

describe('the demo socket (MSW + the socket.io binding)', () => {
  it('speaks the protocol to the unchanged client: replay of the newest and the unread count', async () => {
    await signIn();
    await until(() => rig.store.getState().status === 'connected', 5000, 'connected');
    await until(() => rig.store.getState().items.length === REPLAY_LIMIT, 5000, 'the replay');
    const newest = [...mine()]
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .slice(0, REPLAY_LIMIT);
    expect(rig.store.getState().items.map((n) => n._id)).toEqual(newest.map((n) => n._id));
    await until(() => rig.store.getState().unread === unreadInDb(), 4000, 'count-unread');
    expect(unreadInDb()).toBeGreaterThan(0);
  });

  it('shares its store with REST: a read over the socket shows in GET /notification/{auth_id}', async () => {
    const token = await signIn();
    await until(() => rig.store.getState().items.length > 0);
    const target = rig.store.getState().items.find((n) => !n.read);
    expect(target).toBeDefined();
    const before = unreadInDb();
    rig.store.markRead(target?._id ?? '');
    rig.socket.markRead({ _id: target?._id ?? '' });
    await until(() => unreadInDb() === before - 1, 4000, 'the store to change');
    const page = await call(`${BASES.main}/notification/${admin.auth_id}?page=1&limit=100`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(page.body.count_unread).toBe(before - 1);
    expect(
      (page.body.data as { _id: string; read: boolean }[]).find((n) => n._id === target?._id)?.read,
    ).toBe(true);

    rig.socket.markAllRead();
    await until(() => unreadInDb() === 0, 4000, 'read-all');
    await until(() => rig.store.getState().unread === 0, 4000, 'the zero count');
  });

  it('pushes a blast made over REST (POST /notification) to the connected user at once', async () => {
    const token = await signIn();
    await until(() => rig.store.getState().items.length === REPLAY_LIMIT);
    const unread = rig.store.getState().unread;
    const blast = await call(`${BASES.main}/notification`, {
      method: 'POST',
      body: { text: 'Promo akhir tahun <b>diskon</b>' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(blast.status).toBe(201);
    await until(
      () => rig.store.getState().items[0]?.text === 'Promo akhir tahun <b>diskon</b>',
      2000,
      'the push',
    );
    expect(rig.store.getState().unread).toBe(unread + 1);
  });

  it('comes alive on its own: a new lead shortly after connecting, then now and then', async () => {
    Object.assign(demoSocketSettings, { firstLeadMs: 30, leadEveryMs: 120 });
    await signIn();
    await until(() => rig.store.getState().items.length === REPLAY_LIMIT);
    const seeded = new Set(rig.store.getState().items.map((n) => n._id));
    const fresh = () => rig.store.getState().items.filter((n) => !seeded.has(n._id));
    await until(() => fresh().length >= 2, 5000, 'two demo leads');
    for (const lead of fresh()) {
      expect(lead.text).toMatch(/^Lead baru dari .+ untuk .+\.$/);
      expect(lead.read).toBe(false);
      expect(db.notifications.some((n) => n._id === lead._id && n.user_id === admin.auth_id)).toBe(true);
    }
    await until(() => rig.store.getState().unread === unreadInDb(), 4000, 'the count to follow');
    // another admin stays online: the feed's ticks go on for them, and none reaches the one who left
    const second = DEMO_ACCOUNTS[1];
    other = createLiveRig(ORIGIN, browserClient);
    other.session.write(sessionFor(second.auth_id, issueTokens(second).access_token));
    const theirs = () => db.notifications.filter((n) => n.user_id === second.auth_id).length;
    await until(() => other?.store.getState().status === 'connected', 5000, 'the second admin');
    rig.session.clear();
    await until(() => !rig.current()?.connected, 5000, 'the first socket to close');
    const start = theirs();
    await until(() => theirs() >= start + 1, 5000, 'a tick after the sign-out');
    const mineAfter = mine().length;
    await until(() => theirs() >= start + 3, 5000, 'two more ticks');
    expect(mine().length).toBe(mineAfter);
  });

  it('refuses a forged token: the client raises the disconnect flag', async () => {
    const forged = makeJwt({ sub: 'usr-nobody', email: 'x@y.id', flag: 'gro_admin' }, 3600);
    await signIn(forged);
    await until(() => rig.store.getState().disconnect !== null, 5000, 'the flag');
    expect(rig.store.getState().disconnect).toEqual({
      reason: 'token-rejected',
      message: 'Token tidak valid atau sudah kedaluwarsa.',
    });
  });

  it('ends a live session when its token expires (io server disconnect)', async () => {
    // exp has whole seconds: 2 s from now leaves between 1 and 2 s of life, enough to connect first
    const shortLived = makeJwt({ sub: admin.auth_id, email: admin.email, flag: admin.flag }, 2);
    await signIn(shortLived);
    await until(() => rig.store.getState().status === 'connected', 5000, 'connected');
    await until(() => rig.store.getState().disconnect !== null, 5000, 'the expiry');
    expect(rig.store.getState().disconnect?.reason).toBe('server-disconnect');
  });
});
