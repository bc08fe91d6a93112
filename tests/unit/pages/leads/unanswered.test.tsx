import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { daysBack } from '../../../../src/pages/leads/lead-clock-read';
import { callsTo, SUPERADMIN, withDemoBackend } from '../../support/app';
import { calls, tableRows } from '../../support/operations';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

/** The seed's leads of the last 30 days that no agent answered yet, oldest first. */
function seededWaiting(pastMs = 0) {
  const since = daysBack(30);
  const answered = new Set(db.leadMessages.filter((m) => m.sender === 'admin').map((m) => m.request_id));
  return db.leads
    .filter((lead) => Date.parse(lead.created_at) >= since && !answered.has(lead._id))
    .filter((lead) => Date.now() - Date.parse(lead.created_at) > pastMs)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

describe('Potensi Leads: "belum dibalas"', { timeout: 60000 }, () => {
  it('lists the unanswered leads oldest first, read in the browser, and says what it covers', async () => {
    const expected = seededWaiting();
    expect(expected.length).toBeGreaterThan(3);
    renderScreen('/dashboard/leads', { as: SUPERADMIN });
    await tableRows();
    await user.click(screen.getByRole('radio', { name: 'Belum dibalas' }));
    expect(
      await screen.findByText(
        new RegExp(`^${expected.length} lead belum dibalas\\.`),
        {},
        { timeout: 20000 },
      ),
    ).toHaveTextContent(
      /Layanan tidak menyediakan saringan "belum dibalas": daftar ini dihitung di browser dari lead 30 hari terakhir/,
    );
    const rows = await tableRows(screen.getByRole('region', { name: /Lead belum dibalas/ }));
    expect(rows[0]).toHaveTextContent(expected[0].name);
    expect(rows[1]).toHaveTextContent(expected[1].name);
    expect(within(rows[0]).getByText(/^Menunggu \d+ hari$/)).toBeInTheDocument();
    // the leads newest first, page by page, and the messages of each lead that does not carry its
    // first answer (every waiting one); a lead that carries it has no thread read
    const leadCalls = callsTo(requests, '/request-cust').map((url) => url.searchParams);
    expect(
      leadCalls.some(
        (q) => q.get('sort') === 'created_at' && q.get('order') === 'desc' && q.get('page') === '2',
      ),
    ).toBe(true);
    const asked = new Set(
      calls(requests, 'GET', /\/message-request\/request-id\//).map((r) =>
        new URL(r.url).pathname.split('/').pop(),
      ),
    );
    for (const lead of expected) expect(asked.has(lead._id), lead.name).toBe(true);
    const carrying = db.leads.filter((lead) => lead.first_reply_at);
    expect(carrying.length).toBeGreaterThan(0);
    expect(carrying.filter((lead) => asked.has(lead._id))).toEqual([]);
  });

  it('from the address, only those waiting past the declared 2 hours', async () => {
    const expected = seededWaiting(2 * 3_600_000);
    renderScreen('/dashboard/leads?tampilan=belum-dibalas&lewat=1', { as: SUPERADMIN });
    expect(
      await screen.findByText(
        `${expected.length} lead menunggu lebih dari 2 jam.`,
        { exact: false },
        { timeout: 20000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Hanya yang menunggu lebih dari 2 jam' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Hanya yang menunggu lebih dari 2 jam' }));
    await waitFor(() => expect(screen.getByText(/lead belum dibalas\./)).toBeInTheDocument());
  });
});
