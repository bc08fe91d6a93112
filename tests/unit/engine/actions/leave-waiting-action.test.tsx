// An action's dialog that waits on a slow service can be left (docs/contract.md section 9: a dialog
// closes on Escape): Escape or "Batal" aborts the wait, closes the dialog and says what became of
// the change: nothing sent while the record was still read again, not certain once the call had left.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { testOutbox } from '../../support/outbox';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();

const NOTHING_SENT = 'Dibatalkan: tidak ada yang dikirim.';
const NOT_CERTAIN =
  'Dibatalkan. Status belum pasti: perubahan mungkin sudah tersimpan di server; periksa daftarnya.';

const byStatus = (status: string) =>
  `filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=${status}`;

/** A service that takes the call and never answers; `asked()` once a call has reached it. */
function neverAnswers(method: 'get' | 'put', path: string) {
  let reached = 0;
  server.use(
    httpMock[method](`${config.apiUrl}${path}`, () => {
      reached += 1;
      return new Promise<never>(() => undefined);
    }),
  );
  return { asked: () => reached > 0 };
}

/** The first row's action `label`, from its "Aksi lainnya" menu: its dialog, once drawn. */
async function openFromFirstRow(label: string): Promise<HTMLElement> {
  await waitFor(
    () => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBeGreaterThan(0),
    // the first render of a list screen in the test DOM (antd, lazy chunks) is slow on a loaded machine
    { timeout: 30000 },
  );
  const row = document.querySelector<HTMLElement>('.ant-table-tbody tr.ant-table-row') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Aksi lainnya' }));
  await user.click(await screen.findByRole('menuitem', { name: new RegExp(label) }));
  return screen.findByRole('dialog', { name: label });
}

/** Escape where the focus is (antd's dialogs read the key's code, which user-event leaves out). */
function pressEscape() {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', keyCode: 27 });
}

/** Confirms and waits until the dialog shows its wait (the busy button) and the service has the call. */
async function confirmAndWait(dialog: HTMLElement, yes: string, service: { asked: () => boolean }) {
  const button = within(dialog).getByRole('button', { name: yes });
  await user.click(button);
  await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
  await waitFor(() => expect(service.asked()).toBe(true));
}

describe('an action dialog that waits', { timeout: 60000 }, () => {
  it('closes on one Escape while the record is read again: the read is left and nothing is sent', async () => {
    const read = neverAnswers('get', '/house-list/by/:slug');
    renderScreen(`/dashboard/listing?${byStatus('active')}`, { as: SUPERADMIN });
    const dialog = await openFromFirstRow('Tandai Terjual');
    await confirmAndWait(dialog, 'Ya, tandai terjual', read);

    pressEscape();

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tandai Terjual' })).toBeNull());
    expect(await screen.findByText(NOTHING_SENT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Urungkan' })).toBeNull();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    expect(testOutbox().outbox().count()).toBe(0);
  });

  it('closes on one "Batal" while the record is read again, saying nothing was sent', async () => {
    const read = neverAnswers('get', '/house-list/by/:slug');
    renderScreen(`/dashboard/listing?${byStatus('active')}`, { as: SUPERADMIN });
    const dialog = await openFromFirstRow('Tandai Terjual');
    await confirmAndWait(dialog, 'Ya, tandai terjual', read);

    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tandai Terjual' })).toBeNull());
    expect(await screen.findByText(NOTHING_SENT)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    expect(testOutbox().outbox().count()).toBe(0);
  });

  it('closes on one Escape once its call has left, saying the change may have been made', async () => {
    const decision = neverAnswers('put', '/withdrawal/:id');
    renderScreen(`/dashboard/withdrawal?${byStatus('pending')}`, { as: SUPERADMIN });
    const dialog = await openFromFirstRow('Setujui');
    await confirmAndWait(dialog, 'Ya, lanjutkan', decision);

    pressEscape();

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Setujui' })).toBeNull());
    expect(await screen.findByText(NOT_CERTAIN)).toBeInTheDocument();
    // left, not failed: no Error dialog, and a decision on money never waits to leave again
    expect(document.querySelector('.ant-modal-confirm-error')).toBeNull();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(testOutbox().outbox().count()).toBe(0);
  });

  it('closes on one "Batal" once its call has left, saying the change may have been made', async () => {
    const decision = neverAnswers('put', '/withdrawal/:id');
    renderScreen(`/dashboard/withdrawal?${byStatus('pending')}`, { as: SUPERADMIN });
    const dialog = await openFromFirstRow('Setujui');
    await confirmAndWait(dialog, 'Ya, lanjutkan', decision);

    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Setujui' })).toBeNull());
    expect(await screen.findByText(NOT_CERTAIN)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });
});
