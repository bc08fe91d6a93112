import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { deleteOperation } from '../../../../src/engine/common/operations';
import { useUndoableChange } from '../../../../src/engine/outbox/use-undo';
import { OutboxKeeper } from '../../../../src/engine/OutboxKeeper';
import { createOutbox, SEND_LIMIT_MS } from '../../../../src/providers/outbox/outbox-store';
import { findResource } from '../../../../src/resources';
import type { ResourceDecl, Values } from '../../../../src/resources/types';
import { userKeyOf } from '../../../../src/session/session';
import { changePath as setup, SESSIONS, withChangePathWire } from '../../support/change-path';
import { jwt, nowSeconds } from '../../support/jwt';
import { MemoryStorage } from '../../support/memory-storage';
import { keptDelete, testOutbox } from '../../support/outbox';
import { type Recorded, recorded, type Reply, reply } from '../../support/wire';

withChangePathWire();
afterEach(() => vi.useRealTimers());

const listing = findResource('listing') as ResourceDecl;
const remove = deleteOperation(listing)!;
const { RINA } = SESSIONS;
const record = (id: string): Values => ({ id, title: `Rumah ${id}`, status: 'approved' });
const deletes = () => recorded.filter((one) => one.method === 'DELETE').map((one) => one.path);
const OK: Reply = { status: 200, body: { status: 200, message: 'OK', data: {} } };

/** A reply held until the test lets it go: a service that answers slowly. */
function slowReply() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, answer: async (): Promise<Reply> => (await held, OK) };
}

function keeper() {
  const { wrapper: Path } = setup();
  return render(
    <Path>
      <OutboxKeeper />
    </Path>,
  );
}

async function openList() {
  act(() => testOutbox().outboxList.set(true));
  return screen.findByRole('dialog', { name: 'Perubahan di perangkat ini' });
}

describe('the outbox keeps its word', () => {
  it('"Batalkan" and "Buang" on changes still waiting while the first is slow: neither is sent', async () => {
    // three deletes made offline by a page gone since; the network is back, the first call is slow
    keptDelete([record('a')], RINA);
    keptDelete([record('b')], RINA);
    keptDelete([record('c')], RINA);
    const slow = slowReply();
    reply((request: Recorded) => (request.path === '/house-list/a' ? slow.answer() : OK));
    keeper();
    await waitFor(() => expect(deletes()).toEqual(['/house-list/a']));
    const list = await openList();
    // the first is on its way: it says so, and cannot be cancelled
    const first = within(list).getByText('Hapus: Rumah a').closest('li')!;
    expect(first).toHaveTextContent('Sedang dikirim: tidak dapat dibatalkan lagi');
    expect(within(first).getByRole('button', { name: 'Batalkan: Hapus: Rumah a' })).toBeDisabled();
    await userEvent.click(within(list).getByRole('button', { name: 'Batalkan: Hapus: Rumah c' }));
    await userEvent.click(within(list).getByRole('button', { name: 'Buang: Hapus: Rumah b' }));
    expect(within(list).getByText('Hapus: Rumah c').closest('li')).toHaveTextContent(
      'Dibatalkan: tidak dikirim',
    );
    slow.release();
    await waitFor(() =>
      expect(
        testOutbox()
          .outbox()
          .all()
          .map((one) => one.text),
      ).toEqual(['Hapus: Rumah c']),
    );
    await act(async () => undefined);
    expect(deletes()).toEqual(['/house-list/a']);
    expect(testOutbox().outbox().all()[0].cancelled).toBe(true);
  });

  it('"Batalkan" then "Kirim" inside an undo window sends it once: the window ending sends nothing more', async () => {
    const slow = slowReply();
    reply((request) => (request.method === 'GET' ? listOf([record('a')]) : slow.answer()));
    const { wrapper } = setup();
    const { result } = renderHook(() => useUndoableChange(listing), { wrapper });
    render(<OutboxKeeper />, { wrapper });
    act(() => void result.current(remove, record('a')));
    const list = await openList();
    await userEvent.click(within(list).getByRole('button', { name: 'Batalkan: Hapus: Rumah a' }));
    await userEvent.click(within(list).getByRole('button', { name: 'Kirim: Hapus: Rumah a' }));
    await waitFor(() => expect(deletes()).toEqual(['/house-list/a']));
    // the window ends (as it would 5 s later) while the person's send is still on its way
    act(() => testOutbox().undoQueue.flushAll({ keepalive: false }));
    await act(async () => undefined);
    slow.release();
    await waitFor(() => expect(testOutbox().outbox().count()).toBe(0));
    await act(async () => undefined);
    expect(deletes()).toEqual(['/house-list/a']);
  });

  it('a service that fails for a moment (503, then a proxy page) keeps the change and tries again by itself', async () => {
    keptDelete([record('a')], RINA);
    reply((request) =>
      request.method === 'GET'
        ? listOf([record('a')])
        : { status: 503, body: { message: 'Service Unavailable' } },
    );
    keeper();
    await waitFor(() => expect(deletes()).toEqual(['/house-list/a']));
    await waitFor(() => expect(testOutbox().outbox().all()[0]?.state).toBe('retry'));
    // no failure is announced for it: it is kept and said so in the list
    expect(screen.queryByText(/gagal dikirim/)).toBeNull();
    const list = await openList();
    expect(list).toHaveTextContent(/Layanan sedang bermasalah: dicoba lagi otomatis pukul \d\d\.\d\d/);
    act(() => testOutbox().outboxList.set(false));
    // then a proxy's HTML page where JSON is due: kept again
    reply((request) =>
      request.method === 'GET' ? listOf([record('a')]) : { status: 200, text: '<html>Bad gateway</html>' },
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6000);
    act(() => testOutbox().sendNow.emit());
    await waitFor(() => expect(deletes()).toHaveLength(2));
    await waitFor(() => expect(testOutbox().outbox().all()[0]?.tries).toBe(2));
    // the service is back: the next try (read again first: still there) sends it, once
    reply((request) => (request.method === 'GET' ? listOf([record('a')]) : OK));
    vi.setSystemTime(Date.now() + 20_000);
    act(() => testOutbox().sendNow.emit());
    expect(await screen.findByText('Perubahan tertunda sudah dikirim: Hapus: Rumah a')).toBeInTheDocument();
    expect(deletes()).toHaveLength(3);
    expect(testOutbox().outbox().count()).toBe(0);
  });

  it("a refusal keeps the change with the server's words until the person throws it away", async () => {
    keptDelete([record('a')], RINA);
    reply({ status: 422, body: { message: 'Listing sedang dalam transaksi.' } });
    keeper();
    await waitFor(() => expect(testOutbox().outbox().all()[0]?.state).toBe('failed'));
    // said at once, and kept
    expect(await screen.findByText('Perubahan tertunda gagal dikirim: Hapus: Rumah a')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    const list = await openList();
    expect(list).toHaveTextContent('Ditolak server: Listing sedang dalam transaksi.');
    // a reload sends nothing by itself
    act(() => testOutbox().sendNow.emit());
    await act(async () => undefined);
    expect(deletes()).toEqual(['/house-list/a']);
    await userEvent.click(within(list).getByRole('button', { name: 'Buang: Hapus: Rumah a' }));
    await waitFor(() => expect(testOutbox().outbox().count()).toBe(0));
  });

  it('nothing leaves with a token in its last 30 s: the change waits for the next session', async () => {
    const { store, wrapper: Path } = setup();
    store.write({ ...RINA, access_token: jwt({ sub: RINA.auth_id, exp: nowSeconds() + 20 }) });
    keptDelete([record('a')], RINA);
    reply((request) => (request.method === 'GET' ? listOf([record('a')]) : OK));
    render(
      <Path>
        <OutboxKeeper />
      </Path>,
    );
    await act(async () => undefined);
    act(() => testOutbox().sendNow.emit());
    await act(async () => undefined);
    await act(async () => undefined);
    expect(recorded).toEqual([]);
    // signed in again: a fresh token sends it (read again first: another session)
    reply((request) => (request.method === 'GET' ? listOf([record('a')]) : OK));
    act(() => store.write({ ...RINA, access_token: jwt({ sub: RINA.auth_id, exp: nowSeconds() + 3600 }) }));
    await waitFor(() => expect(deletes()).toEqual(['/house-list/a']));
  });
});

describe('the outbox store', () => {
  it('a change on its way cannot be claimed again, cancelled or thrown away until its time limit passes', () => {
    let now = 1_000_000;
    const outbox = createOutbox(new MemoryStorage(), () => now);
    const id = outbox.add({
      resource: 'listing',
      operation: 'delete',
      records: [record('a')],
      values: {},
      text: 'Hapus: Rumah a',
      author: userKeyOf(RINA),
      token: RINA.access_token,
      tab: 'tab-a',
      state: 'waiting',
    });
    expect(outbox.claim(id, 'tab-a')?.state).toBe('sending');
    expect(outbox.claim(id, 'tab-b')).toBeUndefined();
    expect(outbox.claim(id, 'tab-a')).toBeUndefined();
    expect(outbox.cancel(id)).toBe(false);
    expect(outbox.discard(id)).toBe(false);
    // past the limit its answer is unknown: it can be cancelled (kept), and a cancelled one is never claimed
    now += SEND_LIMIT_MS + 1;
    expect(outbox.cancel(id)).toBe(true);
    expect(outbox.claim(id, 'tab-b')).toBeUndefined();
  });

  it('a 1,000-record run answered record by record rewrites only its small head', () => {
    const storage = new MemoryStorage();
    let written = 0;
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key: string, value: string) => {
      written += value.length;
      setItem(key, value);
    };
    const outbox = createOutbox(storage);
    const records = Array.from({ length: 1000 }, (_, i) => ({
      id: `r${i}`,
      title: `Rumah Minimalis 2 Lantai nomor ${i}`,
      address: 'Jl. Dago Atas No. 12, Coblong, Kota Bandung, Jawa Barat',
      price: 850_000_000 + i,
    }));
    const id = outbox.add({
      resource: 'listing',
      operation: 'delete',
      records,
      values: {},
      text: 'Hapus 1000 data',
      author: 'ani',
      token: 't',
      tab: 'tab-a',
      state: 'waiting',
    });
    const once = written;
    for (let i = 0; i < 1000; i += 1) outbox.markDone(id);
    expect(outbox.get(id)?.records).toEqual([]);
    // the records were written once; each answer rewrote a head of a few hundred bytes
    expect(written - once).toBeLessThan(1000 * 500);
    // reads are cached: the same list while nothing changed
    expect(outbox.all()).toBe(outbox.all());
  });
});

describe('a change left too long', () => {
  it('is dropped after 7 days with its photos, and its author is told once', () => {
    const storage = new MemoryStorage();
    let now = Date.UTC(2026, 10, 1);
    createOutbox(storage, () => now).add({
      resource: 'listing',
      operation: 'edit',
      save: 'edit',
      records: [record('a')],
      values: { photos: ['perangkat:abc'] },
      text: 'Ubah Listing: Rumah a',
      author: 'ani',
      token: 't',
      tab: 'tab-a',
      state: 'stored',
    });
    now += 8 * 24 * 60 * 60 * 1000;
    const dropped: unknown[] = [];
    const later = createOutbox(storage, { now: () => now, onExpired: ({ values }) => dropped.push(values) });
    expect(later.count()).toBe(0);
    expect(dropped).toEqual([{ photos: ['perangkat:abc'] }]);
    expect(later.takeExpired('budi')).toEqual([]);
    expect(later.takeExpired('ani')).toEqual(['Ubah Listing: Rumah a']);
    expect(later.takeExpired('ani')).toEqual([]);
  });
});

function listOf(rows: Values[]): Reply {
  return { status: 200, body: { status: 200, message: 'OK', data: rows, document_count: rows.length } };
}
