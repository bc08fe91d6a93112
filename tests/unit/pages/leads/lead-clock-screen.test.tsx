import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { db } from '../../../../src/mocks/db';
import type { Lead, LeadMessage } from '../../../../src/mocks/types';
import { httpMock, SUPERADMIN, withDemoBackend } from '../../support/app';
import { onPhone } from '../../support/media';
import { calls, findDialog, lastJson, tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { server, requests } = withDemoBackend();

const MIN = 60_000;
const HOUR = 60 * MIN;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** Three new leads on one listing (its group comes first: the newest): waiting, answered, no time. */
function seedClockLeads() {
  const listing = db.listings.find((one) => one.status === 'active');
  if (!listing) throw new Error('no active listing');
  const lead = (name: string, created_at: string): Lead => ({
    _id: `lead-${name.split(' ')[0].toLowerCase()}`,
    property_id: listing.id,
    title: listing.title,
    name,
    phone: '+62 812-3456-7890',
    email: '',
    note: 'Masih ada?',
    status: 'new',
    agent_id: listing.agent_id,
    agent_name: listing.agent_name,
    created_at,
  });
  const waiting = lead('Wati Menunggu', ago(3 * HOUR + 5 * MIN));
  const answered = lead('Bayu Dibalas', ago(2 * HOUR));
  const undated = lead('Tono Tanpa Waktu', '');
  db.leads.push(waiting, answered, undated);
  const message = (id: string, sender: 'customer' | 'admin', at: number): LeadMessage => ({
    _id: id,
    request_id: answered._id,
    message: sender === 'admin' ? 'Halo, masih tersedia.' : 'Halo?',
    image_url: '',
    sender,
    sender_name: sender === 'admin' ? listing.agent_name : answered.name,
    sender_id: sender === 'admin' ? listing.agent_id : answered._id,
    created_at: new Date(Date.parse(answered.created_at) + at).toISOString(),
  });
  db.leadMessages.push(message('m-1', 'customer', 2 * MIN), message('m-2', 'admin', 25 * MIN));
  return { listing, waiting, answered, undated };
}

async function openGroup() {
  const seeded = seedClockLeads();
  renderScreen('/dashboard/leads', { as: SUPERADMIN });
  const row = (await tableRows()).find((one) => one.textContent?.includes(seeded.listing.house_id));
  if (!row) throw new Error('the group of the new leads is not shown');
  await user.click(within(row).getByRole('button', { name: /Lihat leads/ }));
  const drawer = await findDialog(/^Leads: /);
  const rowOf = async (name: string) => {
    const found = (await tableRows(drawer)).find((one) => one.textContent?.includes(name));
    if (!found) throw new Error(`no row for ${name}`);
    return found;
  };
  return { ...seeded, drawer, rowOf };
}

describe("the lead's clock on its row and in its thread", { timeout: 60000 }, () => {
  it('each lead says how long it waited, read from its messages; one without a time says so', async () => {
    const { rowOf, waiting, answered, undated } = await openGroup();
    expect(await within(await rowOf(waiting.name)).findByText('Menunggu 3 jam 5 menit')).toBeInTheDocument();
    expect(await within(await rowOf(answered.name)).findByText('Dibalas dalam 25 menit')).toBeInTheDocument();
    expect(
      await within(await rowOf(undated.name)).findByText('Waktu tunggu tidak dapat diukur'),
    ).toBeInTheDocument();
    // the messages of each dated lead were asked, by its id; the undated one's never
    const asked = calls(requests, 'GET', /\/message-request\/request-id\//).map(
      (r) => new URL(r.url).pathname,
    );
    expect(asked.some((path) => path.endsWith(`/${waiting._id}`))).toBe(true);
    expect(asked.some((path) => path.endsWith(`/${answered._id}`))).toBe(true);
    expect(asked.some((path) => path.endsWith(`/${undated._id}`))).toBe(false);
  });

  it('messages shaped otherwise: epoch seconds and no sender flag, the sender told apart by name', async () => {
    server.use(
      httpMock.get(`${config.apiUrl}/message-request/request-id/:id`, ({ params }) =>
        HttpResponse.json({
          status: 200,
          data:
            params.id === 'lead-bayu'
              ? [
                  {
                    id: 'x1',
                    message: 'Halo?',
                    sender_name: 'Bayu Dibalas',
                    created_at: Date.now() / 1000 - 7000,
                  },
                  {
                    id: 'x2',
                    message: 'Siap',
                    sender_name: 'Agen Dewi',
                    created_at: Date.now() / 1000 - 7200 + 40 * 60,
                  },
                ]
              : [{ id: 'x3', message: 'Halo', created_at: new Date().toISOString() }],
        }),
      ),
    );
    const { rowOf, answered, waiting } = await openGroup();
    expect(await within(await rowOf(answered.name)).findByText('Dibalas dalam 40 menit')).toBeInTheDocument();
    // a message naming no sender at all: whether it answered cannot be told
    const row = await rowOf(waiting.name);
    expect(await within(row).findByText('Waktu tunggu tidak dapat diukur')).toBeInTheDocument();
    expect(row).toHaveTextContent('Ada pesan yang tidak menyebut pengirimnya.');
  });

  it('the thread shows the wait, and a reply sent turns it into the time the answer took', async () => {
    const { rowOf, waiting } = await openGroup();
    const row = await rowOf(waiting.name);
    await within(row).findByText('Menunggu 3 jam 5 menit');
    await user.click(within(row).getByRole('button', { name: /Percakapan/ }));
    const chat = await findDialog(`Percakapan dengan ${waiting.name}`);
    expect(await within(chat).findByText('Menunggu 3 jam 5 menit')).toBeInTheDocument();
    await user.type(within(chat).getByLabelText('Balasan'), 'Halo, masih tersedia');
    fireEvent.click(within(chat).getByRole('button', { name: /Kirim balasan/ }));
    expect(await within(chat).findByText('Dibalas dalam 3 jam 5 menit')).toBeInTheDocument();
    expect(await lastJson(requests, 'POST', /\/message-request$/)).toMatchObject({ request_id: waiting._id });
    await user.click(within(chat).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByText(`Percakapan dengan ${waiting.name}`)).toBeNull());
    expect(
      await within(await rowOf(waiting.name)).findByText('Dibalas dalam 3 jam 5 menit'),
    ).toBeInTheDocument();
  });
});

describe("the lead's clock on a phone", { timeout: 60000 }, () => {
  onPhone();

  it("each lead's card in its group says its wait", async () => {
    const { listing, waiting, answered } = seedClockLeads();
    renderScreen('/dashboard/leads', { as: SUPERADMIN });
    await waitFor(() => expect(document.querySelectorAll('.resource-card').length).toBeGreaterThan(0), {
      timeout: 30000,
    });
    const group = [...document.querySelectorAll<HTMLElement>('.resource-card')].find((card) =>
      card.textContent?.includes(listing.house_id),
    );
    if (!group) throw new Error('no card for the new leads');
    await user.click(within(group).getByRole('button', { name: /Lihat leads/ }));
    const drawer = await findDialog(/^Leads: /);
    const cardOf = async (name: string) => {
      await waitFor(() => expect(drawer).toHaveTextContent(name));
      return [...drawer.querySelectorAll<HTMLElement>('.resource-card')].find((card) =>
        card.textContent?.includes(name),
      ) as HTMLElement;
    };
    expect(await within(await cardOf(waiting.name)).findByText('Menunggu 3 jam 5 menit')).toBeInTheDocument();
    expect(
      await within(await cardOf(answered.name)).findByText('Dibalas dalam 25 menit'),
    ).toBeInTheDocument();
  });

  it('"belum dibalas" on a phone: one card per lead, its conversation opened by name', async () => {
    const { waiting } = seedClockLeads();
    renderScreen('/dashboard/leads?tampilan=belum-dibalas', { as: SUPERADMIN });
    const cards = await screen.findByRole(
      'list',
      { name: 'Lead belum dibalas, terlama dulu' },
      { timeout: 30000 },
    );
    const button = await within(cards).findByRole(
      'button',
      { name: `Percakapan dengan ${waiting.name}` },
      { timeout: 30000 },
    );
    await user.click(button);
    expect(await findDialog(`Percakapan dengan ${waiting.name}`)).toBeInTheDocument();
  });
});
