import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { useResourceAction } from '../../../../src/engine/actions/use-resource-action';
import { useBulkRun } from '../../../../src/engine/bulk/use-bulk-run';
import { actionOperation, deleteOperation } from '../../../../src/engine/common/operations';
import { useUndoableChange } from '../../../../src/engine/outbox/use-undo';
import { OutboxKeeper } from '../../../../src/engine/OutboxKeeper';
import { findResource } from '../../../../src/resources';
import type { ResourceDecl, Values } from '../../../../src/resources/types';
import { loadSessionCipher, userKeyOf } from '../../../../src/session/session';
import { changePath as setup, SESSIONS } from '../../support/change-path';
import { expiredToken, validToken } from '../../support/jwt';
import { keptDelete, testOutbox } from '../../support/outbox';
import { hosts, type Recorded, recorded, type Reply, reply, resetWire, server } from '../../support/wire';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadSessionCipher();
});
afterEach(() => {
  act(() => testOutbox().undoQueue.flushAll({ keepalive: false }));
  resetWire();
  window.localStorage.clear();
});
afterAll(() => server.close());

const listing = findResource('listing') as ResourceDecl;
const status = actionOperation(listing, 'status');
const remove = deleteOperation(listing);

const { RINA, BUDI } = SESSIONS;

const record = (id: string): Values => ({ id, title: `Rumah ${id}`, status: 'approved' });
const bearer = (request: Recorded) => request.headers.get('authorization');
const sent = (method: string) => recorded.filter((request) => request.method === method);

beforeEach(() => reply({ status: 200, body: { status: 200, message: 'OK', data: {} } }));

describe('one path for a record change', () => {
  it('a plain change reaches the backend: the declared method, URL and body, with the session token', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useResourceAction('listing', 'status'), { wrapper });
    await act(() => result.current.run({ record: record('a'), values: { status: 'sold' } }));
    const [put] = sent('PUT');
    expect(`${put.host}${put.path}`).toBe(`${hosts.main}/house-list/status/a`);
    expect(put.body).toEqual({ status: 'sold' });
    expect(bearer(put)).toBe(`Bearer ${RINA.access_token}`);
  });

  it('an undoable change waits behind its notice, then reaches the backend with its author token', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useUndoableChange(listing), { wrapper });
    act(() => void result.current(remove!, record('a')));
    // the notice comes through the notification provider, with "Urungkan"
    expect(await screen.findByText('Hapus: Rumah a')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Urungkan' })).toBeInTheDocument();
    expect(recorded).toHaveLength(0);
    act(() => testOutbox().undoQueue.flushAll({ keepalive: false }));
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    const [del] = sent('DELETE');
    expect(`${del.host}${del.path}`).toBe(`${hosts.main}/house-list/a`);
    expect(del.body).toBeUndefined();
    expect(bearer(del)).toBe(`Bearer ${RINA.access_token}`);
    // closed by its key once the window ended
    await waitFor(() => expect(screen.queryByText('Hapus: Rumah a')).toBeNull());
  });

  it('a bulk run reaches the backend: one declared call per record, each with its author token', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useBulkRun(listing), { wrapper });
    act(() => result.current.start(status!, [record('a'), record('b')], [], { status: 'pending' }));
    act(() => testOutbox().undoQueue.flushAll({ keepalive: false }));
    await waitFor(() => expect(result.current.run?.phase).toBe('done'));
    const puts = sent('PUT');
    expect(puts.map((put) => `${put.host}${put.path}`)).toEqual([
      `${hosts.main}/house-list/status/a`,
      `${hosts.main}/house-list/status/b`,
    ]);
    expect(puts.map((put) => put.body)).toEqual([{ status: 'pending' }, { status: 'pending' }]);
    expect(puts.map(bearer)).toEqual([`Bearer ${RINA.access_token}`, `Bearer ${RINA.access_token}`]);
    expect(result.current.run?.result?.succeeded).toHaveLength(2);
  });

  it("a 401 refusing the current session's token signs out, and the change is stored for its author", async () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useUndoableChange(listing), { wrapper });
    act(() => void result.current(remove!, record('a')));
    reply({ status: 401, body: { message: 'Unauthorized' } });
    act(() => testOutbox().undoQueue.flushAll({ keepalive: false }));
    await waitFor(() => expect(store.read()).toBeNull());
    expect(bearer(sent('DELETE')[0])).toBe(`Bearer ${RINA.access_token}`);
    await waitFor(() => expect(testOutbox().outbox().count()).toBe(1));
    // no Error dialog for a refused author's token: the change is stored, not failed
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it("a 401 refusing an earlier author's token leaves the user now signed in alone; the change is stored for its author", async () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useUndoableChange(listing), { wrapper });
    act(() => void result.current(remove!, record('a')));
    // another admin signs in on this browser while Rina's delete waits
    act(() => store.write(BUDI));
    reply({ status: 401, body: { message: 'Unauthorized' } });
    act(() => testOutbox().undoQueue.flushAll({ keepalive: false }));
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    expect(bearer(sent('DELETE')[0])).toBe(`Bearer ${RINA.access_token}`);
    await waitFor(() => expect(testOutbox().outbox().count()).toBe(1));
    // Refine's onError has run with the refusal: Budi stays signed in
    await act(async () => undefined);
    expect(store.read()?.auth_id).toBe(BUDI.auth_id);
    const send = storedFor(userKeyOf(RINA));
    expect(send.map((change) => [change.operation, change.records.map((one) => one.id)])).toEqual([
      ['delete', ['a']],
    ]);
  });
});

/** The changes stored in the outbox for `author`'s next sign-in. */
const storedFor = (author: string) =>
  testOutbox()
    .outbox()
    .all()
    .filter((change) => change.author === author && change.state === 'stored');

/** A delete stored for Rina (her session ended before it left), as the undo toast named it. */
const holdForRina = (records: Values[], text: string) => keptDelete(records, RINA, { text, state: 'stored' });

const OK: Reply = { status: 200, body: { status: 200, message: 'OK', data: {} } };
/** The listings list as the server has it now: a waiting change's records are read again before it leaves. */
const listed =
  (rows: Values[], other: (request: Recorded) => Reply = () => OK) =>
  (request: Recorded): Reply =>
    request.method === 'GET'
      ? { status: 200, body: { status: 200, message: 'OK', data: rows, document_count: rows.length } }
      : other(request);

describe('held changes go the same path', () => {
  it("are sent with their author's next live token only: never with one that has expired", async () => {
    const { store, wrapper: Path } = setup();
    holdForRina([record('a')], 'Hapus: Rumah a');
    reply(listed([record('a')]));
    // Rina's token ends while the page is open: the session is still stored until the check signs out
    act(() => store.write({ ...RINA, access_token: expiredToken() }));
    render(
      <Path>
        <OutboxKeeper />
      </Path>,
    );
    await act(async () => undefined);
    expect(recorded).toHaveLength(0);
    expect(testOutbox().outbox().count()).toBe(1);
    // she signs in again: sent once, with the new token, and one notice names it
    const again = { ...RINA, access_token: validToken({ sub: RINA.auth_id, iat: 2 }) };
    act(() => store.write(again));
    expect(await screen.findByText('Perubahan tertunda sudah dikirim: Hapus: Rumah a')).toBeInTheDocument();
    expect(sent('DELETE').map((one) => [one.path, bearer(one)])).toEqual([
      ['/house-list/a', `Bearer ${again.access_token}`],
    ]);
    // read again first, with the new token too
    expect(sent('GET').map(bearer)).toEqual([`Bearer ${again.access_token}`]);
    expect(testOutbox().outbox().count()).toBe(0);
  });

  it("refused with its author's old token after they signed in again: sent once more, with the new token", async () => {
    const { store, wrapper: Path } = setup();
    const { result } = renderHook(() => useUndoableChange(listing), { wrapper: Path });
    render(
      <Path>
        <OutboxKeeper />
      </Path>,
    );
    act(() => void result.current(remove!, record('a')));
    // Rina signs in again (another tab) while her delete waits: her old token is no longer accepted
    const again = { ...RINA, access_token: validToken({ sub: RINA.auth_id, iat: 2 }) };
    act(() => store.write(again));
    reply(
      listed([record('a')], (request) =>
        bearer(request) === `Bearer ${again.access_token}`
          ? OK
          : { status: 401, body: { message: 'Unauthorized' } },
      ),
    );
    act(() => testOutbox().undoQueue.flushAll({ keepalive: false }));
    expect(await screen.findByText('Perubahan tertunda sudah dikirim: Hapus: Rumah a')).toBeInTheDocument();
    // the refused call, then exactly one with the new token
    expect(sent('DELETE').map((one) => [one.path, bearer(one)])).toEqual([
      ['/house-list/a', `Bearer ${RINA.access_token}`],
      ['/house-list/a', `Bearer ${again.access_token}`],
    ]);
    expect(store.read()?.access_token).toBe(again.access_token);
    expect(testOutbox().outbox().count()).toBe(0);
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it('a rerender, or the session written again, sends nothing twice; a refusal of the new token holds it once more', async () => {
    const { store, wrapper: Path } = setup();
    holdForRina([record('a')], 'Hapus: Rumah a');
    const keeper = (
      <Path>
        <OutboxKeeper />
      </Path>
    );
    // the server refuses Rina's token (at the read before the delete): her session ends, the change
    // waits for her next sign-in
    reply({ status: 401, body: { message: 'Unauthorized' } });
    const { rerender } = render(keeper);
    await waitFor(() => expect(store.read()).toBeNull());
    rerender(keeper);
    await act(async () => undefined);
    expect(recorded.map(bearer)).toEqual([`Bearer ${RINA.access_token}`]);
    expect(sent('DELETE')).toEqual([]);
    expect(testOutbox().outbox().count()).toBe(1);
    // she signs in again: sent once; renders and the same session written again send nothing more
    reply(listed([record('a')]));
    const again = { ...RINA, access_token: validToken({ sub: RINA.auth_id, iat: 2 }) };
    act(() => store.write(again));
    expect(await screen.findByText('Perubahan tertunda sudah dikirim: Hapus: Rumah a')).toBeInTheDocument();
    rerender(keeper);
    act(() => store.write(again));
    rerender(keeper);
    await act(async () => undefined);
    expect(sent('DELETE').map(bearer)).toEqual([`Bearer ${again.access_token}`]);
    expect(screen.getAllByText('Perubahan tertunda sudah dikirim: Hapus: Rumah a')).toHaveLength(1);
    expect(testOutbox().outbox().count()).toBe(0);
  });

  it('a refusal part way through keeps what was not sent, and nothing that was: the later stored changes too', async () => {
    const { store, wrapper: Path } = setup();
    holdForRina([record('a'), record('b')], 'Hapus 2 listing');
    holdForRina([record('c')], 'Hapus: Rumah c');
    // the server takes the first delete, then refuses Rina's token
    reply(
      listed([record('a'), record('b'), record('c')], (request) =>
        request.path === '/house-list/a' ? OK : { status: 401, body: { message: 'Unauthorized' } },
      ),
    );
    render(
      <Path>
        <OutboxKeeper />
      </Path>,
    );
    await waitFor(() => expect(store.read()).toBeNull());
    expect(sent('DELETE').map((one) => one.path)).toEqual(['/house-list/a', '/house-list/b']);
    const send = storedFor(userKeyOf(RINA));
    expect(send.map((change) => [change.text, change.records.map((one) => one.id)])).toEqual([
      ['Hapus 2 listing', ['b']],
      ['Hapus: Rumah c', ['c']],
    ]);
  });
});
