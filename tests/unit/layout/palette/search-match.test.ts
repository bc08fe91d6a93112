import type { DataProvider, GetListParams } from '@refinedev/core';
import { describe, expect, it, vi } from 'vitest';

import { rankOf, searchResource } from '../../../../src/layout/palette/record-search';
import {
  asksOf,
  matchRank,
  phoneForms,
  phoneOfQuery,
  UNSEEN_RANK,
} from '../../../../src/layout/palette/search-match';
import { findResource } from '../../../../src/resources';
import type { RecordSearch, ResourceDecl } from '../../../../src/resources/types';

const searchable = (name: string) => {
  const decl = findResource(name) as ResourceDecl;
  return { decl, search: decl.search as RecordSearch };
};

const searchOf = (params: GetListParams) =>
  params.filters?.find((filter) => 'field' in filter && filter.field === 'search')?.value;

/** A list that answers as a server matching the text as written would, over `records`. */
function serverOver(records: Record<string, unknown>[], fields: readonly string[]) {
  const asked: GetListParams[] = [];
  const provider = {
    getList: vi.fn(async (params: GetListParams) => {
      asked.push(params);
      const text = String(searchOf(params) ?? '').toLowerCase();
      const data = records
        .filter((record) =>
          fields.some((key) =>
            String(record[key] ?? '')
              .toLowerCase()
              .includes(text),
          ),
        )
        .slice(0, params.pagination?.pageSize ?? 10);
      return { data, total: data.length };
    }),
  } as unknown as DataProvider;
  return { provider, asked };
}

describe('a phone number as people write it', () => {
  it('reads every usual form as one number, and nothing else as a number', () => {
    for (const typed of [
      '0896-1266-1729',
      '089612661729',
      '6289612661729',
      '+62 896-1266-1729',
      '(0896) 1266.1729',
    ])
      expect(phoneOfQuery(typed)).toBe('6289612661729');
    for (const typed of ['dago', 'RMH-001', '0896-1266', '+1 415 555 0100', '12345678'])
      expect(phoneOfQuery(typed)).toBeNull();
  });

  it('is asked in its other written forms, once each, where the resource has a phone field', () => {
    expect(phoneForms('6289612661729')).toEqual([
      '089612661729',
      '6289612661729',
      '+62 896-1266-1729',
      '0896-1266-1729',
    ]);
    expect(asksOf('0896-1266-1729', { phones: true }).map((ask) => ask.text)).toEqual([
      '0896-1266-1729',
      '089612661729',
      '6289612661729',
      '+62 896-1266-1729',
    ]);
    // a resource without a phone field is asked the text as typed
    expect(asksOf('0896-1266-1729', { phones: false }).map((ask) => ask.text)).toEqual(['0896-1266-1729']);
    // several words: their longest alone too, its records kept only when they show every word
    expect(asksOf('minimalis dago', { phones: false })).toEqual([
      { text: 'minimalis dago', strict: false },
      { text: 'minimalis', strict: true },
    ]);
  });

  it("matches a record's number however either is written", () => {
    const lead = { title: 'Sri Wahyuni', texts: ['Rumah Dago'], phones: ['0896 1266 1729'] };
    for (const typed of ['+62 896-1266-1729', '6289612661729', '089612661729'])
      expect(matchRank(typed, lead)).toBe(0);
    // a part of the number still finds it, after the records matching by name
    expect(matchRank('1266-1729', lead)).toBe(4);
    expect(matchRank('0812-0000-0000', lead)).toBe(UNSEEN_RANK);
  });
});

describe('the ranking of what the lists found', () => {
  const rank = (query: string, title: string, texts: string[] = []) =>
    matchRank(query, { title, texts, phones: [] });

  it('puts the exact title, then its start, then a word anywhere, then a part of a word, then the rest', () => {
    expect(rank('rumah dago', 'Rumah Dago')).toBe(0);
    expect(rank('rmh-001', 'Rumah Asri', ['RMH-001'])).toBe(0);
    expect(rank('rumah', 'Rumah Dago')).toBe(1);
    expect(rank('dago', 'Rumah Minimalis 2 Lantai Dago')).toBe(2);
    expect(rank('lantai rumah', 'Rumah Minimalis 2 Lantai Dago')).toBe(2);
    expect(rank('ago', 'Rumah Minimalis 2 Lantai Dago')).toBe(3);
    expect(rank('band', 'Rumah Asri', ['Bandung'])).toBe(1);
    expect(rank('kota bandung', 'Rumah Asri', ['Kota Bandung Barat'])).toBe(1);
    expect(rank('dago', 'Rumah Asri Coblong')).toBe(UNSEEN_RANK);
  });

  it('ignores case and accents', () => {
    expect(rank('CAFE', 'Ruko dekat Café Dago')).toBe(2);
    expect(rank('café', 'Ruko dekat Cafe Dago')).toBe(2);
  });

  it("puts a listing titled with the word before the newer ones found by their address, beyond the server's first five", async () => {
    const newer = Array.from({ length: 6 }, (_, index) => ({
      id: `h-${index}`,
      slug: `rumah-asri-${index}`,
      title: `Rumah Asri Coblong ${index + 1}`,
      address: `Jl. Dago No. ${index + 1}`,
    }));
    const dago = { id: 'h-9', slug: 'rumah-minimalis', title: 'Rumah Minimalis 2 Lantai Dago', address: '' };
    const { provider } = serverOver([...newer, dago], ['title', 'address']);
    const hits = await searchResource(provider, searchable('listing'), 'dago');
    expect(hits).toHaveLength(5);
    expect(hits[0].title).toBe('Rumah Minimalis 2 Lantai Dago');
    expect(rankOf(searchable('listing'), dago, 'dago')).toBe(2);
  });

  it('finds a lead by its number in each form, and drops a record found by one word that lacks the others', async () => {
    const leads = [
      { _id: 'l-1', name: 'Sri Wahyuni', phone: '+62 896-1266-1729', title: 'Rumah Minimalis 2 Lantai Dago' },
      { _id: 'l-2', name: 'Budi Santoso', phone: '+62 812-0000-1111', title: 'Rumah Minimalis Cimahi' },
    ];
    const { provider, asked } = serverOver(leads, ['name', 'phone', 'title']);
    for (const typed of ['0896-1266-1729', '089612661729', '6289612661729']) {
      const hits = await searchResource(provider, searchable('lead-requests'), typed);
      expect(hits.map((hit) => hit.title)).toEqual(['Sri Wahyuni']);
    }
    const found = await searchResource(provider, searchable('lead-requests'), 'minimalis dago');
    expect(found.map((one) => one.title)).toEqual(['Sri Wahyuni']);
    expect(asked.map(searchOf)).toContain('minimalis');
  });
});
