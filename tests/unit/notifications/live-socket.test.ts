// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { NOTIFICATION_CHANNEL, notificationEvents } from '../../../src/providers/live/channel';
import { SOCKET_OPTIONS } from '../../../src/providers/live/socket-manager';
import { createLiveRig, sessionFor, until } from './support/live';
import { notification, startSocketServer, type TestSocketServer } from './support/socket-server';

const ALICE = 'usr-alice';
const BOB = 'usr-bob';
const users = { 'tok-alice-1': ALICE, 'tok-alice-2': ALICE, 'tok-bob': BOB };

let server: TestSocketServer;
let rig: ReturnType<typeof createLiveRig>;

const ids = () => rig.store.getState().items.map((item) => item._id);
const sent = (event: string) => server.received.filter((r) => r.event === event);

beforeEach(async () => {
  server = await startSocketServer(users);
  for (let i = 1; i <= 3; i += 1) server.notifications.push(notification(`n${i}`, ALICE, { read: i === 1 }));
  server.notifications.push(notification('b1', BOB));
  rig = createLiveRig(server.url);
});

afterEach(async () => {
  rig.dispose();
  await server.close();
});

async function signIn(token = 'tok-alice-1', authId = ALICE) {
  rig.session.write(sessionFor(authId, token));
  await until(() => rig.store.getState().status === 'connected', 5000, 'connected');
}

describe('the notification socket', () => {
  it('connects with the access token as a query parameter and the documented timings', async () => {
    await signIn();
    expect(server.tokens).toEqual(['tok-alice-1']);
    const [made] = rig.created;
    expect(made.url).toBe(server.url);
    expect(made.options).toMatchObject({
      query: { token: 'tok-alice-1' },
      timeout: 20000,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
    });
    expect(SOCKET_OPTIONS.timeout).toBe(20000);
  });

  it('asks for all notifications with the user id on connect, then shows them and the unread count', async () => {
    await signIn();
    await until(() => rig.store.getState().items.length === 3, 4000, 'the replay');
    expect(sent('all-notification').map((r) => r.args)).toEqual([[ALICE]]);
    expect(ids()).toEqual(['n3', 'n2', 'n1']);
    await until(() => rig.store.getState().unread === 2, 4000, 'count-unread');
    expect(rig.store.getState().userId).toBe(ALICE);
  });

  it('handles listen-notification and count-unread pushed live, and tells Refine the lists changed', async () => {
    await signIn();
    await until(() => rig.store.getState().unread === 2);
    const resourceEvents: string[] = [];
    const sub: unknown = rig.live.subscribe({
      channel: 'resources/notification-own',
      types: ['*'],
      callback: (event) => resourceEvents.push(`${event.type}:${event.payload.ids?.join(',')}`),
    });
    server.add(notification('n9', ALICE, { text: 'Lead baru dari Budi' }));
    server.add(notification('b9', BOB));
    await until(() => rig.store.getState().items.length === 4, 4000, 'the new one');
    expect(rig.store.getState().items[0]).toMatchObject({
      _id: 'n9',
      text: 'Lead baru dari Budi',
      read: false,
    });
    expect(rig.store.getState().unread).toBe(3);
    // the shown lists refetch at most once a second: the event may come at the end of that second
    await until(() => resourceEvents.includes('created:n9'), 2500, 'the list refetch');
    server.emitTo(ALICE, 'count-unread', 7);
    await until(() => rig.store.getState().unread === 7, 4000, 'the pushed count');
    rig.live.unsubscribe(sub);
  });

  it('marks one read with read-notification ({_id, user_id}) and all with read-all-notification (user id)', async () => {
    await signIn();
    await until(() => rig.store.getState().unread === 2);
    const one = rig.store.markRead('n3');
    expect(one?._id).toBe('n3');
    rig.live.publish?.({
      channel: NOTIFICATION_CHANNEL,
      type: notificationEvents.read,
      payload: { _id: 'n3', user_id: ALICE },
      date: new Date(),
    });
    await until(() => sent('read-notification').length === 1, 4000, 'read-notification');
    expect(sent('read-notification')[0].args).toEqual([{ _id: 'n3', user_id: ALICE }]);
    expect(rig.store.getState().unread).toBe(1);
    await until(() => server.notifications.find((n) => n._id === 'n3')?.read === true);

    rig.store.markAllRead();
    rig.live.publish?.({
      channel: NOTIFICATION_CHANNEL,
      type: notificationEvents.readAll,
      payload: {},
      date: new Date(),
    });
    await until(() => sent('read-all-notification').length === 1, 4000, 'read-all-notification');
    expect(sent('read-all-notification')[0].args).toEqual([ALICE]);
    await until(() => server.notifications.filter((n) => n.user_id === ALICE).every((n) => n.read));
    expect(rig.store.getState().unread).toBe(0);
    expect(rig.store.getState().items.every((item) => item.read)).toBe(true);
  });

  it('shows a notification that arrives twice once, and counts it once', async () => {
    await signIn();
    await until(() => rig.store.getState().unread === 2);
    const twice = notification('n7', ALICE);
    server.emitTo(ALICE, 'listen-notification', twice);
    server.emitTo(ALICE, 'listen-notification', twice);
    server.emitTo(ALICE, 'listen-notification', [twice, notification('n3', ALICE)]);
    await until(() => rig.events.filter((e) => e.type === notificationEvents.notification).length >= 4);
    expect(ids()).toEqual(['n7', 'n3', 'n2', 'n1']);
    expect(rig.store.getState().unread).toBe(3);
  });

  it('survives a server restart within 5 s with no duplicate notifications', async () => {
    await signIn();
    await until(() => rig.store.getState().items.length === 3);
    await server.stop();
    await until(() => rig.store.getState().status === 'reconnecting', 4000, 'the drop to be seen');
    // what happened while the client was away
    server.notifications.push(notification('n4', ALICE));
    await server.restart();
    const took = await until(() => rig.store.getState().status === 'connected', 5000, 'the reconnection');
    expect(took).toBeLessThan(5000);
    await until(() => rig.store.getState().items.length === 4, 4000, 'the replay after the restart');
    expect(ids()).toEqual(['n4', 'n3', 'n2', 'n1']);
    expect(new Set(ids()).size).toBe(ids().length);
    expect(sent('all-notification')).toHaveLength(2);
    await until(() => rig.store.getState().unread === 3, 4000, 'the recount');
    expect(rig.created).toHaveLength(1);
  });

  it('closes the socket on sign-out and opens one with the new token on sign-in, leaking nothing', async () => {
    await signIn();
    const first = rig.current();
    rig.session.clear();
    expect(rig.store.getState()).toMatchObject({ userId: '', status: 'offline', items: [], unread: 0 });
    expect(first.connected).toBe(false);
    expect(first.active).toBe(false);
    expect(first.hasListeners('listen-notification')).toBe(false);
    expect(first.io.hasListeners('reconnect_attempt')).toBe(false);
    await until(() => server.connectedCount() === 0, 4000, 'the server to see it go');

    await signIn('tok-bob', BOB);
    await until(() => rig.store.getState().items.length === 1);
    expect(server.tokens).toEqual(['tok-alice-1', 'tok-bob']);
    expect(rig.store.getState().items.map((item) => item.user_id)).toEqual([BOB]);
    expect(server.connectedCount()).toBe(1);
    expect(rig.created).toHaveLength(2);
  });

  it('keeps its socket when the session is written again with the same token', async () => {
    await signIn();
    rig.session.write(sessionFor(ALICE, 'tok-alice-1'));
    rig.session.write(sessionFor(ALICE, 'tok-alice-2'));
    await until(() => server.tokens.length === 2);
    await until(() => server.connectedCount() === 1 && rig.store.getState().status === 'connected');
    expect(rig.created).toHaveLength(2);
    expect(rig.created[0].socket.connected).toBe(false);
  });

  it('opens nothing when signed out, and closes when nobody listens any more', async () => {
    expect(rig.created).toHaveLength(0);
    await signIn();
    rig.dispose();
    await until(() => server.connectedCount() === 0, 4000, 'the idle close');
    expect(rig.socket.status()).toBe('offline');
  });
});

describe('the disconnect flag (docs/contract.md section 4)', () => {
  it('is raised when the server refuses the socket token, and socket.io does not retry', async () => {
    server.refused.add('tok-alice-1');
    rig.session.write(sessionFor(ALICE, 'tok-alice-1'));
    await until(() => rig.store.getState().disconnect !== null, 5000, 'the flag');
    expect(rig.store.getState().disconnect).toEqual({
      reason: 'token-rejected',
      message: 'Token tidak valid',
    });
    expect(rig.store.getState().status).toBe('rejected');
    expect(rig.current().active).toBe(false);
    expect(server.tokens).toEqual(['tok-alice-1']);
  });

  it('is raised when the server ends a live session (io server disconnect)', async () => {
    await signIn();
    server.kick(ALICE);
    await until(() => rig.store.getState().disconnect !== null, 5000, 'the flag');
    expect(rig.store.getState().disconnect?.reason).toBe('server-disconnect');
    expect(rig.current().active).toBe(false);
  });

  it('is not raised when the connection merely drops', async () => {
    await signIn();
    await server.stop();
    await until(() => rig.store.getState().status === 'reconnecting');
    expect(rig.store.getState().disconnect).toBeNull();
    await server.restart();
  });

  it('is lowered by the sign-out it causes', async () => {
    server.refused.add('tok-alice-1');
    rig.session.write(sessionFor(ALICE, 'tok-alice-1'));
    await until(() => rig.store.getState().disconnect !== null);
    rig.session.clear();
    expect(rig.store.getState()).toMatchObject({ disconnect: null, status: 'offline', userId: '' });
  });
});
