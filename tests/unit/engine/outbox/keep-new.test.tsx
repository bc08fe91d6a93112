import { onlineManager } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { OutboxKeeper } from '../../../../src/engine/OutboxKeeper';
import { BlastForm } from '../../../../src/pages/notification/BlastForm';
import { userKeyOf } from '../../../../src/session/session';
import { changePath, SESSIONS, withChangePathWire } from '../../support/change-path';
import { testOutbox } from '../../support/outbox';
import { type Recorded, recorded, type Reply, reply } from '../../support/wire';

withChangePathWire();

// a blast succeeds on 201; the list of user names answers empty
const answer = (request: Recorded): Reply =>
  request.method === 'POST'
    ? { status: 201, body: { status: 201, message: 'Successfully blast notification!', data: {} } }
    : { status: 200, body: { status: 200, message: 'OK', data: [], document_count: 0 } };

describe('a blast made offline', () => {
  it('waits in the outbox with its author, the form cleared, and leaves once online, once', async () => {
    reply(answer, answer, answer, answer, answer, answer);
    const { wrapper: Path } = changePath();
    act(() => onlineManager.setOnline(false));
    render(
      <Path>
        <BlastForm />
        <OutboxKeeper />
      </Path>,
    );
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Isi Notifikasi'), 'Kantor libur.');
    await user.click(screen.getByText('Kirim Notifikasi').closest('button') as HTMLElement);
    const ask = await screen.findByRole('dialog', { name: 'Kirim notifikasi ke semua pengguna?' });
    await user.click(within(ask).getByRole('button', { name: 'Ya, kirim ke semua pengguna' }));
    expect(
      await screen.findByText('Disimpan di perangkat. Akan dikirim saat online.', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    expect(
      testOutbox()
        .outbox()
        .all()
        .map((one) => [one.author, one.save, one.values, one.text]),
    ).toEqual([
      [userKeyOf(SESSIONS.RINA), 'create', { text: 'Kantor libur.' }, 'Blast Notifikasi: Kantor libur.'],
    ]);
    expect(screen.getByLabelText('Isi Notifikasi')).toHaveValue('');
    expect(recorded.filter((one) => one.method === 'POST')).toEqual([]);
    act(() => onlineManager.setOnline(true));
    expect(
      await screen.findByText('Perubahan tertunda sudah dikirim: Blast Notifikasi: Kantor libur.'),
    ).toBeInTheDocument();
    expect(recorded.filter((one) => one.method === 'POST').map((one) => [one.path, one.body])).toEqual([
      ['/notification', { text: 'Kantor libur.' }],
    ]);
    await waitFor(() => expect(testOutbox().outbox().all()).toEqual([]));
  });
});
