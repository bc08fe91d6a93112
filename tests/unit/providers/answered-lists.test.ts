// A list call made ahead whose answer has come is in its screen's first drawing: put in the query
// cache as the screen's list query is made (the key Refine's useList builds), fresh for a while.
import { type GetListParams, keys } from '@refinedev/core';
import { QueryClient, type QueryKey,QueryObserver } from '@tanstack/react-query';

import { showAnsweredLists } from '../../../src/providers/answered-lists';
import { lazyDataProvider, listKey } from '../../../src/providers/lazy-data-provider';

const FIRST_PAGE: GetListParams = {
  resource: 'listing',
  pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
  filters: [],
  sorters: [],
};
const ANSWER = { data: [{ id: 'a' }, { id: 'b' }], total: 2 };

/** Once the promises already resolved have run their callbacks (the answer made ahead is kept as it comes). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The key of a list query as Refine's useList builds it. */
function refineListKey({ resource, pagination, filters, sorters }: GetListParams) {
  return keys()
    .data('default')
    .resource(resource)
    .action('list')
    .params({ filters, pagination, sorters })
    .get();
}

function setUp() {
  const getList = vi.fn(async () => ANSWER);
  const provider = lazyDataProvider('/api', async () => ({ getList }) as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  showAnsweredLists(client, provider.takeAnswered);
  /** A query of `queryKey` as a screen starts it: its observer and what it shows first. */
  const start = (queryKey: QueryKey, queryFn: () => Promise<unknown>) => {
    const observer = new QueryObserver(client, { queryKey, queryFn });
    return { observer, first: observer.getOptimisticResult(client.defaultQueryOptions(observer.options)) };
  };
  const startList = (params: GetListParams) => start(refineListKey(params), () => provider.getList(params));
  /** The call made ahead, once its answer has come. */
  const primeAnswered = async (calls: number) => {
    provider.prime(FIRST_PAGE);
    await vi.waitFor(() => expect(getList).toHaveBeenCalledTimes(calls));
    await settled();
  };
  return { getList, provider, client, start, startList, primeAnswered };
}

describe('lists answered ahead', () => {
  afterEach(() => vi.useRealTimers());

  it('are in the list query from its start, with no call of its own while fresh, then fetched as before', async () => {
    const { getList, startList, primeAnswered } = setUp();
    await primeAnswered(1);

    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const { observer, first } = startList(FIRST_PAGE);
    expect(first.data).toEqual(ANSWER);
    expect(first.isFetching).toBe(false);
    const stop = observer.subscribe(() => undefined);
    expect(getList).toHaveBeenCalledTimes(1);
    stop();

    // fresh for a while only: a screen opened later fetches as before
    vi.setSystemTime(Date.now() + 11_000);
    expect(startList(FIRST_PAGE).first.isStale).toBe(true);
  });

  it('are not put in a query of another call (another page, filter or list) nor before they have come', async () => {
    const { provider, client, start, startList, primeAnswered } = setUp();
    provider.prime(FIRST_PAGE);
    // not yet come: the query fetches (and takes the answer made ahead rather than a call of its own)
    expect(startList(FIRST_PAGE).first.data).toBeUndefined();
    client.clear();

    await primeAnswered(2);
    for (const other of [
      { ...FIRST_PAGE, pagination: { currentPage: 2, pageSize: 10, mode: 'server' as const } },
      { ...FIRST_PAGE, filters: [{ field: 'status', operator: 'eq' as const, value: 'sold' }] },
      { ...FIRST_PAGE, resource: 'leads' },
    ]) {
      expect(listKey(other)).not.toBe(listKey(FIRST_PAGE));
      expect(startList(other).first.data).toBeUndefined();
    }
    // nor in a query that is not a list's
    expect(start(['data', 'default', 'listing', 'one', '1'], async () => null).first.data).toBeUndefined();
    // the list's own query still finds it
    expect(startList(FIRST_PAGE).first.data).toEqual(ANSWER);
  });

  it('are dropped with the session: a dropped answer is in no query', async () => {
    const { provider, startList, primeAnswered } = setUp();
    await primeAnswered(1);
    provider.dropPrimed();
    expect(startList(FIRST_PAGE).first.data).toBeUndefined();
  });
});
