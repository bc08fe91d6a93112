import { onlineManager } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { OutboxKeeper } from '../../../../src/engine/OutboxKeeper';
import LeadChat from '../../../../src/pages/leads/LeadChat';
import { changePath, withChangePathWire } from '../../support/change-path';
import { type Recorded, recorded, type Reply, reply } from '../../support/wire';

withChangePathWire();

const lead = {
  id: 'r1',
  name: 'Sari Lestari',
  note: 'Apakah rumahnya masih tersedia?',
  created_at: '2026-11-20T03:00:00Z',
};
const sent: Recorded[] = [];
// the conversation is empty on the server until the reply arrives
const answer = (request: Recorded): Reply => {
  if (request.method === 'POST') {
    sent.push(request);
    return { status: 201, body: { status: 201, message: 'Success', data: {} } };
  }
  const data = sent.map((one, index) => ({
    id: `m${index}`,
    sender: 'admin',
    message: (one.body as { message: string }).message,
    created_at: '2026-11-25T03:00:00Z',
  }));
  return { status: 200, body: { status: 200, message: 'OK', data } };
};

describe("a lead's conversation", () => {
  it("opens with the lead's own question, and a reply made offline shows in it, waiting, until it is sent once", async () => {
    sent.length = 0;
    reply(answer);
    const { wrapper: Path } = changePath();
    render(
      <Path>
        <LeadChat lead={lead} onClose={() => undefined} />
        <OutboxKeeper />
      </Path>,
    );
    const thread = await screen.findByRole('list', { name: /Percakapan|pesan/i });
    expect(within(thread).getByText('Apakah rumahnya masih tersedia?')).toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Balasan'), 'Masih, besok jam 10 bisa lihat.');
    await user.keyboard('{Enter}');
    // the box empties, and what was sent is in the thread, marked as waiting
    await waitFor(() => expect(screen.getByLabelText('Balasan')).toHaveValue(''));
    const waiting = within(thread).getByText('Masih, besok jam 10 bisa lihat.').closest('li') as HTMLElement;
    expect(
      within(waiting).getByRole('status', { name: 'Perubahan data ini menunggu dikirim' }),
    ).toBeInTheDocument();
    expect(recorded.filter((one) => one.method === 'POST')).toEqual([]);
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ request_id: 'r1', message: 'Masih, besok jam 10 bisa lihat.' });
    // the waiting mark goes with the change
    await waitFor(() => expect(within(thread).queryByRole('status')).toBeNull());
  });
});
