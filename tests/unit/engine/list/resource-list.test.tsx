import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// the screens in the test DOM: antd's first renders are slow there
const user = userEvent.setup({ delay: null });
import { describe, expect, it, vi } from 'vitest';

import { LONG_WAIT_MS } from '../../../../src/components/long-wait';
import { config } from '../../../../src/config';
import { db } from '../../../../src/mocks/db';
import { callsTo, httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';

const { server, requests } = withDemoBackend();

const rows = () => tableRows();

describe('the generic list', { timeout: 60000 }, () => {
  it('calls the documented endpoint with page and limit, and shows Indonesian columns, rupiah and dates', async () => {
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    const [first] = await rows();
    const call = callsTo(requests, '/house-list/admin')[0];
    expect(call.searchParams.get('page')).toBe('1');
    expect(call.searchParams.get('limit')).toBe('10');
    for (const title of ['ID Properti', 'Judul', 'Tipe', 'Harga', 'Kota', 'Status', 'Dibuat', 'Aksi']) {
      expect(screen.getByRole('columnheader', { name: title })).toBeInTheDocument();
    }
    expect(first.textContent).toMatch(/Rp\s?\d{1,3}(\.\d{3})+/);
    expect(first.textContent).toMatch(/\d{1,2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agt|Sep|Okt|Nov|Des) \d{4}/);
    expect(screen.getByText(/^Total \d+ data$/)).toBeInTheDocument();
  });

  it('sorts on the server and keeps the sort in the URL', async () => {
    renderScreen('/dashboard/listing', { as: SUPERADMIN });
    await rows();
    // opened as it starts, the list leaves its address alone (nothing for every part to draw again)
    expect(window.location.search).toBe('');
    await user.click(screen.getByRole('columnheader', { name: 'Harga' }));
    await waitFor(() =>
      expect(
        callsTo(requests, '/house-list/admin').some(
          (u) => u.searchParams.get('sort') === 'price' && u.searchParams.get('order') === 'asc',
        ),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(decodeURIComponent(window.location.search)).toContain('sorters[0][field]=price'),
    );
    // the next page, asked of the server
    await user.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(callsTo(requests, '/house-list/admin').some((u) => u.searchParams.get('page') === '2')).toBe(
        true,
      ),
    );
    // a filter chosen: its first page, the sort kept, both in the URL
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Pilih Status' }));
    fireEvent.click(await screen.findByTitle('Terjual'));
    await waitFor(() =>
      expect(
        callsTo(requests, '/house-list/admin').some(
          (u) =>
            u.searchParams.get('status') === 'sold' &&
            u.searchParams.get('page') === '1' &&
            u.searchParams.get('sort') === 'price',
        ),
      ).toBe(true),
    );
    await waitFor(() => expect(decodeURIComponent(window.location.search)).toContain('[value]=sold'));
    expect(decodeURIComponent(window.location.search)).toContain('sorters[0][field]=price');
  });

  it('filters and sorts on the server from the URL too (an address opened anew, a reload)', async () => {
    renderScreen(
      '/dashboard/listing?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=sold&sorters[0][field]=price&sorters[0][order]=asc',
      {
        as: SUPERADMIN,
      },
    );
    const list = await rows();
    expect(callsTo(requests, '/house-list/admin').every((u) => u.searchParams.get('status') === 'sold')).toBe(
      true,
    );
    expect(
      callsTo(requests, '/house-list/admin').every(
        (u) => u.searchParams.get('sort') === 'price' && u.searchParams.get('order') === 'asc',
      ),
    ).toBe(true);
    for (const row of list) expect(within(row).getByText('Terjual')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atur ulang filter' })).toBeInTheDocument();
  });

  it('fills a path placeholder from its filter: users -> GET /user/agent, then /user/member', async () => {
    renderScreen('/dashboard/users', { as: SUPERADMIN });
    await rows();
    expect(callsTo(requests, '/user/agent').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('combobox', { name: 'Pilih Jenis Pengguna' }));
    await user.click(await screen.findByTitle('Member'));
    await waitFor(() => expect(callsTo(requests, '/user/member').length).toBeGreaterThan(0));
  });

  it('picks the parents of a village with cascading selects before asking for villages', async () => {
    renderScreen('/dashboard/master-area/village', { as: SUPERADMIN });
    await rows();
    const province = callsTo(requests, '/provinces')[0];
    const city = callsTo(requests, '/cities')[0];
    const district = callsTo(requests, '/districts')[0];
    const villages = callsTo(requests, '/villages');
    expect(province).toBeDefined();
    // each select picks its first option: the regions come sorted by name
    const byName = <T extends { name: string }>(list: T[]) =>
      [...list].sort((a, b) => a.name.localeCompare(b.name));
    const [firstProvince] = byName(db.masterArea.provinces);
    const [firstCity] = byName(
      db.masterArea.cities.filter((one) => one.id_provinsi === firstProvince.id_provinsi),
    );
    expect(city.searchParams.get('id_provinsi')).toBe(firstProvince.id_provinsi);
    expect(district.searchParams.get('id_kota')).toBe(firstCity.id_kota);
    expect(villages.length).toBeGreaterThan(0);
    expect(villages.every((u) => u.searchParams.get('id_kecamatan'))).toBe(true);
  });

  it('asks a list with a period (user logs) for the last 30 days', async () => {
    renderScreen('/dashboard/analytics/user', { as: SUPERADMIN });
    await rows();
    const call = callsTo(requests, '/usytics')[0];
    const days =
      (Date.parse(call.searchParams.get('endDate') ?? '') -
        Date.parse(call.searchParams.get('startDate') ?? '')) /
      86400000;
    expect(days).toBe(30);
  });

  it('says so when nothing matches, and shows a failed load with a retry', async () => {
    renderScreen(
      '/dashboard/master/tipe?filters[0][field]=search&filters[0][operator]=eq&filters[0][value]=zzz-tidak-ada',
      { as: SUPERADMIN },
    );
    expect(await screen.findByText('Tidak ada data yang cocok dengan filter.')).toBeInTheDocument();
  });

  it('shows the load error next to the Error dialog', async () => {
    renderScreen('/dashboard/users?filters[0][field]=url&filters[0][operator]=eq&filters[0][value]=mitra', {
      as: SUPERADMIN,
    });
    expect(await screen.findByText('Data gagal dimuat')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    // nor does the table say there is no data
    expect(screen.getByText('Daftar belum dapat ditampilkan.')).toBeInTheDocument();
    expect(screen.queryByText('Belum ada data.')).toBeNull();
    // the server's message in the Error dialog, which Escape closes; the list still says it failed
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Jenis pengguna tidak ditemukan')).toBeInTheDocument();
    // (Escape pressed inside it: the dialog's own key handler, which reads the key code)
    fireEvent.keyDown(within(dialog).getByText('Jenis pengguna tidak ditemukan'), {
      key: 'Escape',
      keyCode: 27,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
    expect(screen.getByText('Data gagal dimuat')).toBeInTheDocument();
  });

  it('a refresh that fails says so, not that nothing matches the filter', async () => {
    renderScreen(
      '/dashboard/master/tipe?filters[0][field]=search&filters[0][operator]=eq&filters[0][value]=a',
      {
        as: SUPERADMIN,
      },
    );
    await rows();
    server.use(
      httpMock.get(
        `${config.apiUrl}/house-type`,
        () =>
          new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Muat ulang' }));
    expect(await screen.findByText('Data gagal dimuat')).toBeInTheDocument();
    expect(screen.getByText('Daftar belum dapat ditampilkan.')).toBeInTheDocument();
    expect(screen.queryByText('Tidak ada data yang cocok dengan filter.')).toBeNull();
  });

  it('offline with nothing kept of the list, says it waits for the network, not that there is no data', async () => {
    act(() => onlineManager.setOnline(false));
    try {
      renderScreen('/dashboard/listing', { as: SUPERADMIN });
      expect(
        await screen.findByText('Tidak ada koneksi. Daftar ini dimuat begitu perangkat kembali online.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Belum ada data.')).toBeNull();
      expect(callsTo(requests, '/house-list/admin')).toHaveLength(0);
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    // back online: the list's call leaves and its rows show
    await rows();
    expect(callsTo(requests, '/house-list/admin')).toHaveLength(1);
  });

  it('a load still waiting after 15 s says so; "Muat ulang" asks again and the rows show', async () => {
    let hung = 0;
    server.use(
      httpMock.get(
        `${config.apiUrl}/house-list/admin`,
        () => {
          hung += 1;
          return new Promise<never>(() => undefined);
        },
        { once: true },
      ),
    );
    // the app's timers on a clock the test moves (the rest of time goes on as usual)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      renderScreen('/dashboard/listing', { as: SUPERADMIN });
      await waitFor(() => expect(hung).toBe(1));
      expect(screen.queryByText(/Masih menunggu jawaban server/)).toBeNull();
      act(() => void vi.advanceTimersByTime(LONG_WAIT_MS));
      const notice = (
        await screen.findByText('Masih menunggu jawaban server (15 detik).')
      ).closest<HTMLElement>('[role="status"]');
      if (!notice) throw new Error('the notice is no status');
      expect(notice).toHaveTextContent('Koneksi mungkin lambat. Muat ulang, atau tetap tunggu.');
      // no word that the list is empty while it waits
      expect(screen.getByText('Memuat daftar...')).toBeInTheDocument();
      expect(screen.queryByText('Belum ada data.')).toBeNull();
      await user.click(within(notice).getByRole('button', { name: 'Muat ulang' }));
    } finally {
      vi.useRealTimers();
    }
    await rows();
    expect(callsTo(requests, '/house-list/admin')).toHaveLength(2);
    expect(screen.queryByText(/Masih menunggu jawaban server/)).toBeNull();
  });
});
