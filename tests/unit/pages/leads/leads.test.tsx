import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { config } from '../../../../src/config';
import { db } from '../../../../src/mocks/db';
import { isVariantShape, readReplyShapeFromBrowser } from '../../../../src/mocks/lib/reply-shape';
import { httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { calls, errorDialogText, findDialog, lastJson, tableRows } from '../../support/operations';
import { jpegFile, pngFile, SVG_WITH_SCRIPT } from '../../support/photo-bytes';
import { setReplyShape } from '../../support/reply-shape';
import { renderScreen } from '../../support/screen';
import { endUndoWindows, holdUndoWindows } from '../../support/undo';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();

// the worker that makes an image lighter (happy-dom has no OffscreenCanvas: the real one sends the original)
const shrinkPhoto = vi.hoisted(() => vi.fn(async (file: File) => file));
vi.mock('../../../../src/files/photo-shrink', async (original) => ({
  ...(await original<typeof import('../../../../src/files/photo-shrink')>()),
  shrinkPhoto,
}));

/** Opens the first group, then the conversation of its first lead. */
async function openGroup() {
  renderScreen('/dashboard/leads', { as: SUPERADMIN });
  const row = (await tableRows())[0];
  await user.click(within(row).getByRole('button', { name: /Lihat leads/ }));
  const drawer = await findDialog(/^Leads: /);
  const listing = db.listings.find((one) => row.textContent?.includes(one.house_id));
  if (!listing) throw new Error('the group row shows no listing code');
  return { drawer, listing, row };
}

/** The lead a row of the group's drawer shows (names repeat across groups: looked for in the group's). */
function leadOf(row: HTMLElement, listing: { id: string }) {
  return db.leads.find((one) => one.property_id === listing.id && row.textContent?.includes(one.name));
}

async function openChat() {
  const { drawer, listing } = await openGroup();
  const leadRow = (await tableRows(drawer))[0];
  const lead = leadOf(leadRow, listing);
  if (!lead) throw new Error('no lead in the row');
  await user.click(within(leadRow).getByRole('button', { name: /Percakapan/ }));
  const chat = await findDialog(`Percakapan dengan ${lead.name}`);
  return { chat, lead, listing };
}

const png = (bytes = 64) => pngFile('denah.png', bytes);

describe('Potensi Leads', { timeout: 60000 }, () => {
  it('names each group by its listing title and code, and opens its leads by property_id', async () => {
    const { row, listing, drawer } = await openGroup();
    expect(row).toHaveTextContent(listing.title);
    expect(row).not.toHaveTextContent(listing.id);
    await tableRows(drawer);
    const call = calls(requests, 'GET', /\/request-cust$/).map((r) => new URL(r.url));
    expect(call.at(-1)?.searchParams.get('property_id')).toBe(listing.id);
    expect(drawer).toHaveTextContent(`Kode ${listing.house_id}`);
  });

  it('adds a lead as property_id plus a one-item requestCusts, after checking the phone', async () => {
    const { drawer, listing } = await openGroup();
    await user.click(within(drawer).getByRole('button', { name: /Tambah Lead/ }));
    const form = await findDialog('Tambah Lead');
    await user.type(within(form).getByLabelText('Nama'), 'Sri Wahyuni');
    await user.type(within(form).getByLabelText('Telepon'), '12345');
    await user.type(within(form).getByLabelText('Email'), 'sri@contoh.id');
    await user.type(within(form).getByLabelText('Catatan'), 'Minta jadwal survei');
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText(/Nomor telepon tidak valid/)).toBeInTheDocument();
    expect(calls(requests, 'POST', /\/request-cust$/)).toHaveLength(0);
    await user.clear(within(form).getByLabelText('Telepon'));
    await user.type(within(form).getByLabelText('Telepon'), '+6281234567890');
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Success Added Lead')).toBeInTheDocument();
    expect(await lastJson(requests, 'POST', /\/request-cust$/)).toEqual({
      property_id: listing.id,
      requestCusts: [
        // the number in the one form every number is kept in
        {
          name: 'Sri Wahyuni',
          phone: '+62 812-3456-7890',
          email: 'sri@contoh.id',
          note: 'Minta jadwal survei',
        },
      ],
    });
    expect(await within(drawer).findByText('Sri Wahyuni')).toBeInTheDocument();
  });

  it('keeps the typed lead when the server answers 500 without a message', async () => {
    server.use(httpMock.post(`${config.apiUrl}/request-cust`, () => HttpResponse.json({}, { status: 500 })));
    const { drawer } = await openGroup();
    await user.click(within(drawer).getByRole('button', { name: /Tambah Lead/ }));
    const form = await findDialog('Tambah Lead');
    await user.type(within(form).getByLabelText('Nama'), 'Budi');
    await user.type(within(form).getByLabelText('Telepon'), '081234567890');
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await errorDialogText('Maaf! Ada kesalahan. Silahkan coba lagi nanti!');
    expect(within(form).getByLabelText('Nama')).toHaveValue('Budi');
  });

  it('hides a deleted lead at once: "Urungkan" sends nothing, left alone it is sent after the window', async () => {
    holdUndoWindows();
    const { drawer, listing } = await openGroup();
    const leadRow = (await tableRows(drawer))[0];
    const lead = leadOf(leadRow, listing);
    if (!lead) throw new Error('no lead in the row');
    await user.click(within(leadRow).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(drawer).not.toHaveTextContent(lead.name));
    await user.click(await screen.findByRole('button', { name: 'Urungkan' }));
    await waitFor(() => expect(drawer).toHaveTextContent(lead.name));
    const again = (await tableRows(drawer)).find((row) => row.textContent?.includes(lead.name));
    if (!again) throw new Error('the lead is not back');
    await user.click(within(again).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(drawer).not.toHaveTextContent(lead.name));
    expect(calls(requests, 'DELETE', /\/request-cust\//)).toHaveLength(0);
    endUndoWindows();
    await waitFor(() => expect(calls(requests, 'DELETE', /\/request-cust\//)).toHaveLength(1), {
      timeout: 15000,
    });
    expect(new URL(calls(requests, 'DELETE', /\/request-cust\//)[0].url).pathname).toMatch(
      new RegExp(`/request-cust/${lead._id}$`),
    );
  });

  it('shows the conversation oldest first with sender and time', async () => {
    const lead = db.leads.find((one) => db.leadMessages.filter((m) => m.request_id === one._id).length >= 2);
    if (!lead) throw new Error('no lead with a conversation');
    const mine = db.leadMessages.filter((m) => m.request_id === lead._id);
    // the backend may answer in any order: the screen sorts
    server.use(
      httpMock.get(`${config.apiUrl}/message-request/request-id/:id`, () =>
        HttpResponse.json({ status: 200, data: [...mine].reverse() }),
      ),
    );
    const { chat } = await openChat();
    // (the lead's own question, when it has one, opens the conversation before its messages)
    const items = (await within(chat).findAllByRole('listitem')).filter(
      (item) => !item.classList.contains('question'),
    );
    const sorted = [...mine].sort((a, b) => a.created_at.localeCompare(b.created_at));
    expect(items[0]).toHaveTextContent(sorted[0].message);
    expect(items[0]).toHaveTextContent(sorted[0].sender_name);
    expect(items.at(-1)).toHaveTextContent(sorted.at(-1)?.message ?? '');
  });

  it('orders the conversation by time, whatever the written form of its times', async () => {
    const message = (id: string, text: string, created_at: string) => ({
      _id: id,
      request_id: 'any',
      message: text,
      image_url: '',
      sender: 'customer',
      sender_name: 'Pelanggan',
      created_at,
    });
    server.use(
      httpMock.get(`${config.apiUrl}/message-request/request-id/:id`, () =>
        HttpResponse.json({
          status: 200,
          data: [
            message('m-a', 'Kedua', '2026-11-22T23:30:00.000Z'),
            message('m-b', 'Ketiga', '2026-11-23T07:00:00+07:00'),
            message('m-c', 'Pertama', '2026-11-23T06:00:00+07:00'),
          ],
        }),
      ),
    );
    const { chat } = await openChat();
    const items = (await within(chat).findAllByRole('listitem')).filter(
      (item) => !item.classList.contains('question'),
    );
    expect(items.map((item) => item.querySelector('.lead-chat-text')?.textContent)).toEqual([
      'Pertama',
      'Kedua',
      'Ketiga',
    ]);
  });

  it('sends a reply with an image: upload first (file + folder), then the message with image_url', async () => {
    const { chat, lead } = await openChat();
    await user.type(within(chat).getByLabelText('Balasan'), 'Ini denahnya');
    await user.upload(chat.querySelector('input[type=file]') as HTMLInputElement, png());
    // its name and size apart, not "denah.png64 B"
    expect((await within(chat).findByText('denah.png')).closest('.lead-reply-image')).toHaveTextContent(
      /^denah\.png · 64 B$/,
    );
    const send = within(chat).getByRole('button', { name: /Kirim balasan/ });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText('Ini denahnya', { selector: '.lead-chat-text' })).toBeInTheDocument();
    expect(calls(requests, 'POST', /\/upload$/)).toHaveLength(1);
    expect(calls(requests, 'POST', /\/message-request$/)).toHaveLength(1);
    const form = await calls(requests, 'POST', /\/upload$/)[0]
      .clone()
      .formData();
    expect((form.get('file') as File).size).toBe(64);
    expect(form.get('folder')).toBe('message-request');
    const body = await lastJson(requests, 'POST', /\/message-request$/);
    expect(body).toMatchObject({ request_id: lead._id, message: 'Ini denahnya' });
    expect(String(body?.image_url)).toMatch(/^data:image\/png/);
    expect(within(chat).getByLabelText('Balasan')).toHaveValue('');
    expect(within(chat).getByRole('img', { name: /Gambar dari/ })).toBeInTheDocument();
  });

  it('sends the image made lighter: a 6 MB phone photo goes as the worker made it', async () => {
    shrinkPhoto.mockImplementationOnce(async () => jpegFile('IMG_0001.jpg', 900));
    const { chat } = await openChat();
    const phone = jpegFile('IMG_0001.jpeg', 6 * 1024 * 1024);
    await user.upload(chat.querySelector('input[type=file]') as HTMLInputElement, phone);
    expect((await within(chat).findByText('IMG_0001.jpg')).closest('.lead-reply-image')).toHaveTextContent(
      /^IMG_0001\.jpg · 900 B$/,
    );
    fireEvent.click(within(chat).getByRole('button', { name: /Kirim balasan/ }));
    await waitFor(() => expect(calls(requests, 'POST', /\/message-request$/)).toHaveLength(1));
    const form = await calls(requests, 'POST', /\/upload$/)[0]
      .clone()
      .formData();
    expect((form.get('file') as File).size).toBe(900);
    expect(shrinkPhoto).toHaveBeenCalledWith(phone);
  });

  it('a failed upload shows the service text, posts no message and keeps text and image', async () => {
    server.use(
      httpMock.post(`${config.uploadUrl}/upload`, () =>
        HttpResponse.json({ error: 'Kuota penyimpanan penuh.', data: null }, { status: 200 }),
      ),
    );
    const { chat } = await openChat();
    await user.type(within(chat).getByLabelText('Balasan'), 'Foto kamar');
    await user.upload(chat.querySelector('input[type=file]') as HTMLInputElement, png());
    await within(chat).findByText('denah.png');
    fireEvent.click(within(chat).getByRole('button', { name: /Kirim balasan/ }));
    await errorDialogText('Kuota penyimpanan penuh.');
    expect(calls(requests, 'POST', /\/message-request$/)).toHaveLength(0);
    expect(within(chat).getByLabelText('Balasan')).toHaveValue('Foto kamar');
    expect(within(chat).getByText('denah.png')).toBeInTheDocument();
  });

  it('an upload failing without a text (or unreachable) shows the upload fallback', async () => {
    server.use(httpMock.post(`${config.uploadUrl}/upload`, () => HttpResponse.error()));
    const { chat } = await openChat();
    await user.upload(chat.querySelector('input[type=file]') as HTMLInputElement, png());
    await within(chat).findByText('denah.png');
    fireEvent.click(within(chat).getByRole('button', { name: /Kirim balasan/ }));
    await errorDialogText('Internal server error. Please try again later.');
    expect(calls(requests, 'POST', /\/message-request$/)).toHaveLength(0);
    expect(within(chat).getByText('denah.png')).toBeInTheDocument();
  });

  it('refuses a file that is no photo by its bytes, or an image over 5 MB, before sending', async () => {
    const { chat } = await openChat();
    const input = () => chat.querySelector('input[type=file]') as HTMLInputElement;
    const anyFile = userEvent.setup({ delay: null, applyAccept: false });
    await anyFile.upload(input(), new File(['%PDF-1.4'], 'brosur.pdf', { type: 'application/pdf' }));
    expect(
      await within(chat).findByText('brosur.pdf bukan foto JPG, PNG atau WebP (berkas PDF).'),
    ).toBeInTheDocument();
    await user.upload(input(), new File([SVG_WITH_SCRIPT], 'denah.jpg', { type: 'image/jpeg' }));
    expect(
      await within(chat).findByText('denah.jpg bukan foto JPG, PNG atau WebP (berkas SVG).'),
    ).toBeInTheDocument();
    // the limit is the sent image's: one still over 5 MB once made lighter is refused
    await user.upload(input(), png(5 * 1024 * 1024 + 1));
    expect(
      await within(chat).findByText('denah.png: Ukuran berkas melebihi batas 5 MB.'),
    ).toBeInTheDocument();
    expect(within(chat).queryByText('denah.png')).toBeNull();
    fireEvent.click(within(chat).getByRole('button', { name: /Kirim balasan/ }));
    expect(await within(chat).findByText(/Tulis pesan atau lampirkan gambar/)).toBeInTheDocument();
    expect(calls(requests, 'POST', /\/upload$/)).toHaveLength(0);
  });

  it("makes a lead's number a call link and a WhatsApp link in +62 form naming the listing", async () => {
    const { drawer, listing } = await openGroup();
    const leadRow = (await tableRows(drawer))[0];
    const lead = leadOf(leadRow, listing);
    if (!lead) throw new Error('no lead in the row');
    const digits = lead.phone.replace(/\D/g, '').replace(/^0/, '62');
    const spoken = new RegExp(`^Telepon \\+62 ${digits.slice(2, 5)}-`);
    const call = within(leadRow).getByRole('link', { name: spoken });
    expect(call).toHaveAttribute('href', `tel:+${digits}`);
    const chat = within(leadRow).getByRole('link', { name: /^Kirim WhatsApp ke \+62 / });
    const href = new URL(chat.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${digits}`);
    expect(href.searchParams.get('text')).toContain(`"${listing.title}"`);
    expect(href.searchParams.get('text')).toContain(lead.name);
  });

  it('sends a reply on Enter (and Ctrl+Enter); Shift+Enter starts a new line', async () => {
    const { chat, lead } = await openChat();
    const box = within(chat).getByLabelText('Balasan');
    expect(box).toHaveAccessibleDescription('Enter untuk mengirim, Shift+Enter untuk baris baru.');
    await user.type(box, 'Baris satu{Shift>}{Enter}{/Shift}baris dua');
    expect(calls(requests, 'POST', /\/message-request$/)).toHaveLength(0);
    await user.type(box, '{Enter}');
    await waitFor(() => expect(calls(requests, 'POST', /\/message-request$/)).toHaveLength(1));
    const sent = await lastJson(requests, 'POST', /\/message-request$/);
    expect(sent).toMatchObject({ request_id: lead._id, message: 'Baris satu\nbaris dua' });
    await waitFor(() => expect(box).toHaveValue(''));
    await user.type(box, 'Lagi{Control>}{Enter}{/Control}');
    await waitFor(() => expect(calls(requests, 'POST', /\/message-request$/)).toHaveLength(2));
  });

  it('a text reply failing with the server message keeps the text', async () => {
    server.use(
      httpMock.post(`${config.apiUrl}/message-request`, () =>
        HttpResponse.json({ status: 500, message: 'Layanan pesan sedang gangguan.' }, { status: 500 }),
      ),
    );
    const { chat } = await openChat();
    await user.type(within(chat).getByLabelText('Balasan'), 'Halo');
    fireEvent.click(within(chat).getByRole('button', { name: /Kirim balasan/ }));
    await errorDialogText('Layanan pesan sedang gangguan.');
    expect(calls(requests, 'POST', /\/upload$/)).toHaveLength(0);
    expect(within(chat).getByLabelText('Balasan')).toHaveValue('Halo');
  });
  describe('with scrollIntoView returning a Promise (as in current Chromium)', () => {
    afterEach(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    });

    it('sending a reply and closing the conversation keep the screen (the effect returns nothing)', async () => {
      const scrolled = vi.fn(() => Promise.resolve());
      HTMLElement.prototype.scrollIntoView = scrolled as unknown as HTMLElement['scrollIntoView'];
      const { chat, lead } = await openChat();
      await user.type(within(chat).getByLabelText('Balasan'), 'Unit masih tersedia');
      fireEvent.click(within(chat).getByRole('button', { name: /Kirim balasan/ }));
      expect(
        await within(chat).findByText('Unit masih tersedia', { selector: '.lead-chat-text' }),
      ).toBeInTheDocument();
      // a message more scrolls to the end (a lead without messages may open before the drawer's body)
      await waitFor(() => expect(scrolled).toHaveBeenCalled());
      expect(await lastJson(requests, 'POST', /\/message-request$/)).toMatchObject({
        request_id: lead._id,
        message: 'Unit masih tersedia',
      });
      await user.click(within(chat).getByRole('button', { name: 'Tutup' }));
      await waitFor(() => expect(screen.queryByText(`Percakapan dengan ${lead.name}`)).toBeNull());
      expect(screen.queryByText('Halaman ini mengalami kesalahan')).toBeNull();
      const group = await findDialog(/^Leads: /);
      expect(within(group).getByText(lead.name)).toBeVisible();
    });
  });
  describe('with the variant reply shape (group without its property name, messages without sender name)', () => {
    /** Every sender line names someone and ends with a value, never a dangling separator or "-". */
    function expectNoEmptyLabel(chat: HTMLElement) {
      const metas = [...chat.querySelectorAll('.lead-chat-meta')].map((meta) => meta.textContent ?? '');
      expect(metas.length).toBeGreaterThan(0);
      for (const meta of metas) {
        expect(meta).not.toMatch(/(^|\s)[·:-]\s*$|^\s*·|·\s*·/);
        expect(meta).not.toMatch(/(Pelanggan|Admin) · \1/);
      }
    }

    it('is chosen in a browser by ?demo-shape=variant in the address, and kept for the tab', () => {
      try {
        window.history.replaceState({}, '', '/dashboard/leads?demo-shape=variant');
        expect(readReplyShapeFromBrowser()).toBe('variant');
        expect(isVariantShape()).toBe(true);
        // the next page of the same tab, without it in its address
        window.history.replaceState({}, '', '/dashboard');
        expect(readReplyShapeFromBrowser()).toBe('variant');
        window.history.replaceState({}, '', '/dashboard?demo-shape=demo');
        expect(readReplyShapeFromBrowser()).toBe('demo');
      } finally {
        window.history.replaceState({}, '', '/');
        window.sessionStorage.clear();
        readReplyShapeFromBrowser();
      }
    });

    it("reads a bare grouping { _id, property_id, count }: its listing's title and code, the count, never the id", async () => {
      setReplyShape('variant');
      const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
      renderScreen('/dashboard/leads', { as: SUPERADMIN });
      const rows = await tableRows();
      const headers = [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
      const cell = (row: HTMLElement, label: string) => row.querySelectorAll('td')[headers.indexOf(label)];
      const counts = new Map<string, number>();
      for (const lead of db.leads) counts.set(lead.property_id, (counts.get(lead.property_id) ?? 0) + 1);
      // the listings are read once to name the groups
      await waitFor(() => expect(cell(rows[0], 'Kode Properti').textContent).toMatch(/^HL-/));
      for (const row of await tableRows()) {
        const code = cell(row, 'Kode Properti').textContent ?? '';
        const listing = db.listings.find((one) => one.house_id === code);
        if (!listing) throw new Error(`no listing ${code}`);
        expect(cell(row, 'Properti').textContent).toBe(listing.title);
        expect(cell(row, 'Jumlah Leads').textContent).toBe(String(counts.get(listing.id)));
        expect(row).not.toHaveTextContent(listing.id);
      }
      // the grouping names no listing: an integrator reads which names were tried, once per field
      await waitFor(() =>
        expect(info).toHaveBeenCalledWith(
          '[leads] no record of this page has "title"; names tried: title | property_title | property.title',
        ),
      );
      expect(info.mock.calls.filter(([line]) => String(line).includes('"title"'))).toHaveLength(1);
      expect(info.mock.calls.some(([line]) => String(line).includes('"total_leads"'))).toBe(false);
      // the group is titled by its listing, and its leads are asked for by that listing's id
      const [first] = await tableRows();
      const listing = db.listings.find((one) => one.house_id === cell(first, 'Kode Properti').textContent);
      if (!listing) throw new Error('the row names no listing');
      await user.click(within(first).getByRole('button', { name: /Lihat leads/ }));
      const drawer = await findDialog(`Leads: ${listing.title}`);
      await tableRows(drawer);
      const call = calls(requests, 'GET', /\/request-cust$/).map((r) => new URL(r.url));
      expect(call.at(-1)?.searchParams.get('property_id')).toBe(listing.id);
      expect(drawer).toHaveTextContent(`Kode ${listing.house_id}`);
      expect(drawer).not.toHaveTextContent(listing.id);
    });

    it('names each sender from what the message has, and a reply keyed by id joins the thread', async () => {
      setReplyShape('variant');
      const lead = db.leads.find((one) => {
        const thread = db.leadMessages.filter((m) => m.request_id === one._id);
        return thread.some((m) => m.sender === 'admin') && thread.some((m) => m.sender === 'customer');
      });
      if (!lead) throw new Error('no lead with both sides of a conversation');
      // the lead's own group, and the lead first in it
      server.use(
        httpMock.get(`${config.apiUrl}/request-cust/group-property_id`, () =>
          HttpResponse.json({
            status: 200,
            data: [
              {
                _id: lead.property_id,
                house_id: 'RMK-0001',
                total_leads: 1,
                last_request_at: lead.created_at,
              },
            ],
            document_count: 1,
          }),
        ),
        httpMock.get(`${config.apiUrl}/request-cust`, () =>
          HttpResponse.json({
            status: 200,
            data: [{ id: lead._id, name: lead.name, phone: lead.phone }],
            document_count: 1,
          }),
        ),
      );
      const listing = db.listings.find((one) => one.id === lead.property_id);
      renderScreen('/dashboard/leads', { as: SUPERADMIN });
      // a group with its code and no title is titled by its listing once that is read
      await waitFor(async () => expect((await tableRows())[0]).toHaveTextContent(listing?.title ?? '-'));
      await user.click(within((await tableRows())[0]).getByRole('button', { name: /Lihat leads/ }));
      const drawer = await findDialog(`Leads: ${listing?.title}`);
      expect(drawer).toHaveTextContent('Kode RMK-0001');
      await user.click(within((await tableRows(drawer))[0]).getByRole('button', { name: /Percakapan/ }));
      const chat = await findDialog(`Percakapan dengan ${lead.name}`);
      const items = await within(chat).findAllByRole('listitem');
      const thread = db.leadMessages.filter((m) => m.request_id === lead._id);
      expect(items).toHaveLength(thread.length);
      expectNoEmptyLabel(chat);
      // the customer is the lead the conversation is with; the admin is named by the sender's id
      const customer = items.find((item) => !item.classList.contains('mine'));
      expect(customer?.querySelector('.lead-chat-meta')).toHaveTextContent(`${lead.name} · Pelanggan`);
      const admin = thread.find((m) => m.sender === 'admin');
      const adminItem = items.find((item) => item.classList.contains('mine'));
      expect(adminItem?.querySelector('.lead-chat-meta')).toHaveTextContent(`${admin?.sender_id} · Admin`);

      await user.type(within(chat).getByLabelText('Balasan'), 'Jadwal survei Sabtu');
      fireEvent.click(within(chat).getByRole('button', { name: /Kirim balasan/ }));
      const sent = await within(chat).findByText('Jadwal survei Sabtu', { selector: '.lead-chat-text' });
      expect(await lastJson(requests, 'POST', /\/message-request$/)).toMatchObject({ request_id: lead._id });
      expect(sent.closest('li')?.querySelector('.lead-chat-meta')).toHaveTextContent(/· Admin/);
      expectNoEmptyLabel(chat);
    });

    it('leaves a label out when the record has nothing for it', async () => {
      setReplyShape('variant');
      server.use(
        httpMock.get(`${config.apiUrl}/request-cust/group-property_id`, () =>
          HttpResponse.json({ status: 200, data: [{ _id: 'prop-x', total_leads: 1 }], document_count: 1 }),
        ),
        httpMock.get(`${config.apiUrl}/request-cust`, () =>
          HttpResponse.json({ status: 200, data: [{ id: 'lead-x' }], document_count: 1 }),
        ),
        httpMock.get(`${config.apiUrl}/message-request/request-id/:id`, () =>
          HttpResponse.json({
            status: 200,
            data: [
              { id: 'm1', message: 'Masih ada?' },
              { id: 'm2', sender: 'admin', image_url: 'data:image/png;base64,AA==' },
            ],
          }),
        ),
      );
      renderScreen('/dashboard/leads', { as: SUPERADMIN });
      // no listing has its id: the group says its name cannot be read, never shows the id
      const unnamed = 'Properti (nama tidak tersedia)';
      await waitFor(async () => expect((await tableRows())[0]).toHaveTextContent(unnamed));
      expect((await tableRows())[0]).not.toHaveTextContent('prop-x');
      await user.click(within((await tableRows())[0]).getByRole('button', { name: /Lihat leads/ }));
      const drawer = await findDialog(`Leads: ${unnamed}`);
      expect(drawer).not.toHaveTextContent('prop-x');
      await waitFor(() => expect(calls(requests, 'GET', /\/request-cust$/)).not.toHaveLength(0));
      const asked = new URL(calls(requests, 'GET', /\/request-cust$/)[0].url);
      expect(asked.searchParams.get('property_id')).toBe('prop-x');
      expect(within(drawer).queryByText(/^Kode/)).toBeNull();
      await user.click(within((await tableRows(drawer))[0]).getByRole('button', { name: /Percakapan/ }));
      const chat = await findDialog('Percakapan');
      const items = await within(chat).findAllByRole('listitem');
      expect(items[0].querySelector('.lead-chat-meta')?.textContent).toBe('Pelanggan');
      expect(items[1].querySelector('.lead-chat-meta')?.textContent).toBe('Admin');
      expect(within(chat).getByRole('img', { name: 'Gambar dari Admin' })).toBeInTheDocument();
      expectNoEmptyLabel(chat);
    });
  });
});
