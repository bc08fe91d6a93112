import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { resetDb } from '../../../src/mocks/db';
import { BASES } from '../mocks/support';
import { createDemoServer } from '../support/demo-server';
import { admin, demoDataProvider } from './support/demo-data';
import { bell, createFakeSocket, item, renderWithNotifications } from './support/render-bell';

const server = createDemoServer(BASES);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());

const badge = () => document.querySelector('.notif-bell .ant-badge-count');

/**
 * GET /notification/{auth_id} held back until the test lets it go: the reply (with `count_unread`)
 * arrives after whatever the socket pushes meanwhile.
 */
function delayedFirstPage(countUnread: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: URL[] = [];
  server.use(
    http.get(`${BASES.main}/notification/:auth_id`, async ({ request }) => {
      asked.push(new URL(request.url));
      await released;
      const data = [item('rest-1', { user_id: admin.auth_id, text: 'Dari daftar REST' })];
      return HttpResponse.json({
        status: 200,
        message: 'OK',
        data,
        count: data.length,
        count_unread: countUnread,
        document_count: data.length,
        totalPage: 1,
      });
    }),
  );
  return { asked, release };
}

function renderBell() {
  const fake = createFakeSocket();
  renderWithNotifications(bell(), { socket: fake.socket, dataProvider: demoDataProvider().dataProvider });
  fake.signal({ type: 'session', userId: admin.auth_id });
  fake.signal({ type: 'status', status: 'connected' });
  return fake;
}

async function replyShown(user: ReturnType<typeof userEvent.setup>) {
  await user.hover(screen.getByRole('button', { name: 'Notifikasi' }));
  const panel = await screen.findByRole('region', { name: 'Notifikasi' });
  await within(panel).findByText('Dari daftar REST');
}

describe('the unread count: the newest information wins', () => {
  it('keeps a live count-unread pushed while an older list reply was on its way', async () => {
    const reply = delayedFirstPage(36);
    const fake = renderBell();
    await waitFor(() => expect(reply.asked).toHaveLength(1));
    expect(reply.asked[0].pathname).toBe(`/demo-api/main/notification/${admin.auth_id}`);

    fake.signal({ type: 'count', count: 37 });
    await waitFor(() => expect(badge()).toHaveTextContent('37'));

    reply.release();
    await replyShown(userEvent.setup());
    expect(badge()).toHaveTextContent('37');
  });

  it('keeps a pushed notification counted while an older list reply was on its way', async () => {
    const reply = delayedFirstPage(0);
    const fake = renderBell();
    await waitFor(() => expect(reply.asked).toHaveLength(1));

    fake.signal({
      type: 'notification',
      payload: { kind: 'one', item: item('live-1', { user_id: admin.auth_id }) },
    });
    await waitFor(() => expect(badge()).toHaveTextContent('1'));

    reply.release();
    await replyShown(userEvent.setup());
    expect(badge()).toHaveTextContent('1');
  });
});
