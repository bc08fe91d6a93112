import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { useResourceAction } from '../../../../src/components/actions/use-resource-action';
import { actionOperation, deleteOperation } from '../../../../src/components/bulk/operations';
import { useBulkRun } from '../../../../src/components/bulk/use-bulk-run';
import { HeldChangesKeeper } from '../../../../src/components/undo/HeldChangesKeeper';
import { heldChanges, undoQueue } from '../../../../src/components/undo/queue';
import { useUndoableChange } from '../../../../src/components/undo/use-undo';
import { findResource } from '../../../../src/resources';
import type { ResourceDecl, Values } from '../../../../src/resources/types';
import { loadSessionCipher, userKeyOf } from '../../../../src/session/session';
import { changePath as setup, SESSIONS } from '../../support/change-path';
import { expiredToken, validToken } from '../../support/jwt';
import { hosts, type Recorded, recorded, reply, resetWire, server } from '../../support/wire';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadSessionCipher();
});
afterEach(() => {
  act(() => undoQueue.flushAll({ keepalive: false }));
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
    act(() => undoQueue.flushAll({ keepalive: false }));
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
    act(() => undoQueue.flushAll({ keepalive: false }));
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

  it("a 401 refusing the current session's token signs out, and the change is held for its author", async () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useUndoableChange(listing), { wrapper });
    act(() => void result.current(remove!, record('a')));
    reply({ status: 401, body: { message: 'Unauthorized' } });
    act(() => undoQueue.flushAll({ keepalive: false }));
    await waitFor(() => expect(store.read()).toBeNull());
    expect(bearer(sent('DELETE')[0])).toBe(`Bearer ${RINA.access_token}`);
    await waitFor(() => expect(heldChanges().count()).toBe(1));
    // no Error dialog for a refused author's token: the change is held, not failed
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it("a 401 refusing an earlier author's token leaves the user now signed in alone; the change is held for its author", async () => {
    const { store, wrapper } = setup();
    const { result } = renderHook(() => useUndoableChange(listing), { wrapper });
    act(() => void result.current(remove!, record('a')));
    // another admin signs in on this browser while Rina's delete waits
    act(() => store.write(BUDI));
    reply({ status: 401, body: { message: 'Unauthorized' } });
    act(() => undoQueue.flushAll({ keepalive: false }));
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    expect(bearer(sent('DELETE')[0])).toBe(`Bearer ${RINA.access_token}`);
    await waitFor(() => expect(heldChanges().count()).toBe(1));
    // Refine's onError has run with the refusal: Budi stays signed in
    await act(async () => undefined);
    expect(store.read()?.auth_id).toBe(BUDI.auth_id);
    const { send } = heldChanges().signedIn(userKeyOf(RINA));
    expect(send.map((change) => [change.operation, change.records.map((one) => one.id)])).toEqual([
      ['delete', ['a']],
    ]);
  });
});

describe('held changes go the same path', () => {
  it("are sent with their author's next live token only: never with one that has expired", async () => {
    const { store, wrapper: Path } = setup();
    heldChanges().hold(userKeyOf(RINA), {
      resource: 'listing',
      operation: 'delete',
      records: [record('a')],
      values: {},
      text: 'Hapus: Rumah a',
    });
    // Rina's token ends while the page is open: the session is still stored until the check signs out
    act(() => store.write({ ...RINA, access_token: expiredToken() }));
    render(
      <Path>
        <HeldChangesKeeper />
      </Path>,
    );
    await act(async () => undefined);
    expect(recorded).toHaveLength(0);
    expect(heldChanges().count()).toBe(1);
    // she signs in again: sent once, with the new token, and one notice names it
    const again = { ...RINA, access_token: validToken({ sub: RINA.auth_id, iat: 2 }) };
    act(() => store.write(again));
    expect(await screen.findByText('Perubahan tertunda sudah dikirim: Hapus: Rumah a')).toBeInTheDocument();
    expect(sent('DELETE').map((one) => [one.path, bearer(one)])).toEqual([
      ['/house-list/a', `Bearer ${again.access_token}`],
    ]);
    expect(heldChanges().count()).toBe(0);
  });
});
