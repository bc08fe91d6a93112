import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { db } from '../../../../src/mocks/db';
import { durationWords } from '../../../../src/pages/leads/lead-clock';
import { callsTo, SUPERADMIN, withDemoBackend } from '../../support/app';
import { onPhone } from '../../support/media';
import { setReplyShape } from '../../support/reply-shape';
import { renderScreen } from '../../support/screen';

const user = userEvent.setup({ delay: null });
const { requests } = withDemoBackend();

const HOUR = 3_600_000;

interface Expected {
  agent: string;
  received: number;
  answered: number;
  median: number | undefined;
  share: number | undefined;
}

/**
 * Each agent's figures computed from the seed itself: the leads received in the last 30 days (today
 * included), the first message of the agent's side in each, the median of those times, and the share
 * answered within 2 hours of the leads whose outcome is known (answered, or waiting past 2 hours).
 */
function seededFigures(
  now = Date.now(),
  agentOf = (lead: (typeof db.leads)[number]) => lead.agent_name,
  days = 30,
): Expected[] {
  const start = dayjs()
    .startOf('day')
    .subtract(days - 1, 'day')
    .valueOf();
  const byAgent = new Map<string, { received: number; times: number[]; late: number }>();
  for (const lead of db.leads) {
    const asked = Date.parse(lead.created_at);
    if (asked < start) continue;
    const mine = byAgent.get(agentOf(lead)) ?? { received: 0, times: [], late: 0 };
    byAgent.set(agentOf(lead), mine);
    mine.received += 1;
    const answers = db.leadMessages
      .filter((message) => message.request_id === lead._id && message.sender === 'admin')
      .map((message) => Date.parse(message.created_at));
    if (answers.length > 0) mine.times.push(Math.min(...answers) - asked);
    else if (now - asked > 2 * HOUR) mine.late += 1;
  }
  return [...byAgent].map(([agent, { received, times, late }]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    const median =
      sorted.length === 0
        ? undefined
        : sorted.length % 2
          ? sorted[middle]
          : (sorted[middle - 1] + sorted[middle]) / 2;
    const decided = times.length + late;
    const inTime = times.filter((ms) => ms <= 2 * HOUR).length;
    return { agent, received, answered: times.length, median, share: decided ? inTime / decided : undefined };
  });
}

afterEach(() => vi.restoreAllMocks());

describe("the dashboard's answer times per agent", { timeout: 60000 }, () => {
  it('agree with the seeded leads and answers, read in the background with the leads newest first', async () => {
    const expected = seededFigures();
    expect(expected.length).toBeGreaterThan(5);
    const total = expected.reduce((sum, one) => sum + one.received, 0);
    renderScreen('/dashboard', { as: SUPERADMIN });
    expect(
      await screen.findByText(
        `Dihitung di browser dari ${total} lead periode ini dan pesannya.`,
        {},
        { timeout: 30000 },
      ),
    ).toBeInTheDocument();
    const table = document.querySelector('.agent-answers-table') as HTMLElement;
    for (const one of expected) {
      const cell = within(table).getByText(one.agent, { selector: 'td' });
      const cells = [...(cell.closest('tr')?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
      expect(cells, one.agent).toEqual([
        one.agent,
        String(one.received),
        String(one.answered),
        one.median === undefined ? '–' : durationWords(one.median),
        one.share === undefined ? '–' : `${Math.round(one.share * 100)}%`,
        '0',
      ]);
    }
    // a chart of the medians, with its text alternative
    expect(
      screen.getByRole('figure', { name: 'Median waktu balasan pertama per agen (menit)' }),
    ).toBeInTheDocument();
    const leads = callsTo(requests, '/request-cust');
    expect(Object.fromEntries(leads[0].searchParams)).toMatchObject({
      sort: 'created_at',
      order: 'desc',
      page: '1',
    });
  });

  it('a service naming neither the agent nor the sender: the agents by id, the figures the same', async () => {
    setReplyShape('variant');
    const expected = seededFigures(Date.now(), (lead) => lead.agent_id);
    const total = expected.reduce((sum, one) => sum + one.received, 0);
    renderScreen('/dashboard', { as: SUPERADMIN });
    await screen.findByText(
      `Dihitung di browser dari ${total} lead periode ini dan pesannya.`,
      {},
      { timeout: 30000 },
    );
    const table = document.querySelector('.agent-answers-table') as HTMLElement;
    for (const one of expected) {
      const cell = within(table).getByText(one.agent, { selector: 'td' });
      const cells = [...(cell.closest('tr')?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
      expect(cells.slice(0, 3), one.agent).toEqual([one.agent, String(one.received), String(one.answered)]);
    }
  });

  it('a period chosen: the last 7 days read and counted', async () => {
    const month = seededFigures().reduce((sum, one) => sum + one.received, 0);
    const week = seededFigures(Date.now(), (lead) => lead.agent_name, 7);
    const total = week.reduce((sum, one) => sum + one.received, 0);
    expect(total).toBeLessThan(month);
    renderScreen('/dashboard', { as: SUPERADMIN });
    await screen.findByText(
      `Dihitung di browser dari ${month} lead periode ini dan pesannya.`,
      {},
      { timeout: 30000 },
    );
    const card = document.querySelector('.agent-answers') as HTMLElement;
    await user.click(within(card).getByRole('radio', { name: '7 hari' }));
    expect(
      await within(card).findByText(`Dihitung di browser dari ${total} lead periode ini dan pesannya.`),
    ).toBeInTheDocument();
    const table = card.querySelector('.agent-answers-table') as HTMLElement;
    for (const one of week) {
      const cell = within(table).getByText(one.agent, { selector: 'td' });
      const cells = [...(cell.closest('tr')?.querySelectorAll('td') ?? [])].map((td) => td.textContent);
      expect(cells.slice(0, 3), one.agent).toEqual([one.agent, String(one.received), String(one.answered)]);
    }
  });

  it('exports the table as CSV, figures as numbers', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:agents';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    // (the link's click is the browser's save: in the test DOM it would navigate the window away)
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const expected = seededFigures();
    const total = expected.reduce((sum, one) => sum + one.received, 0);
    renderScreen('/dashboard', { as: SUPERADMIN });
    await screen.findByText(
      `Dihitung di browser dari ${total} lead periode ini dan pesannya.`,
      {},
      { timeout: 30000 },
    );
    await user.click(screen.getByRole('button', { name: 'Ekspor CSV kecepatan balasan per agen' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = (await files[0].text()).replace(/^\ufeff/, '').split(/\r?\n/);
    expect(lines[0]).toBe(
      'Agen;Leads masuk;Dibalas;Median balasan pertama (menit);Dibalas dalam 2 jam (%);Tidak terukur',
    );
    const first = expected.find((one) => one.median !== undefined);
    if (!first?.median) throw new Error('no agent answered');
    const row = lines.find((line) => line.startsWith(`${first.agent};`));
    expect(row?.split(';').slice(0, 4)).toEqual([
      first.agent,
      String(first.received),
      String(first.answered),
      String(Math.round((first.median / 60_000) * 10) / 10).replace('.', ','),
    ]);
  });
});

describe("the agents' answer times on a phone", { timeout: 60000 }, () => {
  onPhone();

  it('one card per agent with its figures in words', async () => {
    const expected = seededFigures();
    const total = expected.reduce((sum, one) => sum + one.received, 0);
    renderScreen('/dashboard', { as: SUPERADMIN });
    await screen.findByText(
      `Dihitung di browser dari ${total} lead periode ini dan pesannya.`,
      {},
      { timeout: 30000 },
    );
    const cards = within(screen.getByRole('list', { name: 'Kecepatan balasan per agen' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(expected.length);
    const first = expected.find((one) => one.median !== undefined);
    const card = cards.find((one) => one.textContent?.startsWith(first?.agent ?? '-'));
    expect(card).toHaveTextContent(`Leads masuk: ${first?.received} · Dibalas: ${first?.answered}`);
    expect(card).toHaveTextContent(`Median balasan pertama: ${durationWords(first?.median ?? 0)}`);
  });
});
