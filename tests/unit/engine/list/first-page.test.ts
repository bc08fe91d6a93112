// A list's first page fetched ahead (prefetchFirstPage) is in its screen's first drawing: the screen's
// query (the key Refine's useTable builds) finds it in the cache, fresh for a while, or joins its call.
import { type GetListParams, keys } from '@refinedev/core';
import { QueryClient, type QueryKey, QueryObserver } from '@tanstack/react-query';

import { firstPageQuery, prefetchFirstPage } from '../../../../src/engine/list/first-page';
import { lazyDataProvider } from '../../../../src/providers/lazy-data-provider';
import { registry } from '../../../../src/resources';
import { loadRegistry, type Registry } from '../../../../src/resources/load-registry';

const ANSWER = { data: [{ id: 'a' }, { id: 'b' }], total: 2 };
const listing = registry.find((decl) => decl.name === 'listing')!;
let full: Registry;
beforeAll(async () => {
  full = await loadRegistry();
});

/** The key of a list query as Refine's useTable builds it (the resource's meta but its icon, then the call). */
function refineListKey({ resource, pagination, filters, sorters }: GetListParams) {
  return keys()
    .data('default')
    .resource(resource)
    .action('list')
    .params({ label: 'Listing', hide: false, filters, pagination, sorters })
    .get();
}
const FIRST_PAGE: GetListParams = {
  resource: 'listing',
  pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
  filters: [],
  sorters: [],
};

function setUp() {
  const getList = vi.fn(async () => ANSWER);
  const provider = lazyDataProvider('/api', async () => ({ getList }) as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  /** A query of `queryKey` as a screen starts it: its observer and what it shows first. */
  const start = (queryKey: QueryKey, queryFn: () => Promise<unknown>) => {
    const observer = new QueryObserver(client, { queryKey, queryFn });
    return { observer, first: observer.getOptimisticResult(client.defaultQueryOptions(observer.options)) };
  };
  const startList = (params: GetListParams) => start(refineListKey(params), () => provider.getList(params));
  const prefetch = () => prefetchFirstPage(client, provider, full, listing);
  return { getList, provider, client, start, startList, prefetch };
}

describe('a first page fetched ahead', () => {
  afterEach(() => vi.useRealTimers());

  it("is the screen's own query: the call its useTable makes", () => {
    const first = firstPageQuery(full, listing)!;
    expect(first.queryKey).toEqual(refineListKey(FIRST_PAGE));
    expect(first.params).toEqual(FIRST_PAGE);
  });

  it('is in the list query from its start, with no call of its own while fresh, then fetched as before', async () => {
    const { getList, startList, prefetch } = setUp();
    await prefetch();
    expect(getList).toHaveBeenCalledTimes(1);

    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const { observer, first } = startList(FIRST_PAGE);
    expect(first.data).toEqual(ANSWER);
    expect(first.isFetching).toBe(false);
    const stop = observer.subscribe(() => undefined);
    // once a call it would make has had the time to start
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getList).toHaveBeenCalledTimes(1);
    stop();

    // fresh for a while only: a screen opened later fetches as before
    vi.setSystemTime(Date.now() + 11_000);
    expect(startList(FIRST_PAGE).first.isStale).toBe(true);
  });

  it('is not in a query of another call (another page, filter or list) nor before it has come', async () => {
    const { getList, client, start, startList, prefetch } = setUp();
    const coming = prefetch();
    // not yet come: the screen's query waits for that call rather than making one of its own
    const early = startList(FIRST_PAGE);
    expect(early.first.data).toBeUndefined();
    const stop = early.observer.subscribe(() => undefined);
    await coming;
    expect(getList).toHaveBeenCalledTimes(1);
    stop();
    client.clear();

    await prefetch();
    for (const other of [
      { ...FIRST_PAGE, pagination: { currentPage: 2, pageSize: 10, mode: 'server' as const } },
      { ...FIRST_PAGE, filters: [{ field: 'status', operator: 'eq' as const, value: 'sold' }] },
      { ...FIRST_PAGE, resource: 'leads' },
    ]) {
      expect(startList(other).first.data).toBeUndefined();
    }
    // nor in a query that is not a list's
    expect(start(['data', 'default', 'listing', 'one', '1'], async () => null).first.data).toBeUndefined();
    // the list's own query still finds it, its object keys in another order too
    expect(startList(FIRST_PAGE).first.data).toEqual(ANSWER);
    expect(
      startList({
        sorters: [],
        filters: [],
        pagination: { mode: 'server', pageSize: 10, currentPage: 1 },
        resource: 'listing',
      }).first.data,
    ).toEqual(ANSWER);
  });

  it('is taken once: a later fetch, another call or a new session asks again', async () => {
    const { getList, client, startList, prefetch } = setUp();
    await prefetch();
    const { observer } = startList(FIRST_PAGE);
    const stop = observer.subscribe(() => undefined);
    expect(getList).toHaveBeenCalledTimes(1);
    await observer.refetch();
    expect(getList).toHaveBeenCalledTimes(2);
    stop();
    // a new session empties the cache (forgetOtherUsersAnswers): nothing of the answer is left
    client.removeQueries();
    expect(startList(FIRST_PAGE).first.data).toBeUndefined();
  });

  it('is not made for a list that waits for a filter', async () => {
    const { getList, client, provider } = setUp();
    const waiting = registry.find((decl) => decl.list && decl.parent)!;
    expect(firstPageQuery(full, waiting)).toBeUndefined();
    await prefetchFirstPage(client, provider, full, waiting);
    expect(getList).not.toHaveBeenCalled();
  });
});
