import {
  type AccessControlProvider,
  type AuthProvider,
  type DataProvider,
  type GetListParams,
  Refine,
} from '@refinedev/core';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { hitOf, searchableResources, searchResource } from '../../../../src/layout/palette/record-search';
import {
  type RecordGroup,
  SEARCH_DELAY_MS,
  useRecordSearch,
} from '../../../../src/layout/palette/use-record-search';
import { findResource } from '../../../../src/resources';
import type { RecordSearch, ResourceDecl } from '../../../../src/resources/types';

const searchable = (name: string) => {
  const decl = findResource(name) as ResourceDecl;
  return { decl, search: decl.search as RecordSearch };
};

type ListCall = GetListParams & { signal?: AbortSignal };

/** A data provider whose list answers come from `answer`, recording every call with its signal. */
function fakeProvider(answer: (call: ListCall) => Promise<Record<string, unknown>[]>) {
  const calls: ListCall[] = [];
  const provider = {
    getList: vi.fn(async (params: GetListParams) => {
      const call = { ...params, signal: params.meta?.signal as AbortSignal | undefined };
      calls.push(call);
      const data = await answer(call);
      return { data, total: data.length };
    }),
  } as unknown as DataProvider;
  return { provider, calls };
}

const searchOf = (call: ListCall) =>
  call.filters?.find((filter) => 'field' in filter && filter.field === 'search')?.value;

describe('what the registry says is searchable', () => {
  it('covers listings, leads, users, Carikan Properti, withdrawals and payments', () => {
    expect(searchableResources().map((one) => one.decl.name)).toEqual(
      expect.arrayContaining(['listing', 'lead-requests', 'users', 'find-properti', 'withdrawal', 'payment']),
    );
  });

  it('a listing opens its detail by slug; the key is read from `id` or `_id`', () => {
    const listing = searchable('listing');
    expect(
      hitOf(listing, { id: 'h-1', slug: 'rumah-dago', title: 'Rumah Dago', house_id: 'RMH-001' }, {}),
    ).toMatchObject({
      key: 'listing:h-1',
      title: 'Rumah Dago',
      describe: 'RMH-001',
      path: '/dashboard/listing/rumah-dago',
    });
    const payment = searchable('payment');
    const hit = hitOf(payment, { _id: 'p-9', order_id: 'ORD-1', amount: 150000, status: 'paid' }, {});
    expect(hit?.id).toBe('p-9');
    expect(hit?.title).toBe('ORD-1');
    expect(hit?.describe).toMatch(/Rp\s?150\.000/);
    // a payment has no detail screen: its list, searched for its order id
    const url = new URL(hit?.path ?? '', 'http://app');
    expect(url.pathname).toBe('/dashboard/pg/payment');
    expect(url.search).toContain('search');
    expect(url.search).toContain('ORD-1');
    // a listing read without its slug opens the list searched for its title
    const bare = new URL(hitOf(listing, { _id: 'h-2', title: 'Rumah Lembang' }, {})?.path ?? '', 'http://app');
    expect(bare.pathname).toBe('/dashboard/listing');
    expect(decodeURIComponent(bare.search)).toContain('[value]=Rumah Lembang');
    // a record without any id is no result
    expect(hitOf(payment, { order_id: 'ORD-2' }, {})).toBeUndefined();
  });

  it('users are asked once per kind, and a user opens the list of its kind', async () => {
    const { provider, calls } = fakeProvider(async (call) => {
      const kind = call.filters?.find((filter) => 'field' in filter && filter.field === 'url')?.value;
      return [{ _id: `u-${String(kind)}`, name: `Budi ${String(kind)}`, email: `${String(kind)}@demo.id` }];
    });
    const hits = await searchResource(provider, searchable('users'), 'budi');
    expect(calls.map((call) => searchOf(call))).toEqual(['budi', 'budi']);
    expect(hits.map((hit) => hit.title)).toEqual(['Budi agent', 'Budi member']);
    const member = new URL(hits[1].path, 'http://app');
    expect(member.pathname).toBe('/dashboard/users');
    expect(decodeURIComponent(member.search)).toContain('[value]=member');
    expect(decodeURIComponent(member.search)).toContain('[value]=member@demo.id');
  });
});

// the hook: the access-control provider allows everything but withdrawals; the lists answer from `lists`
let lists: Record<string, (call: ListCall) => Promise<Record<string, unknown>[]>>;
const access: AccessControlProvider = {
  can: async ({ resource }) => ({ can: resource !== 'withdrawal' }),
};
const onError = vi.fn(async () => ({}));
const auth: AuthProvider = {
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: true }),
  onError,
};

function renderSearch(initial: string) {
  const { provider, calls } = fakeProvider((call) => (lists[call.resource] ?? (async () => []))(call));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <Refine dataProvider={provider} accessControlProvider={access} authProvider={auth}>
        {children}
      </Refine>
    </MemoryRouter>
  );
  const view = renderHook(({ query }) => useRecordSearch(query), {
    wrapper,
    initialProps: { query: initial },
  });
  return { ...view, calls };
}

const stateOf = (groups: RecordGroup[], resource: string) =>
  groups.find((group) => group.resource === resource)?.state;

/** Lets the access answers and the pending promises settle under fake timers. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('the palette asks the lists as a person types', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    lists = {
      listing: async (call) => [
        { id: 'h-1', slug: 'rumah-dago', title: `Rumah ${String(searchOf(call))}`, house_id: 'RMH-1' },
      ],
    };
  });
  afterEach(() => vi.useRealTimers());

  it('waits for a pause, asks only the allowed resources once, and cancels the calls of an older text', async () => {
    const { result, rerender, calls } = renderSearch('');
    await settle();
    rerender({ query: 'ru' });
    rerender({ query: 'rum' });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1));
    // nothing asked while the typing goes on; each resource says it is searching
    expect(calls).toHaveLength(0);
    expect(stateOf(result.current, 'listing')).toEqual({ status: 'loading' });
    await act(() => vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(calls.every((call) => searchOf(call) === 'rum')).toBe(true);
    // withdrawals are not the user's to see: never asked, no group
    expect(calls.some((call) => call.resource === 'withdrawal')).toBe(false);
    expect(result.current.map((group) => group.resource)).not.toContain('withdrawal');
    expect(result.current.map((group) => group.label)).toContain('Listing');
    expect(stateOf(result.current, 'listing')).toMatchObject({
      status: 'done',
      hits: [{ title: 'Rumah rum', path: '/dashboard/listing/rumah-dago' }],
    });

    // a slow answer to an older text is cancelled and never shown
    lists.listing = (call) =>
      new Promise((resolve) => {
        call.signal?.addEventListener('abort', () => resolve([]));
      });
    rerender({ query: 'rumah' });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    const slow = calls.filter((call) => call.resource === 'listing').at(-1);
    expect(searchOf(slow as ListCall)).toBe('rumah');
    rerender({ query: 'rumah d' });
    expect(slow?.signal?.aborted).toBe(true);
  });

  it('a failing resource says so in its group; the others still show their records', async () => {
    lists.users = async () => {
      throw Object.assign(new Error('Server sedang sibuk'), { statusCode: 500 });
    };
    const { result, rerender } = renderSearch('');
    await settle();
    rerender({ query: 'budi' });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    await settle();
    expect(stateOf(result.current, 'users')).toEqual({ status: 'failed', message: 'Server sedang sibuk' });
    expect(stateOf(result.current, 'listing')).toMatchObject({
      status: 'done',
      hits: [{ title: 'Rumah budi' }],
    });
    // the failure went to the auth provider, which signs out on a refused token
    expect(onError).toHaveBeenCalled();
  });

  it('a single character searches no record', async () => {
    const { result, rerender, calls } = renderSearch('');
    await settle();
    rerender({ query: 'r' });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS * 2));
    expect(calls).toHaveLength(0);
    expect(result.current).toEqual([]);
  });
});
