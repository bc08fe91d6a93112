import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { deleteOperation } from '../../../../src/engine/common/operations';
import { useUndoableChange } from '../../../../src/engine/outbox/use-undo';
import { OutboxKeeper } from '../../../../src/engine/OutboxKeeper';
import { findResource } from '../../../../src/resources';
import type { ResourceDecl } from '../../../../src/resources/types';
import { loadSessionCipher } from '../../../../src/session/session';
import { changePath } from '../../support/change-path';
import { testOutbox } from '../../support/outbox';
import { resetWire, server } from '../../support/wire';

const SENDING = 'Mengirim 1 perubahan ...';
const listing = findResource('listing') as ResourceDecl;

let release: () => void = () => undefined;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadSessionCipher();
});
afterEach(() => {
  release();
  act(() => testOutbox().undoQueue.flushAll({ keepalive: false }));
  resetWire();
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

/** A delete waiting in its undo window, the keeper on screen, and a server that answers when released. */
async function pendingDelete() {
  const answered = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.delete('*', async () => {
      await answered;
      return HttpResponse.json({ status: 200, message: 'OK', data: {} });
    }),
  );
  const { wrapper: Path } = changePath();
  render(
    <Path>
      <OutboxKeeper />
    </Path>,
  );
  const { result } = renderHook(() => useUndoableChange(listing), { wrapper: Path });
  act(() => void result.current(deleteOperation(listing)!, { id: 'a', title: 'Rumah a' }));
  expect(await screen.findByText('Hapus: Rumah a')).toBeInTheDocument();
}

describe("a sign-out's sending toast", () => {
  it('is a toast of the notification provider while the sign-out sends, closed by its key once all is sent', async () => {
    await pendingDelete();
    let drained: Promise<unknown> = Promise.resolve();
    act(() => void (drained = testOutbox().undoQueue.drain({ timeoutMs: 10_000 })));
    const toast = await screen.findByText(SENDING);
    // drawn as the provider draws a progress toast, not by antd's message directly
    expect(toast.closest('.ant-notification-notice')).not.toBeNull();
    release();
    await act(() => drained);
    await waitFor(() => expect(screen.queryByText(SENDING)).toBeNull());
  });

  it('gives way to the message that says what was not sent when the sign-out gives up', async () => {
    await pendingDelete();
    let drained: Promise<unknown> = Promise.resolve();
    act(() => void (drained = testOutbox().undoQueue.drain({ timeoutMs: 50 })));
    expect(await screen.findByText(SENDING)).toBeInTheDocument();
    await act(() => drained);
    expect(
      await screen.findByText(
        '1 perubahan belum terkirim dalam 10 detik. Perubahan itu disimpan di peramban ini dan dikirim setelah Anda masuk lagi.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(SENDING)).toBeNull());
  });
});
