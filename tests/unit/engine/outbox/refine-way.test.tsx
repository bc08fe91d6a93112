import { useDelete, useList, useUpdate } from '@refinedev/core';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AppRefine } from '../../../../src/App';
import { SessionContext } from '../../../../src/components/session-context';
import { ToastContext } from '../../../../src/components/toast-context';
import { OutboxKeeper } from '../../../../src/engine/OutboxKeeper';
import { AntdFrame } from '../../../../src/layout/AntdFrame';
import { db } from '../../../../src/mocks/db';
import { pageLeave } from '../../../../src/providers/outbox/page-leave';
import { findResource, toRefineResources } from '../../../../src/resources';
import { buildProviders, signIn, SUPERADMIN, withDemoBackend } from '../../support/app';
import { storeOf, testOutbox, WithOutbox } from '../../support/outbox';

const { requests } = withDemoBackend();

/**
 * A page written the way every Refine developer writes one: `useList`, `useUpdate` and `useDelete`
 * of @refinedev/core, nothing of the app's engine. The app's providers give it the outbox.
 */
function PopularAreas({ undoable }: { undoable?: boolean }) {
  const { result } = useList({ resource: 'special-area', pagination: { pageSize: 5 } });
  const { mutate: update } = useUpdate();
  const { mutate: remove } = useDelete();
  // (with Refine's own undo window of 2 s)
  const mode = undoable ? ({ mutationMode: 'undoable', undoableTimeout: 2000 } as const) : {};
  return (
    <ul>
      {result.data.map((area) => (
        <li key={String(area.id)}>
          {String(area.name)}
          <Button
            onClick={() =>
              update({
                resource: 'special-area',
                id: area.id!,
                values: { name: `${String(area.name)} Baru` },
                ...mode,
              })
            }
          >
            Ubah {String(area.name)}
          </Button>
          <Button onClick={() => remove({ resource: 'special-area', id: area.id!, ...mode })}>
            Hapus {String(area.name)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function renderPage(address = '/dashboard', { undoable = false } = {}) {
  window.history.replaceState({}, '', address);
  const providers = buildProviders();
  signIn(providers.store, SUPERADMIN);
  render(
    <WithOutbox>
      <BrowserRouter>
        <ToastContext.Provider value={providers.toasts}>
          <SessionContext.Provider value={providers.store}>
            <AppRefine providers={providers} resources={toRefineResources()}>
              <AntdFrame>
                <OutboxKeeper />
                <Suspense fallback={null}>
                  <PopularAreas undoable={undoable} />
                </Suspense>
              </AntdFrame>
            </AppRefine>
          </SessionContext.Provider>
        </ToastContext.Provider>
      </BrowserRouter>
    </WithOutbox>,
  );
  return providers;
}

const writes = () => requests.filter((request) => request.method === 'PUT' || request.method === 'DELETE');

describe('a page written the Refine way gets the outbox', () => {
  it('offline, useUpdate and useDelete are kept (said in Indonesian, no error), and sent once online: each once', async () => {
    renderPage();
    const shown = await screen.findAllByRole('button', { name: /^Ubah / });
    const named = (button: HTMLElement) =>
      db.specialAreas.find((area) => button.textContent === `Ubah ${area.name}`)!;
    const [first, second] = [named(shown[0]), named(shown[1])];
    const label = findResource('special-area')?.label;
    act(() => onlineManager.setOnline(false));
    fireEvent.click(screen.getByRole('button', { name: `Ubah ${first.name}` }));
    expect(
      await screen.findByText(
        `Ubah ${label}: ${first.name}: disimpan di perangkat. Akan dikirim saat online.`,
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `Hapus ${second.name}` }));
    expect(
      await screen.findByText(
        `Hapus ${label}: ${second.name}: disimpan di perangkat. Akan dikirim saat online.`,
      ),
    ).toBeInTheDocument();
    // kept for their author, nothing sent, no Error dialog and no internal name
    expect(
      testOutbox()
        .outbox()
        .all()
        .map((change) => change.operation),
    ).toEqual(['edit', 'delete']);
    expect(writes()).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toMatch(/KeptInOutbox|kept in the outbox|Error/);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(testOutbox().outbox().all()).toEqual([]), { timeout: 15_000 });
    const sent = writes().map((request) => `${request.method} ${new URL(request.url).pathname}`);
    expect(sent.sort()).toEqual(
      [
        `DELETE /demo-api/main/special-area/${second._id}`,
        `PUT /demo-api/main/special-area/${first._id}`,
      ].sort(),
    );
    const put = writes().find((request) => request.method === 'PUT');
    expect(await put?.clone().json()).toMatchObject({ name: `${first.name} Baru` });
    expect(db.specialAreas.find((area) => area._id === first._id)?.name).toBe(`${first.name} Baru`);
    expect(db.specialAreas.some((area) => area._id === second._id)).toBe(false);
  });

  it("sends under the session's token whatever the address says: its query never reaches a call's meta", async () => {
    renderPage('/dashboard?token=evil-token&params[id]=other&outbox[text]=x');
    const [button] = await screen.findAllByRole('button', { name: /^Ubah / });
    fireEvent.click(button);
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [put] = writes();
    expect(put.headers.get('authorization')).toMatch(/^Bearer /);
    expect(put.headers.get('authorization')).not.toContain('evil-token');
    expect(new URL(put.url).pathname).not.toContain('other');
    expect(testOutbox().outbox().all()).toEqual([]);
  });

  it('with mutationMode "undoable", each change is in the outbox from the moment it is made: "Urungkan" sends nothing, the window\'s end sends it once, and one a killed page left is sent by the next, never twice', async () => {
    const providers = renderPage('/dashboard', { undoable: true });
    const shown = await screen.findAllByRole('button', { name: /^Hapus / });
    const named = (button: HTMLElement) =>
      db.specialAreas.find((area) => button.textContent === `Hapus ${area.name}`)!;
    const [first, second, third] = shown.map(named);
    const kept = () => testOutbox().outbox().all();

    // taken back within the window: in the outbox meanwhile, never sent, gone after
    fireEvent.click(screen.getByRole('button', { name: `Hapus ${first.name}` }));
    await waitFor(() => expect(kept().map((change) => change.operation)).toEqual(['delete']));
    expect(kept()[0]).toMatchObject({ state: 'waiting', window: true, records: [{ id: first._id }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Urungkan' }));
    await waitFor(() => expect(kept()).toEqual([]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Urungkan' })).toBeNull());

    // an edit whose window ends: kept at once, the keeper leaves it to its page, sent once
    fireEvent.click(screen.getByRole('button', { name: `Ubah ${second.name}` }));
    await waitFor(() => expect(kept().map((change) => change.save)).toEqual(['edit']));
    const reported = new Promise((resolve) => {
      const stop = testOutbox().dueReports.subscribe((report) => (stop(), resolve(report)));
    });
    act(() => testOutbox().sendNow.emit());
    await reported;
    expect(writes(), 'sent by the keeper while its window runs').toEqual([]);
    await waitFor(() => expect(writes()).toHaveLength(1), { timeout: 6000 });
    expect(`${writes()[0].method} ${new URL(writes()[0].url).pathname}`).toBe(
      `PUT /demo-api/main/special-area/${second._id}`,
    );
    await waitFor(() => expect(kept()).toEqual([]));

    // a delete whose page is gone within the window (as the next page sees it): that page sends it,
    // and the window's end here sends nothing more
    fireEvent.click(screen.getByRole('button', { name: `Hapus ${third.name}` }));
    await waitFor(() => expect(kept()).toHaveLength(1));
    act(() => storeOf(testOutbox()).update(kept()[0].id, { tab: 'a page gone since' }));
    act(() => testOutbox().sendNow.emit());
    await waitFor(() => expect(db.specialAreas.some((area) => area._id === third._id)).toBe(false));
    await waitFor(() => expect(kept()).toEqual([]));
    // its window's end here: the toast goes, and Refine's mutation settles without another call
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Urungkan' })).toBeNull(), {
      timeout: 5000,
    });
    await waitFor(() => expect(providers.queryClient.isMutating()).toBe(0));
    expect(writes().filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(db.specialAreas.some((area) => area._id === first._id)).toBe(true);
  });

  it('with mutationMode "undoable", a window still running as the page goes away leaves then, once (not when the page is only put aside); its end sends nothing more and the record stays gone', async () => {
    const providers = renderPage('/dashboard', { undoable: true });
    const [button] = await screen.findAllByRole('button', { name: /^Hapus / });
    const area = db.specialAreas.find((one) => button.textContent === `Hapus ${one.name}`)!;
    const kept = () => testOutbox().outbox().all();
    fireEvent.click(button);
    await waitFor(() => expect(kept()).toHaveLength(1));
    // of the record as read: its keys and name, nothing else the list showed
    expect(Object.keys(kept()[0].records[0]).sort()).toEqual(['_id', 'id', 'name']);

    // put aside whole (the back-forward cache): its window goes on when it is shown again
    act(() => void pageLeave.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true })));
    expect(kept()[0]).toMatchObject({ window: true, state: 'waiting' });
    // gone: it leaves now, under its author's token, and the outbox lets it go once answered
    act(() => void pageLeave.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(providers.queryClient.isMutating(), 'left before its window ended').toBe(1);
    expect(`${writes()[0].method} ${new URL(writes()[0].url).pathname}`).toBe(
      `DELETE /demo-api/main/special-area/${area._id}`,
    );
    expect(writes()[0].headers.get('authorization')).toMatch(/^Bearer /);
    await waitFor(() => expect(kept()).toEqual([]));
    // its window's end here (a page that stayed after all): nothing more leaves, Refine keeps it gone
    await waitFor(() => expect(providers.queryClient.isMutating()).toBe(0), { timeout: 5000 });
    expect(writes()).toHaveLength(1);
    expect(db.specialAreas.some((one) => one._id === area._id)).toBe(false);
    expect(screen.queryByRole('button', { name: `Hapus ${area.name}` })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
