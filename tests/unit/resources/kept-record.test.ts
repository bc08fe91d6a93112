import { describe, expect, it } from 'vitest';

import { findResource } from '../../../src/resources';
import { keptRecord } from '../../../src/resources/kept-record';

describe('what the outbox keeps of a record', () => {
  it('keeps its keys, its name, its version and what the change sets; never the rest of what the list showed', () => {
    const listing = findResource('listing');
    const row = {
      id: 'h1',
      slug: 'rumah-dago',
      title: 'Rumah Dago',
      updated_at: '2026-11-20T10:00:00Z',
      status: 'active',
      address: 'Jl. Dago No. 7, Lebakgede, Coblong',
      agent_name: 'Ibu Sari',
      agent_phone: '+62 812-3456-7890',
      price: 1_500_000_000,
    };
    expect(keptRecord(listing, row, { status: 'sold' })).toEqual({
      id: 'h1',
      slug: 'rumah-dago',
      title: 'Rumah Dago',
      updated_at: '2026-11-20T10:00:00Z',
      status: 'active',
    });
    expect(keptRecord(listing, row)).not.toHaveProperty('address');
  });
});
