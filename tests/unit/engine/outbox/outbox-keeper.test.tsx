import { onlineManager } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { deleteOperation } from '../../../../src/engine/common/operations';
import { useOptimisticRecords } from '../../../../src/engine/outbox/use-optimistic-records';
import { useUndoableChange } from '../../../../src/engine/outbox/use-undo';
import { OutboxKeeper } from '../../../../src/engine/OutboxKeeper';
import { type Outbox, sessionMark } from '../../../../src/providers/outbox/outbox-store';
import { TAB_ID } from '../../../../src/providers/outbox/tab-lock';
import { findResource } from '../../../../src/resources';
import type { ResourceDecl, Values } from '../../../../src/resources/types';
import { userKeyOf } from '../../../../src/session/session';
import { changePath as setup, SESSIONS, withChangePathWire } from '../../support/change-path';
import { keptDelete, storeOf, testOutbox } from '../../support/outbox';
import { type Recorded, recorded, type Reply, reply } from '../../support/wire';

withChangePathWire();

const listing = findResource('listing') as ResourceDecl;
const remove = deleteOperation(listing)!;
const { RINA, BUDI } = SESSIONS;
const record = (id: string, updated_at = '2026-11-01T00:00:00Z'): Values => ({
  id,
  title: `Rumah ${id}`,
  status: 'approved',
  updated_at,
});
const sent = (method: string) => recorded.filter((request) => request.method === method);
const OK: Reply = { status: 200, body: { status: 200, message: 'OK', data: {} } };
const listed =
  (rows: Values[]) =>
  (request: Recorded): Reply =>
    request.method === 'GET'
      ? { status: 200, body: { status: 200, message: 'OK', data: rows, document_count: rows.length } }
      : OK;

/** A delete left in the outbox by a page that is gone (killed before or while it sent it). */
const leftBehind = (records: Values[], over: Parameters<typeof keptDelete>[2] = {}) =>
  keptDelete(records, RINA, over);

describe('the outbox', () => {
  it('keeps a change from the moment it is made, with its author and token; undone or sent, it leaves', async () => {
    reply(OK);
    const { wrapper } = setup();
    const { result } = renderHook(() => useUndoableChange(listing), { wrapper });
    act(() => void result.current(remove, record('a')));
    // in storage before its window ends: a tab killed now keeps it
    const [kept] = testOutbox().outbox().all();
    expect([kept.author, kept.session, kept.tab, kept.state, kept.text]).toEqual([
      userKeyOf(RINA),
      sessionMark(RINA.access_token),
      TAB_ID,
      'waiting',
      'Hapus: Rumah a',
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Urungkan' }));
    expect(testOutbox().outbox().count()).toBe(0);
    act(() => void result.current(remove, record('b')));
    expect(testOutbox().outbox().count()).toBe(1);
    act(() => testOutbox().undoQueue.flushAll({ keepalive: false }));
    await waitFor(() => expect(sent('DELETE')).toHaveLength(1));
    await waitFor(() => expect(testOutbox().outbox().count()).toBe(0));
  });

  it("sends at the next load what a killed page left, once, with the author's token", async () => {
    leftBehind([record('a')]);
    reply(listed([record('a')]));
    const { wrapper: Path } = setup();
    const keeper = (
      <Path>
        <OutboxKeeper />
      </Path>
    );
    const { rerender } = render(keeper);
    expect(await screen.findByText('Perubahan tertunda sudah dikirim: Hapus: Rumah a')).toBeInTheDocument();
    rerender(keeper);
    await act(async () => undefined);
    // never tried, made in this session: no read first, one delete
    expect(recorded.map((one) => [one.method, one.path, one.headers.get('authorization')])).toEqual([
      ['DELETE', '/house-list/a', `Bearer ${RINA.access_token}`],
    ]);
    expect(testOutbox().outbox().count()).toBe(0);
  });

  it('a change whose try may have reached the server is read again first: a delete already made is not sent again', async () => {
    leftBehind([record('a'), record('b')], { state: 'sending' });
    // the first delete reached the server before the page died: only b is still listed
    reply(listed([record('b')]));
    const { wrapper: Path } = setup();
    render(
      <Path>
        <OutboxKeeper />
      </Path>,
    );
    await screen.findByText('Perubahan tertunda sudah dikirim: Hapus: Rumah a');
    expect(sent('DELETE').map((one) => one.path)).toEqual(['/house-list/b']);
    expect(testOutbox().outbox().count()).toBe(0);
  });

  it('a record changed since asks first: nothing leaves until "Kirim"; "Buang" throws it away', async () => {
    leftBehind([record('a')], { state: 'stored', token: 'an earlier token' });
    leftBehind([record('b')], { state: 'stored', token: 'an earlier token' });
    // someone else changed both since
    reply(listed([record('a', '2026-11-02T00:00:00Z'), record('b', '2026-11-02T00:00:00Z')]));
    const { wrapper: Path } = setup();
    render(
      <Path>
        <OutboxKeeper />
      </Path>,
    );
    expect(await screen.findByText('2 perubahan belum terkirim')).toBeInTheDocument();
    expect(sent('DELETE')).toEqual([]);
    // nothing is named as sent before it is
    expect(screen.queryByText(/Perubahan tertunda sudah dikirim/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Kirim: Hapus: Rumah a' }));
    expect(await screen.findByText('Perubahan tertunda sudah dikirim: Hapus: Rumah a')).toBeInTheDocument();
    await waitFor(() => expect(sent('DELETE').map((one) => one.path)).toEqual(['/house-list/a']));
    await userEvent.click(screen.getByRole('button', { name: 'Buang: Hapus: Rumah b' }));
    await waitFor(() => expect(testOutbox().outbox().count()).toBe(0));
    expect(sent('DELETE')).toHaveLength(1);
  });

  it("another user signed in never sends them; a change kept by a live page is that page's own", async () => {
    leftBehind([record('a')]);
    storeOf(testOutbox()).add({
      resource: 'listing',
      operation: 'delete',
      records: [record('b')],
      values: {},
      text: 'Hapus: Rumah b',
      author: userKeyOf(RINA),
      token: RINA.access_token,
      // this very page keeps it (its undo window runs here)
      tab: TAB_ID,
      state: 'waiting',
    });
    reply(OK);
    const { store, wrapper: Path } = setup();
    act(() => store.write(BUDI));
    render(
      <Path>
        <OutboxKeeper />
      </Path>,
    );
    // (its lock query and send lock run: nothing of Rina's leaves under Budi, nor is marked)
    await act(async () => undefined);
    await act(async () => undefined);
    expect(recorded).toEqual([]);
    expect(
      testOutbox()
        .outbox()
        .all()
        .map((one) => [one.text, one.discarded]),
    ).toEqual([
      ['Hapus: Rumah a', undefined],
      ['Hapus: Rumah b', undefined],
    ]);
    expect(testOutbox().outbox().count(userKeyOf(BUDI))).toBe(0);
  });
});

describe('a change made offline', () => {
  it('waits in the outbox, still shown as made, and leaves once online, once', async () => {
    reply(listed([record('a')]));
    const { wrapper: Path } = setup();
    const { result } = renderHook(
      () => ({ change: useUndoableChange(listing), optimistic: useOptimisticRecords('listing') }),
      {
        wrapper: Path,
      },
    );
    render(
      <Path>
        <OutboxKeeper />
      </Path>,
    );
    act(() => onlineManager.setOnline(false));
    act(() => void result.current.change(remove, record('a')));
    // its window ends offline: nothing leaves, it waits for the network, and the row stays gone meanwhile
    act(() => testOutbox().undoQueue.flushAll({ keepalive: false }));
    await waitFor(() =>
      expect(
        testOutbox()
          .outbox()
          .all()
          .map((one) => one.state),
      ).toEqual(['retry']),
    );
    // said as it is: nobody signed out
    act(() => testOutbox().outboxList.set(true));
    expect(await screen.findByText('Menunggu koneksi: dikirim otomatis saat online')).toBeInTheDocument();
    act(() => testOutbox().outboxList.set(false));
    expect(result.current.optimistic?.get('a')).toEqual({ kind: 'removed' });
    expect(recorded).toEqual([]);
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Perubahan tertunda sudah dikirim: Hapus: Rumah a')).toBeInTheDocument();
    expect(sent('DELETE').map((one) => one.path)).toEqual(['/house-list/a']);
    await waitFor(() => expect(testOutbox().outbox().count()).toBe(0));
    await waitFor(() => expect(result.current.optimistic?.get('a')).toBeUndefined());
  });

  it('a send that gets no answer is not a failure: it stays in the outbox for a retry with backoff (read again before it is sent once more)', async () => {
    reply((request) => (request.method === 'DELETE' ? { network: true } : listed([record('a')])(request)));
    const { wrapper } = setup();
    const { result } = renderHook(() => useUndoableChange(listing), { wrapper });
    act(() => void result.current(remove, record('a')));
    act(() => testOutbox().undoQueue.flushAll({ keepalive: false }));
    await waitFor(() =>
      expect(
        testOutbox()
          .outbox()
          .all()
          .map((one) => [one.state, one.tries]),
      ).toEqual([['retry', 1]]),
    );
    // no Error dialog: it waits, it has not failed
    expect(document.querySelector('.ant-modal')).toBeNull();
    expect(sent('DELETE')).toHaveLength(1);
  });
});

describe("a form's save in the outbox", () => {
  // (a listing's create succeeds on 201)
  const CREATED: Reply = { status: 201, body: { status: 201, message: 'OK', data: { id: 'n1' } } };
  const saveOf = (over: Partial<Parameters<Outbox['add']>[0]> = {}) =>
    storeOf(testOutbox()).add({
      resource: 'listing',
      operation: 'create',
      save: 'create',
      records: [],
      values: { title: 'Rumah Baru', price: 100 },
      text: 'Tambah Listing: Rumah Baru',
      author: userKeyOf(RINA),
      token: RINA.access_token,
      // the form's page is alive: the outbox sends it all the same (the form closed)
      tab: TAB_ID,
      state: 'waiting',
      ...over,
    });

  it("a new record saved offline leaves once online, once, with its author's token; another user's waits for them", async () => {
    saveOf();
    saveOf({ author: userKeyOf(BUDI), token: BUDI.access_token, text: 'Tambah Listing: Punya Budi' });
    reply(CREATED);
    act(() => onlineManager.setOnline(false));
    const { wrapper: Path } = setup();
    render(
      <Path>
        <OutboxKeeper />
      </Path>,
    );
    await act(async () => undefined);
    expect(recorded).toEqual([]);
    act(() => onlineManager.setOnline(true));
    expect(
      await screen.findByText('Perubahan tertunda sudah dikirim: Tambah Listing: Rumah Baru'),
    ).toBeInTheDocument();
    expect(recorded.map((one) => [one.method, one.path, one.headers.get('authorization')])).toEqual([
      ['POST', '/house-list', `Bearer ${RINA.access_token}`],
    ]);
    // Budi's stays stored for him, never sent under Rina
    expect(
      testOutbox()
        .outbox()
        .all()
        .map((one) => one.text),
    ).toEqual(['Tambah Listing: Punya Budi']);
  });

  it('a new record whose call got no answer is asked about, never created twice unseen', async () => {
    saveOf({ state: 'sending' });
    reply(CREATED);
    const { wrapper: Path } = setup();
    render(
      <Path>
        <OutboxKeeper />
      </Path>,
    );
    const asked = await screen.findByRole('dialog', { name: '1 perubahan belum terkirim' });
    expect(asked).toHaveTextContent('Belum diketahui apakah data ini sudah tersimpan');
    expect(recorded).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Kirim: Tambah Listing: Rumah Baru' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    await waitFor(() => expect(testOutbox().outbox().count()).toBe(0));
  });

  it('"Batalkan" in the list keeps it, marked not sent, sent by nothing else; "Kirim" then sends it once', async () => {
    saveOf();
    reply(CREATED);
    act(() => onlineManager.setOnline(false));
    const { wrapper: Path } = setup();
    render(
      <Path>
        <OutboxKeeper />
      </Path>,
    );
    act(() => testOutbox().outboxList.set(true));
    const list = await screen.findByRole('dialog', { name: 'Perubahan di perangkat ini' });
    expect(list).toHaveTextContent('Menunggu dikirim');
    await userEvent.click(screen.getByRole('button', { name: 'Batalkan: Tambah Listing: Rumah Baru' }));
    expect(list).toHaveTextContent('Dibatalkan: tidak dikirim');
    act(() => onlineManager.setOnline(true));
    await act(async () => undefined);
    await act(async () => undefined);
    expect(recorded).toEqual([]);
    expect(
      testOutbox()
        .outbox()
        .all()
        .map((one) => one.cancelled),
    ).toEqual([true]);
    await userEvent.click(screen.getByRole('button', { name: 'Kirim: Tambah Listing: Rumah Baru' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    await waitFor(() => expect(testOutbox().outbox().all()).toEqual([]));
    act(() => testOutbox().outboxList.set(false));
  });
});
