import { describe, expect, it } from 'vitest';

import { startOfToday } from '../../../src/mocks/lib/dates';
import { createSeed } from '../../../src/mocks/seed';

/** Fields that say when something is due, not when it happened: they may lie ahead. */
const AHEAD = new Set(['expired_at']);

/** Every `*_at` time of the seed, with where it is. */
function eventTimes(value: unknown, path: string, out: { path: string; at: string }[] = []) {
  if (Array.isArray(value)) value.forEach((one, index) => eventTimes(one, `${path}[${index}]`, out));
  else if (value && typeof value === 'object')
    for (const [key, one] of Object.entries(value)) {
      if (key.endsWith('_at') && typeof one === 'string' && !AHEAD.has(key))
        out.push({ path: `${path}.${key}`, at: one });
      else eventTimes(one, `${path}.${key}`, out);
    }
  return out;
}

describe('the demo seed', () => {
  it('dates nothing that happened after the moment it was made, even just after midnight', () => {
    // the seed is made for the day: its anchor is today's midnight, the earliest clock it meets
    const anchor = startOfToday();
    const times = eventTimes(createSeed(anchor), 'db');
    expect(times.length).toBeGreaterThan(1000);
    const ahead = times.filter((one) => Date.parse(one.at) > anchor.getTime());
    expect(ahead.map((one) => `${one.path} ${one.at}`)).toEqual([]);
  });

  it('keeps each chat in order of time', () => {
    const { leadMessages } = createSeed(startOfToday());
    const byLead = new Map<string, typeof leadMessages>();
    for (const message of leadMessages)
      byLead.set(message.request_id, [...(byLead.get(message.request_id) ?? []), message]);
    for (const thread of byLead.values()) {
      const times = thread.map((message) => Date.parse(message.created_at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });
});
