// @vitest-environment node
// The demo backend speaks the registry's words: every seeded status is one the screens offer.
import { describe, expect, it } from 'vitest';

import { db } from '../../../src/mocks/db';
import type { DbState } from '../../../src/mocks/types';
import { findResource } from '../../../src/resources';

/** The demo collection behind each resource with a declared status. */
const collections: readonly [resource: string, collection: keyof DbState][] = [
  ['listing', 'listings'],
  ['ads-premium', 'premiumAds'],
  ['subscribe', 'subscribeTransactions'],
  ['schedule', 'schedules'],
  ['find-properti', 'findProperties'],
  ['bi-checking', 'biChecking'],
  ['payment', 'payments'],
  ['withdrawal', 'withdrawals'],
];

describe('demo vocabularies', () => {
  it.each(collections)('%s: the seeded statuses are the declared options', (resource, collection) => {
    const options = findResource(resource)?.fields?.find((field) => field.key === 'status')?.options;
    const declared = (options ?? []).map((option) => option.value);
    const rows = db[collection] as readonly { status: unknown }[];
    const seeded = new Set(rows.map((row) => row.status));
    expect(declared.length).toBeGreaterThan(0);
    expect([...seeded].filter((status) => !declared.includes(status as string))).toEqual([]);
  });

  it('seeds users of the kinds the users list filters by', () => {
    const options = findResource('users')?.fields?.find((field) => field.key === 'url')?.options ?? [];
    expect(new Set(db.users.map((user) => user.role))).toEqual(new Set(options.map((one) => one.value)));
  });
});
