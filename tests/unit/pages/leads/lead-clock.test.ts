import { describe, expect, it } from 'vitest';

import {
  agentFigures,
  agentOf,
  agentsOf,
  clockWords,
  durationWords,
  leadClock,
  median,
  readTime,
  sideOf,
  thresholdMs,
} from '../../../../src/pages/leads/lead-clock';

const MIN = 60_000;
const HOUR = 60 * MIN;
const asked = Date.parse('2026-11-20T02:00:00Z');
const now = asked + 5 * HOUR;
const lead = { id: 'L1', name: 'Sri Wahyuni', created_at: '2026-11-20T02:00:00Z' };
const answer = (at: unknown, extra: Record<string, unknown> = {}) => ({
  sender: 'admin',
  created_at: at,
  ...extra,
});

describe('the lead clock: reading times', () => {
  it('reads epoch seconds, epoch ms, numeric texts, ISO texts and dates alike', () => {
    expect(readTime(asked / 1000)).toBe(asked);
    expect(readTime(asked)).toBe(asked);
    expect(readTime(String(asked / 1000))).toBe(asked);
    expect(readTime('2026-11-20T09:00:00+07:00')).toBe(asked);
    expect(readTime(new Date(asked))).toBe(asked);
  });

  it('reads nothing from what is no time', () => {
    for (const value of [undefined, null, '', '  ', 0, -5, 'kemarin', {}, Number.NaN, new Date('x')])
      expect(readTime(value)).toBeUndefined();
  });
});

describe('the lead clock: a lead', () => {
  it('answered: the time to its first answer, from the messages however their times are written', () => {
    const messages = [
      { sender: 'customer', created_at: asked + 2 * MIN },
      answer((asked + 40 * MIN) / 1000),
      answer(new Date(asked + 25 * MIN).toISOString()),
    ];
    const clock = leadClock(lead, messages, now);
    expect(clock).toMatchObject({ state: 'answered', ms: 25 * MIN });
    expect(clockWords(clock)).toBe('Dibalas dalam 25 menit');
  });

  it('waiting: since it came, when only the customer wrote', () => {
    const clock = leadClock(
      { ...lead, created_at: asked / 1000 },
      [{ sender: 'customer', created_at: asked }],
      now,
    );
    expect(clock).toMatchObject({ state: 'waiting', ms: 5 * HOUR });
    expect(clockWords(leadClock(lead, [], asked + 3 * HOUR + 10 * MIN))).toBe('Menunggu 3 jam 10 menit');
    expect(clockWords(leadClock(lead, [], asked + 7 * HOUR + 10 * MIN))).toBe('Menunggu 7 jam');
  });

  it('a first answer the lead carries wins, under any of its names', () => {
    for (const key of ['first_reply_at', 'first_response_at', 'responded_at', 'answered_at'])
      expect(leadClock({ ...lead, [key]: asked + HOUR }, undefined, now)).toMatchObject({
        state: 'answered',
        ms: HOUR,
      });
  });

  it('the lead time under its other names', () => {
    const { created_at: _gone, ...bare } = lead;
    expect(leadClock({ ...bare, createdAt: asked }, [], now)).toMatchObject({
      state: 'waiting',
      ms: 5 * HOUR,
    });
    expect(leadClock({ ...bare, date: String(asked) }, [], now)).toMatchObject({ state: 'waiting' });
  });

  it('cannot be measured without the lead time, and never says a wait', () => {
    const { created_at: _gone, ...bare } = lead;
    const clock = leadClock(bare, [answer(asked + MIN)], now);
    expect(clock).toEqual({ state: 'unmeasured', why: 'no-time' });
    expect(clockWords(clock)).toBe('Waktu tunggu tidak dapat diukur');
  });

  it('cannot be measured when an answer has no time, or one before the question', () => {
    expect(leadClock(lead, [answer(undefined)], now)).toEqual({ state: 'unmeasured', why: 'answer-time' });
    expect(leadClock(lead, [answer(asked - HOUR)], now)).toEqual({ state: 'unmeasured', why: 'answer-time' });
  });

  it('messages with no sender flag: the sender id or name against the lead, else unmeasurable', () => {
    const byId = [{ sender_id: 'A9', created_at: asked + 30 * MIN }];
    expect(leadClock(lead, byId, now)).toMatchObject({ state: 'answered', ms: 30 * MIN });
    const ownId = [{ sender_id: 'L1', created_at: asked + 30 * MIN }];
    expect(leadClock(lead, ownId, now)).toMatchObject({ state: 'waiting' });
    const byName = [
      { sender_name: 'Sri Wahyuni', created_at: asked + MIN },
      { sender_name: 'Budi', createdAt: asked + HOUR },
    ];
    expect(leadClock(lead, byName, now)).toMatchObject({ state: 'answered', ms: HOUR });
    const nameless = [{ message: 'Halo', created_at: asked + MIN }];
    expect(leadClock(lead, nameless, now)).toEqual({ state: 'unmeasured', why: 'no-sender' });
    expect(sideOf({ is_admin: true }, lead)).toBe('answering');
    expect(sideOf({ from: 'Pelanggan' }, lead)).toBe('asking');
  });

  it('messages not read yet, and messages that could not be read', () => {
    expect(leadClock(lead, undefined, now)).toEqual({ state: 'reading' });
    expect(leadClock(lead, null, now)).toEqual({ state: 'unmeasured', why: 'no-messages' });
  });

  it("a lead's agent: its own name, a nested one, else who answered first", () => {
    expect(agentOf({ agent_name: 'Dewi' }, [])).toBe('Dewi');
    expect(agentOf({ agent: { name: 'Andi' } }, [])).toBe('Andi');
    const messages = [
      answer(asked + 2 * HOUR, { sender_name: 'Rina' }),
      answer(asked + HOUR, { sender_name: 'Yoga' }),
    ];
    expect(agentOf(lead, messages)).toBe('Yoga');
    expect(agentOf(lead, [])).toBe('');
  });
});

describe('the lead clock: agents named alike', () => {
  it('a lead naming its agent only by id takes the name another lead of that id gave', () => {
    const named = {
      lead: { agent_id: 'A1' },
      messages: [answer(asked, { sender_name: 'Dewi', sender_id: 'A1' })],
    };
    const bare = { lead: { agent_id: 'A1' }, messages: [] };
    const stranger = { lead: { agent_id: 'A2' }, messages: [] };
    expect(agentsOf([bare, named, stranger])).toEqual(['Dewi', 'Dewi', 'A2']);
  });
});

describe('the lead clock: figures', () => {
  it('the median of odd and even counts, none of nothing', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeUndefined();
  });

  it('per agent: received, answered, median and the share in time of the leads decided', () => {
    const threshold = thresholdMs(undefined);
    expect(threshold).toBe(2 * HOUR);
    const figures = agentFigures(
      [
        { agent: 'Dewi', clock: { state: 'answered', received: 0, answeredAt: 0, ms: 10 * MIN } },
        { agent: 'Dewi', clock: { state: 'answered', received: 0, answeredAt: 0, ms: 3 * HOUR } },
        { agent: 'Dewi', clock: { state: 'waiting', received: 0, ms: 5 * HOUR } },
        // still within the threshold: neither in time nor late yet
        { agent: 'Dewi', clock: { state: 'waiting', received: 0, ms: 30 * MIN } },
        { agent: 'Dewi', clock: { state: 'unmeasured', why: 'no-time' } },
        { agent: '', clock: { state: 'answered', received: 0, answeredAt: 0, ms: MIN } },
      ],
      threshold,
    );
    expect(figures).toEqual([
      { agent: 'Dewi', received: 5, answered: 2, medianMs: 95 * MIN, withinShare: 1 / 3, unmeasured: 1 },
      { agent: 'Tanpa agen', received: 1, answered: 1, medianMs: MIN, withinShare: 1, unmeasured: 0 },
    ]);
  });

  it('durations in words', () => {
    expect(durationWords(20_000)).toBe('kurang dari 1 menit');
    expect(durationWords(3 * HOUR)).toBe('3 jam');
    expect(durationWords(50 * HOUR)).toBe('2 hari');
  });
});
