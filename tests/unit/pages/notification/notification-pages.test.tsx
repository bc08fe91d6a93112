import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ResourceDeclContext } from '../../../../src/engine/resource-context';
import { db, resetDb } from '../../../../src/mocks/db';
import BlastPage from '../../../../src/pages/notification/BlastPage';
import OwnNotificationsPage from '../../../../src/pages/notification-own/OwnNotificationsPage';
import { findResource } from '../../../../src/resources';
import { BASES, bearer } from '../../mocks/support';
import { admin, demoDataProvider } from '../../notifications/support/demo-data';
import { bell, createFakeSocket, renderWithNotifications } from '../../notifications/support/render-bell';
import { createDemoServer } from '../../support/demo-server';
import { setReplyShape } from '../../support/reply-shape';

const server = createDemoServer(BASES);
const seen: URL[] = [];
const posts: URL[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  seen.push(url);
  if (request.method === 'POST') posts.push(url);
});

/** The page, with the shell's bell beside it. */
function withBell(page: React.ReactNode) {
  return (
    <>
      {bell()}
      {page}
    </>
  );
}

/** "Tandai Sudah Dibaca (n)" in the bell's panel (opened by hovering the bell). */
async function markAllInBell(user: ReturnType<typeof userEvent.setup>) {
  await user.hover(screen.getByRole('button', { name: 'Notifikasi' }));
  const panel = await screen.findByRole('region', { name: 'Notifikasi' });
  await user.click(await within(panel).findByRole('button', { name: /^Tandai Sudah Dibaca \([1-9]\d*\)$/ }));
}

function setup(path: string, page: React.ReactNode) {
  const name = path.split('/').pop() ?? '';
  const { dataProvider, announce } = demoDataProvider();
  const fake = createFakeSocket();
  renderWithNotifications(
    <ResourceDeclContext.Provider value={findResource(name)}>{page}</ResourceDeclContext.Provider>,
    {
      socket: fake.socket,
      dataProvider,
      path,
      resources: [
        { name: 'notification', list: '/dashboard/notification' },
        { name: 'notification-own', list: '/dashboard/notification-own' },
      ],
    },
  );
  fake.signal({ type: 'session', userId: admin.auth_id });
  return { fake, announce, user: userEvent.setup({ delay: null }) };
}

const mine = () => db.notifications.filter((n) => n.user_id === admin.auth_id);
const statistic = (title: string) =>
  screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic') as HTMLElement;
const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];
const calls = (path: string) => seen.filter((url) => url.pathname === `/demo-api/main${path}`);
const markButtons = (row: HTMLElement) =>
  within(row).queryAllByRole('button', { name: /^Tandai sudah dibaca/ });
const isRead = (row: HTMLElement) => within(row).queryByText('Sudah dibaca') !== null;
/** The newest notifications (created now), on top of every list sorted by time. */
function addNewest(...rows: { _id: string; user_id: string; type: string; read?: boolean }[]) {
  rows.forEach((row, index) =>
    db.notifications.push({
      text: `Pengumuman ${row._id}`,
      read: false,
      created_at: new Date(Date.now() - index * 1000).toISOString(),
      ...row,
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
  seen.length = 0;
  posts.length = 0;
});
afterAll(() => server.close());

describe('Notifikasi Saya (notification-own)', () => {
  it('lists the own notifications with the figures of the list body, and pages through them', async () => {
    const { user } = setup('/dashboard/notification-own', <OwnNotificationsPage />);
    await screen.findByRole('heading', { name: 'Notifikasi Saya' });
    await waitFor(() => expect(rows()).toHaveLength(10));
    const unread = mine().filter((n) => !n.read).length;
    await waitFor(() => expect(statistic('Belum dibaca')).toHaveTextContent(String(unread)));
    expect(statistic('Total notifikasi')).toHaveTextContent(String(mine().length));
    expect(statistic('Di halaman ini')).toHaveTextContent('10');
    expect(statistic('Jumlah halaman')).toHaveTextContent(String(Math.ceil(mine().length / 10)));
    expect(calls(`/notification/${admin.auth_id}`).some((u) => u.searchParams.get('limit') === '10')).toBe(
      true,
    );

    const firstPage = rows().map((row) => row.textContent);
    await user.click(document.querySelector('.ant-pagination-item-2') as HTMLElement);
    await waitFor(() =>
      expect(calls(`/notification/${admin.auth_id}`).some((u) => u.searchParams.get('page') === '2')).toBe(
        true,
      ),
    );
    await waitFor(() => expect(rows()[0].textContent).not.toBe(firstPage[0]));
    // the text keeps its lines (a multi-line blast), the time column reads as time ago
    expect(rows()[0].querySelector('td.cell-text')).not.toBeNull();
    const time = rows()[0].querySelector('time') as HTMLElement;
    expect(time.textContent).toMatch(/lalu/);
    expect(time.getAttribute('title')).toMatch(/pukul/);
  });

  it('filters the unread ones through the declared read filter (read=false in the call)', async () => {
    const { user } = setup('/dashboard/notification-own', <OwnNotificationsPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByRole('combobox', { name: 'Pilih Status' }));
    await user.click(await screen.findByTitle('Belum dibaca'));
    await waitFor(() =>
      expect(
        calls(`/notification/${admin.auth_id}`).some((u) => u.searchParams.get('read') === 'false'),
      ).toBe(true),
    );
    await waitFor(() =>
      rows().forEach((row) => expect(within(row).getByText('Belum dibaca')).toBeInTheDocument()),
    );
  });

  it('marks one read (read-notification) and all read (read-all-notification and GET /notification/read)', async () => {
    const { user, fake } = setup('/dashboard/notification-own', <OwnNotificationsPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const unreadRow = rows().find((row) => within(row).queryByText('Belum dibaca'));
    expect(unreadRow).toBeDefined();
    const before = mine().filter((n) => !n.read).length;
    await waitFor(() => expect(statistic('Belum dibaca')).toHaveTextContent(String(before)));
    await user.click(
      within(unreadRow as HTMLElement)
        .getByText('Tandai sudah dibaca')
        .closest('button') as HTMLElement,
    );
    expect(fake.reads).toHaveLength(1);
    expect(fake.reads[0]).toMatchObject({ user_id: admin.auth_id });
    await waitFor(() =>
      expect(within(unreadRow as HTMLElement).getByText('Sudah dibaca')).toBeInTheDocument(),
    );
    expect(markButtons(unreadRow as HTMLElement)).toHaveLength(0);
    expect(statistic('Belum dibaca')).toHaveTextContent(String(before - 1));

    await user.click(screen.getByText('Tandai Semua Sudah Dibaca').closest('button') as HTMLElement);
    expect(fake.readAlls).toHaveLength(1);
    await waitFor(() => expect(calls('/notification/read')).toHaveLength(1));
    await waitFor(() => expect(mine().every((n) => n.read)).toBe(true));
    expect(statistic('Belum dibaca')).toHaveTextContent('0');
    rows().forEach((row) => expect(within(row).queryByText('Belum dibaca')).toBeNull());
    rows().forEach((row) => expect(markButtons(row)).toHaveLength(0));
  });

  it('follows the bell: "Tandai Sudah Dibaca" there reads every row here, a later page too, without a reload', async () => {
    const { user } = setup('/dashboard/notification-own', withBell(<OwnNotificationsPage />));
    await waitFor(() => expect(rows()).toHaveLength(10));
    // a page the bell never loaded (it holds the newest 20)
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(rows().filter((row) => !isRead(row)).length).toBeGreaterThan(0));
    await markAllInBell(user);
    await waitFor(() => expect(mine().every((n) => n.read)).toBe(true));
    await waitFor(() => rows().forEach((row) => expect(within(row).queryByText('Belum dibaca')).toBeNull()));
    expect(rows()).toHaveLength(10);
    expect(statistic('Belum dibaca')).toHaveTextContent('0');
  });

  it.each(['demo', 'variant'] as const)(
    'offers "Tandai sudah dibaca" on unread rows only, and takes it from a row once marked (%s reply shape)',
    async (shape) => {
      setReplyShape(shape);
      const { user } = setup('/dashboard/notification-own', <OwnNotificationsPage />);
      await waitFor(() => expect(rows()).toHaveLength(10));
      const read = rows().filter(isRead);
      const unread = rows().filter((row) => !isRead(row));
      expect(read.length).toBeGreaterThan(0);
      expect(unread.length).toBeGreaterThan(0);
      read.forEach((row) => expect(markButtons(row)).toHaveLength(0));
      unread.forEach((row) => expect(markButtons(row)).toHaveLength(1));
      const [first] = unread;
      await user.click(markButtons(first)[0]);
      await waitFor(() => expect(within(first).getByText('Sudah dibaca')).toBeInTheDocument());
      expect(markButtons(first)).toHaveLength(0);
    },
  );

  it('offers "Buka" on a row that names a record: a lead opens its group and conversation', async () => {
    const listing = db.listings[0];
    addNewest({ _id: 'lead-row', user_id: admin.auth_id, type: 'lead' });
    Object.assign(db.notifications.at(-1) ?? {}, {
      text: `Lead baru dari Dewi untuk ${listing.title} (${listing.house_id}).`,
      property_id: listing.id,
      house_id: listing.house_id,
      request_id: 'r-1',
    });
    addNewest({ _id: 'plain-row', user_id: admin.auth_id, type: 'system' });
    setup('/dashboard/notification-own', <OwnNotificationsPage />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    const leadRow = rows().find((row) => row.textContent?.includes('Lead baru dari Dewi'));
    const open = within(leadRow ?? document.body).getByRole('link', { name: /^Buka: Lead baru dari Dewi/ });
    const to = new URL(open.getAttribute('href') ?? '', 'http://app');
    expect(to.pathname).toBe('/dashboard/leads');
    expect(to.searchParams.get('grup')).toBe(listing.id);
    expect(to.searchParams.get('lead')).toBe('r-1');
    const plain = rows().find((row) => row.textContent?.includes('Pengumuman plain-row'));
    expect(within(plain ?? document.body).queryByRole('link', { name: /^Buka/ })).toBeNull();
  });

  it('reads rows whose id is in `id` and that name no user (another valid reply shape)', async () => {
    setReplyShape('variant');
    addNewest(
      { _id: 'bc-0', user_id: admin.auth_id, type: 'system' },
      { _id: 'bc-1', user_id: admin.auth_id, type: 'system', read: true },
    );
    const reply = await fetch(`${BASES.main}/notification/${admin.auth_id}?page=1&limit=10`, {
      headers: bearer(admin),
    });
    const body = (await reply.json()) as { data: Record<string, unknown>[] };
    expect(body.data[0]).toMatchObject({ id: 'bc-0' });
    expect(body.data[0]).not.toHaveProperty('_id');
    expect(body.data[0]).not.toHaveProperty('user_id');
    expect(body.data[1]).toMatchObject({ id: 'bc-1', user_id: null });

    const { user, fake } = setup('/dashboard/notification-own', <OwnNotificationsPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const [unreadRow, readRow] = rows();
    expect(unreadRow).toHaveTextContent('Pengumuman bc-0');
    expect(markButtons(readRow)).toHaveLength(0);
    expect(isRead(readRow)).toBe(true);
    await user.click(markButtons(unreadRow)[0]);
    expect(fake.reads).toEqual([{ _id: 'bc-0', user_id: admin.auth_id }]);
    await waitFor(() => expect(isRead(unreadRow)).toBe(true));
    expect(markButtons(unreadRow)).toHaveLength(0);
  });
});

type User = ReturnType<typeof userEvent.setup>;

/** The confirmation of a blast to everyone. */
const blastDialog = () => screen.findByRole('dialog', { name: 'Kirim notifikasi ke semua pengguna?' });
async function confirmBlast(user: User) {
  const dialog = await blastDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Ya, kirim ke semua pengguna' }));
}

describe('Notification (admins): the list and the blast', () => {
  it('asks before a blast to everyone, naming them: nothing goes out before, on cancel or on Escape', async () => {
    const { user, announce } = setup('/dashboard/notification', <BlastPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const send = screen.getByText('Kirim Notifikasi').closest('button') as HTMLElement;
    await user.type(screen.getByLabelText('Isi Notifikasi'), 'Kantor libur.');

    await user.click(send);
    const dialog = await blastDialog();
    expect(dialog).toHaveTextContent('semua pengguna');
    expect(dialog).toHaveTextContent('Kantor libur.');
    expect(posts).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Isi Notifikasi')).toHaveValue('Kantor libur.');

    await user.click(send);
    fireEvent.keyDown(await blastDialog(), { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toHaveLength(0);
    expect(announce).not.toHaveBeenCalled();
  });

  it('sends a confirmed blast to everyone once: one POST /notification without a user', async () => {
    const { user, announce } = setup('/dashboard/notification', <BlastPage />);
    await user.type(await screen.findByLabelText('Isi Notifikasi'), 'Kantor libur.');
    await user.click(screen.getByText('Kirim Notifikasi').closest('button') as HTMLElement);
    const dialog = await blastDialog();
    const ok = within(dialog).getByRole('button', { name: 'Ya, kirim ke semua pengguna' });
    await user.dblClick(ok);
    await waitFor(() => expect(announce).toHaveBeenCalledWith('Successfully blast notification!'));
    expect(posts.map((url) => url.pathname)).toEqual(['/demo-api/main/notification']);
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = db.notifications.filter((n) => n.text === 'Kantor libur.');
    expect(sent.length).toBeGreaterThan(1);
    expect(new Set(sent.map((n) => n.user_id)).size).toBe(sent.length);
  });

  it('names "Semua pengguna" on a notification to everyone (no user_id), in either reply shape', async () => {
    for (const shape of ['demo', 'variant'] as const) {
      setReplyShape(shape);
      resetDb();
      const agent = db.users.find((u) => u.role === 'agent') ?? db.users[0];
      addNewest(
        // under the variant shape a notification to everyone has no user_id, a null or an empty one
        { _id: 'bc-0', user_id: agent.auth_id, type: 'system' },
        { _id: 'bc-1', user_id: agent.auth_id, type: 'system' },
        { _id: 'bc-2', user_id: agent.auth_id, type: 'system' },
        { _id: 'msg-9', user_id: 'usr-tidak-ada', type: 'message' },
        { _id: 'msg-8', user_id: agent.auth_id, type: 'message' },
      );
      setup('/dashboard/notification', <BlastPage />);
      await waitFor(() => expect(rows()).toHaveLength(10));
      const column = [...document.querySelectorAll('.ant-table-thead th')].findIndex(
        (th) => th.textContent === 'Pengguna',
      );
      const userCell = (row: HTMLElement) => row.querySelectorAll('td')[column];
      await waitFor(() => expect(userCell(rows()[4])).toHaveTextContent(agent.name));
      const expected =
        shape === 'variant'
          ? ['Semua pengguna', 'Semua pengguna', 'Semua pengguna']
          : [agent.name, agent.name, agent.name];
      expect(
        rows()
          .slice(0, 3)
          .map((row) => userCell(row).textContent),
      ).toEqual(expected);
      expect(userCell(rows()[3])).toHaveTextContent('Pengguna tidak terdaftar');
      cleanup();
    }
  });

  it('follows the bell: the signed-in user\'s rows turn read after "Tandai Sudah Dibaca" there, without a reload', async () => {
    const { user } = setup('/dashboard/notification', withBell(<BlastPage />));
    await waitFor(() => expect(rows()).toHaveLength(10));
    // the signed-in user's unread notifications on this page, named by the user column
    const column = [...document.querySelectorAll('.ant-table-thead th')].findIndex(
      (th) => th.textContent === 'Pengguna',
    );
    const unreadOfMine = () =>
      rows().filter((row) => row.querySelectorAll('td')[column]?.textContent === admin.name && !isRead(row));
    await waitFor(() => expect(unreadOfMine().length).toBeGreaterThan(0));
    await markAllInBell(user);
    await waitFor(() => expect(mine().every((n) => n.read)).toBe(true));
    await waitFor(() => expect(unreadOfMine()).toHaveLength(0));
  });

  it('names the signed-in user on notifications addressed to them, not "Pengguna tidak terdaftar"', async () => {
    addNewest({ _id: 'lead-me', user_id: admin.auth_id, type: 'lead' });
    setup('/dashboard/notification', <BlastPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Pengumuman lead-me'));
    await waitFor(() => expect(rows()[0]).toHaveTextContent(admin.name));
    expect(rows()[0]).not.toHaveTextContent('Pengguna tidak terdaftar');
  });

  it('names the other admins on notifications addressed to them (GET /user/admin), not "Pengguna tidak terdaftar"', async () => {
    addNewest(
      { _id: 'adm-1', user_id: 'usr-adm-002', type: 'lead' },
      { _id: 'adm-2', user_id: 'usr-new-003', type: 'system' },
    );
    setup('/dashboard/notification', <BlastPage />);
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Pengumuman adm-1'));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Budi Santoso'));
    expect(rows()[1]).toHaveTextContent('Sari Lestari');
    expect(calls('/user/admin')).not.toHaveLength(0);
    for (const row of rows().slice(0, 2)) expect(row).not.toHaveTextContent('Pengguna tidak terdaftar');
  });

  it('leaves an admin unnamed, and says no error, when the service lists no admins', async () => {
    server.use(
      http.get(`${BASES.main}/user/admin`, () =>
        HttpResponse.json({ status: 404, message: 'Jenis pengguna tidak ditemukan' }, { status: 404 }),
      ),
    );
    const agent = db.users.find((u) => u.role === 'agent') ?? db.users[0];
    addNewest(
      { _id: 'agt-1', user_id: agent.auth_id, type: 'lead' },
      { _id: 'adm-1', user_id: 'usr-adm-002', type: 'lead' },
    );
    setup('/dashboard/notification', <BlastPage />);
    await waitFor(() => expect(rows()[0]).toHaveTextContent(agent.name));
    await waitFor(() => expect(calls('/user/admin')).not.toHaveLength(0));
    await waitFor(() => expect(rows()[1]).toHaveTextContent('Pengumuman adm-1'));
    await waitFor(() => expect(rows()[1]).toHaveTextContent('Pengguna tidak terdaftar'));
    expect(screen.queryByText('Jenis pengguna tidak ditemukan')).toBeNull();
  });

  it('lists every notification (GET /notification) and blasts one: 201 and its message, then a fresh list', async () => {
    const { user, announce } = setup('/dashboard/notification', <BlastPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const total = db.notifications.length;
    expect(screen.getByText(`Total ${total.toLocaleString('id-ID')} data`)).toBeInTheDocument();

    const send = screen.getByText('Kirim Notifikasi').closest('button') as HTMLElement;
    await user.click(send);
    expect(await screen.findByText('Isi notifikasi wajib diisi.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.type(screen.getByLabelText('Isi Notifikasi'), '  Promo akhir tahun  ');
    await user.click(send);
    await confirmBlast(user);
    await waitFor(() => expect(announce).toHaveBeenCalledWith('Successfully blast notification!'));
    expect(db.notifications.at(-1)).toMatchObject({ text: 'Promo akhir tahun', read: false });
    await waitFor(() => expect(screen.getByLabelText('Isi Notifikasi')).toHaveValue(''));
    const after = db.notifications.length;
    expect(after).toBeGreaterThan(total);
    await waitFor(() =>
      expect(screen.getByText(`Total ${after.toLocaleString('id-ID')} data`)).toBeInTheDocument(),
    );
  });

  it('blasts to one chosen user by name, and names users in the list instead of ids', async () => {
    const { user, announce } = setup('/dashboard/notification', <BlastPage />);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const named = rows().filter((row) => db.users.some((u) => row.textContent?.includes(u.name)));
    expect(named.length).toBeGreaterThan(0);
    expect(rows().some((row) => db.users.some((u) => row.textContent?.includes(u.auth_id)))).toBe(false);

    const target = db.users.find((u) => u.role === 'member') ?? db.users[0];
    await user.click(screen.getByLabelText('Satu pengguna'));
    const send = screen.getByText('Kirim Notifikasi').closest('button') as HTMLElement;
    await user.type(screen.getByLabelText('Isi Notifikasi'), 'Khusus untuk Anda');
    await user.click(send);
    expect(await screen.findByText('Pilih pengguna penerima.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Pengguna' }));
    await user.type(screen.getByRole('combobox', { name: 'Pengguna' }), target.name);
    await user.click(await screen.findByTitle(new RegExp(`^${target.name} \\(`)));
    await user.click(send);
    // a blast to one chosen user goes without asking
    await waitFor(() => expect(announce).toHaveBeenCalledWith('Successfully blast notification!'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts).toHaveLength(1);
    const mineNow = db.notifications.filter((n) => n.text === 'Khusus untuk Anda');
    expect(mineNow.map((n) => n.user_id)).toEqual([target.auth_id]);
  });

  it('treats a blast answered without status 201 as failed: no success message, the text stays', async () => {
    server.use(
      http.post(`${BASES.main}/notification`, () =>
        HttpResponse.json({ status: 200, message: 'Gagal mengirim' }),
      ),
    );
    const { user, announce } = setup('/dashboard/notification', <BlastPage />);
    await user.type(await screen.findByLabelText('Isi Notifikasi'), 'Halo semua');
    await user.click(screen.getByText('Kirim Notifikasi').closest('button') as HTMLElement);
    await confirmBlast(user);
    await waitFor(() => expect(posts.map((u) => u.pathname)).toEqual(['/demo-api/main/notification']));
    // the send button spins until the call has settled (a success would have been announced by then)
    const send = screen.getByText('Kirim Notifikasi').closest('button') as HTMLElement;
    await waitFor(() => expect(send).not.toHaveClass('ant-btn-loading'));
    expect(announce).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Isi Notifikasi')).toHaveValue('Halo semua');
  });
});
