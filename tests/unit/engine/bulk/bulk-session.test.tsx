import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { config } from '../../../../src/config';
import { db } from '../../../../src/mocks/db';
import { pageLeave } from '../../../../src/providers/outbox/page-leave';
import { httpMock, renderApp, SUPERADMIN, withDemoBackend } from '../../support/app';
import { findDialog, tableRows } from '../../support/operations';
import { endUndoWindows, holdUndoWindows } from '../../support/undo';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();

/** Chooses the first `count` rows of the list (those `which` allows) and answers their records' ids. */
async function choose(count: number, which: (row: HTMLElement) => boolean = () => true) {
  // the first render of a list in the test DOM is slow on a loaded machine
  await waitFor(
    () => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBeGreaterThan(0),
    { timeout: 30000 },
  );
  const rows = (await tableRows()).filter(which).slice(0, count);
  expect(rows).toHaveLength(count);
  for (const row of rows) await user.click(within(row).getByRole('checkbox'));
  expect(await screen.findByText(`${count} dipilih`)).toBeInTheDocument();
  return rows;
}

const bar = () => screen.getByRole('region', { name: 'Aksi untuk data yang dipilih' });

async function signInAgain() {
  await user.type(await screen.findByLabelText('Email', {}, { timeout: 15000 }), SUPERADMIN);
  await user.type(screen.getByLabelText('Kata Sandi'), 'demo12345{Enter}');
}

describe('a bulk run and the end of its session', { timeout: 120_000 }, () => {
  it('a 401 stops the run, keeps what is left unsent for its author, and the summary is shown after the same user signs in again', async () => {
    holdUndoWindows();
    let refusing = true;
    let answered = 0;
    // the first DELETE goes through; from the second on the server refuses the token
    server.use(
      httpMock.delete(`${config.apiUrl}/house-list/:id`, () => {
        answered += 1;
        if (refusing && answered > 1)
          return HttpResponse.json({ status: 401, message: 'Unauthorized' }, { status: 401 });
        return undefined;
      }),
    );
    renderApp('/dashboard/listing', { as: SUPERADMIN });
    const rows = await choose(6);
    // by the row's key: the seed holds listings posted twice under the same title (the signals' duplicates)
    const chosen = rows.map((row) => db.listings.find((one) => one.id === row.getAttribute('data-row-key')));
    await user.click(within(bar()).getByRole('button', { name: 'Hapus' }));
    endUndoWindows();

    // the session ends: the login page says what this browser still holds
    expect(
      await screen.findByText(
        'Ada 1 perubahan yang belum terkirim di peramban ini. Perubahan itu dikirim setelah pemiliknya masuk lagi.',
        {},
        { timeout: 20000 },
      ),
    ).toBeInTheDocument();
    // 4 calls at once: one went through, three were refused, the last two never started
    const deletes = () => requests.filter((r) => r.method === 'DELETE');
    expect(deletes()).toHaveLength(4);
    expect(db.listings.filter((one) => chosen.includes(one))).toHaveLength(5);

    refusing = false;
    await signInAgain();
    // the notice shows for a few seconds only: looked for meanwhile
    const sentNotice = screen.findByText(
      'Perubahan tertunda sudah dikirim: Hapus: 5 data',
      {},
      { timeout: 30000 },
    );
    const summary = await findDialog('Hasil: Hapus');
    await waitFor(() => expect(summary).toHaveTextContent('1 berhasil · 5 tertunda'));
    expect(summary).toHaveTextContent('Sesi berakhir sebelum data ini terkirim.');
    // (it was shown: a loaded machine may have closed it again by now, its few seconds over)
    expect(await sentNotice).toHaveTextContent('Perubahan tertunda sudah dikirim: Hapus: 5 data');
    // the stored five were sent once each, with the new session's token
    expect(deletes()).toHaveLength(9);
    expect(
      new Set(
        deletes()
          .slice(4)
          .map((r) => new URL(r.url).pathname),
      ).size,
    ).toBe(5);
    expect(db.listings.filter((one) => chosen.includes(one))).toHaveLength(0);
  });

  it('a run that offers no undo sends what it has not started with keepalive when the page goes, and a sign-out waits for it', async () => {
    let release: () => void = () => undefined;
    const stored = new Promise<void>((resolve) => (release = resolve));
    // the server takes its time with the first four calls
    let answered = 0;
    server.use(
      httpMock.put(`${config.apiUrl}/schedule-house-list/:id`, async () => {
        answered += 1;
        if (answered <= 4) await stored;
        return undefined;
      }),
    );
    const { providers } = renderApp('/dashboard/schedule', { as: SUPERADMIN });
    const token = providers.store.read()?.access_token;
    // how each call leaves the client (the test DOM's fetch does not keep `keepalive` on the request)
    const sent = vi.spyOn(providers.http, 'call');
    const keepalives = () =>
      sent.mock.calls.filter(([call]) => call.method === 'put').map(([call]) => call.keepalive);
    await choose(6, (row) => row.textContent?.includes('Terjadwal') ?? false);
    await user.click(within(bar()).getByRole('button', { name: 'Batalkan Jadwal' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, batalkan jadwal' }));
    const puts = () => requests.filter((r) => r.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(4));

    act(() => void pageLeave.dispatchEvent(new Event('pagehide')));
    await waitFor(() => expect(puts()).toHaveLength(6));
    expect(keepalives()).toEqual([false, false, false, false, true, true]);
    expect(puts().map((r) => r.headers.get('authorization'))).toEqual(Array(6).fill(`Bearer ${token}`));

    // the sign-out clears the session at once and waits for the four still on their way
    await user.hover(await screen.findByRole('button', { name: /Menu profil/ }));
    await user.click(await screen.findByText('Sign Out'));
    // the run is still on its way: the sign-out says so first, and goes on when asked to
    expect(
      await screen.findByText('1 perubahan belum terkirim: dikirim dulu sebelum keluar.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tetap keluar' }));
    expect(await screen.findByText('Mengirim 1 perubahan ...')).toBeInTheDocument();
    expect(providers.store.read()).toBeNull();
    expect(window.location.pathname).not.toBe('/');
    release();
    await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 15000 });
    expect(puts()).toHaveLength(6);
  });
});
