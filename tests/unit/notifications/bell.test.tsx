import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BELL_LIMIT, PANEL_MAX_HEIGHT } from '../../../src/notifications/NotificationPanel';
import { SIGN_OUT_DELAY_MS } from '../../../src/notifications/NotificationsProvider';
import {
  bell,
  createFakeAuth,
  createFakeData,
  createFakeSocket,
  item,
  type PageBody,
  renderWithNotifications,
  USER,
} from './support/render-bell';

const bellButton = () => screen.getByRole('button', { name: 'Notifikasi' });
const badge = () => document.querySelector('.notif-bell .ant-badge-count');

async function setup(firstPage?: PageBody) {
  const fake = createFakeSocket();
  const data = createFakeData(firstPage);
  const auth = createFakeAuth();
  renderWithNotifications(bell(), {
    socket: fake.socket,
    dataProvider: data.dataProvider,
    authProvider: auth.authProvider,
  });
  fake.signal({ type: 'session', userId: USER });
  fake.signal({ type: 'status', status: 'connected' });
  const user = userEvent.setup();
  return { fake, data, auth, user };
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.hover(bellButton());
  return screen.findByRole('region', { name: 'Notifikasi' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the notification bell (docs/contract.md sections 2 and 9)', () => {
  it('when empty: no badge, the empty text, the action at (0) and the link to all notifications', async () => {
    const { user } = await setup();
    expect(bellButton()).toBeInTheDocument();
    const panel = await openPanel(user);
    expect(within(panel).getByRole('heading', { name: 'Notifikasi' })).toBeInTheDocument();
    expect(within(panel).getByText('Belum ada notifikasi.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Tandai Sudah Dibaca (0)' })).toBeDisabled();
    const link = within(panel).getByRole('link', { name: 'Lihat Semua Notifikasi' });
    expect(link).toHaveAttribute('href', '/dashboard/notification-own');
    expect(badge()).toBeNull();
    await user.click(link);
    expect(await screen.findByText('Halaman Notifikasi Saya')).toBeInTheDocument();
  });

  it('with many: the unread count as badge, the newest in a scrolling panel at most 550 px tall', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      item(`n${i}`, { read: i >= 45, created_at: new Date(Date.now() - (i + 5) * 60_000).toISOString() }),
    );
    const { user, data } = await setup({ data: many, count_unread: 45 });
    await waitFor(() => expect(badge()).toHaveTextContent('45'));
    expect(data.calls[0]).toMatchObject({ meta: { resource: 'notification-own', action: 'page' } });
    const panel = await openPanel(user);
    expect(panel).toHaveStyle({ maxHeight: `${PANEL_MAX_HEIGHT}px` });
    // role queries over 50 rows are slow in the test DOM: the list is found by role, its rows by tag
    const list = within(panel).getByRole('list', { name: 'Daftar notifikasi' });
    const rows = [...list.querySelectorAll(':scope > li')];
    expect(rows).toHaveLength(BELL_LIMIT);
    expect(rows[0]).toHaveTextContent('Notifikasi n0');
    expect(rows[0]).toHaveTextContent('5 menit yang lalu');
    expect(rows[0]).toHaveTextContent('Belum dibaca');
    expect(rows[49]).toHaveTextContent('Sudah dibaca');
    expect(within(panel).getByText('Tandai Sudah Dibaca (45)').closest('button')).toBeEnabled();
  });

  it('renders a text with HTML as text, never as markup', async () => {
    const evil = '<img src=x onerror="alert(1)"><b>Promo</b> & <script>alert(2)</script>';
    const { user } = await setup({ data: [item('x1', { text: evil })], count_unread: 1 });
    const panel = await openPanel(user);
    await within(panel).findByText(evil);
    expect(panel.querySelector('img, b, script')).toBeNull();
  });

  it('marks one read on a click: read-notification with {_id, user_id}, the badge goes down', async () => {
    const { user, fake } = await setup({ data: [item('a'), item('b')], count_unread: 2 });
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    const panel = await openPanel(user);
    const first = await within(panel).findByRole('button', { name: /Notifikasi a/ });
    await user.click(first);
    expect(fake.reads).toEqual([{ _id: 'a', user_id: USER }]);
    expect(badge()).toHaveTextContent('1');
    expect(within(panel).queryByRole('button', { name: /Notifikasi a/ })).toBeNull();
    expect(within(panel).getByText('Notifikasi a').closest('.notif-item')).toHaveTextContent('Sudah dibaca');
    expect(within(panel).getByRole('button', { name: 'Tandai Sudah Dibaca (1)' })).toBeEnabled();
  });

  it('marks all read: read-all-notification and GET /notification/read, the badge goes away', async () => {
    const { user, fake, data } = await setup({
      data: [item('a'), item('b'), item('c', { read: true })],
      count_unread: 2,
    });
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Tandai Sudah Dibaca (2)' }));
    expect(fake.readAlls).toHaveLength(1);
    await waitFor(() => expect(data.calls.map((call) => call.meta?.action)).toContain('read-all'));
    expect(data.calls.find((call) => call.meta?.action === 'read-all')?.meta).toMatchObject({
      resource: 'notification-own',
      action: 'read-all',
    });
    expect(badge()).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Tandai Sudah Dibaca (0)' })).toBeDisabled();
    expect(within(panel).queryAllByText('Belum dibaca')).toHaveLength(0);
  });

  it('comes alive with a pushed notification, and shows one that arrives twice once', async () => {
    const { user, fake } = await setup();
    const fresh = item('live-1', { text: 'Lead baru dari Budi', created_at: new Date().toISOString() });
    fake.signal({ type: 'notification', payload: { kind: 'one', item: fresh } });
    fake.signal({ type: 'notification', payload: { kind: 'one', item: fresh } });
    expect(badge()).toHaveTextContent('1');
    fake.signal({ type: 'count', count: 1 });
    const panel = await openPanel(user);
    expect(within(panel).getAllByText('Lead baru dari Budi')).toHaveLength(1);
    expect(within(panel).getByText('beberapa detik yang lalu')).toBeInTheDocument();
  });

  it('opens from the keyboard and closes on Escape, giving the focus back to the bell', async () => {
    const { user } = await setup();
    bellButton().focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('region', { name: 'Notifikasi' });
    expect(bellButton()).toHaveAttribute('aria-expanded', 'true');
    within(panel).getByRole('link', { name: 'Lihat Semua Notifikasi' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bellButton()).toHaveAttribute('aria-expanded', 'false'));
    expect(bellButton()).toHaveFocus();
  });

  it('shows a subtle indicator while the socket is down', async () => {
    const { user, fake } = await setup();
    expect(document.querySelector('.notif-bell-offline')).toBeNull();
    fake.signal({ type: 'status', status: 'reconnecting' });
    expect(document.querySelector('.notif-bell-offline')).not.toBeNull();
    expect(bellButton()).toHaveAccessibleDescription(/Koneksi notifikasi terputus/);
    const panel = await openPanel(user);
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Koneksi notifikasi terputus. Menyambung ulang…',
    );
    fake.signal({ type: 'status', status: 'connected' });
    expect(document.querySelector('.notif-bell-offline')).toBeNull();
  });
});

describe('the disconnect flag (docs/contract.md section 4)', () => {
  it('signs the user out 1.5 s after it is raised', async () => {
    const { fake, auth } = await setup();
    await waitFor(() => expect(fake.listenerCount()).toBe(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fake.signal({ type: 'disconnect', flag: { reason: 'token-rejected', message: 'Token tidak valid' } });
    fake.signal({ type: 'status', status: 'rejected' });
    await vi.advanceTimersByTimeAsync(SIGN_OUT_DELAY_MS - 1);
    expect(screen.getByText('Sesi Anda telah berakhir. Silakan masuk kembali.')).toBeInTheDocument();
    expect(auth.logout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(auth.logout).toHaveBeenCalledTimes(1);
    // the server ended the session (as a refused token does), not the person: drafts stay
    expect(auth.onError.mock.calls[0][0]).toMatchObject({ statusCode: 401 });
  });
});
