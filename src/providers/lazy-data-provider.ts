import type {
  BaseRecord,
  CreateParams,
  CustomParams,
  DataProvider,
  DeleteOneParams,
  GetListParams,
  GetListResponse,
  GetManyParams,
  GetOneParams,
  UpdateParams,
} from '@refinedev/core';

/** How long a list call made ahead waits to be taken by the screen that asks for it. */
const PRIMED_MS = 15_000;

/** What makes two list calls the same call: the resource, the page, the filters and the sort. */
export function listKey({ resource, pagination, filters, sorters }: GetListParams): string {
  return JSON.stringify([
    resource,
    pagination?.currentPage ?? 1,
    pagination?.pageSize ?? 10,
    pagination?.mode ?? 'server',
    filters ?? [],
    sorters ?? [],
  ]);
}

/** A list's first page as it opens: no filter, no sort (the call a page load makes ahead). */
export function firstPageOf(resource: string, pageSize = 10): GetListParams {
  return { resource, pagination: { currentPage: 1, pageSize, mode: 'server' }, filters: [], sorters: [] };
}

/** A list call made ahead: its key (listKey), its answer, and that answer once it has come. */
interface Primed {
  key: string;
  answer: Promise<GetListResponse>;
  until: number;
  answered?: GetListResponse;
}

/**
 * A data provider whose code loads on its first call (the login page makes none), then serves every
 * call. A failed load (e.g. a chunk gone after a deploy) is tried again on the next call. A list call
 * may be made ahead (`prime`), while the screen that will ask for it is still loading: the screen's
 * first identical call then gets that answer rather than a call of its own.
 */
export function lazyDataProvider(
  apiUrl: string,
  load: () => Promise<DataProvider>,
): DataProvider & {
  preload(): void;
  prime(params: GetListParams): void;
  dropPrimed(): void;
  takeAnswered(key: string): GetListResponse | undefined;
  peek(key: string): Promise<GetListResponse> | undefined;
} {
  let primed: Primed | undefined;
  let loading: Promise<DataProvider> | undefined;
  const provider = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const missing = (method: string) => new Error(`the data provider has no ${method}`);
  return {
    /** Starts loading now (a signed-in user will call soon), so the first call does not wait for it. */
    preload: () => void provider().catch(() => undefined),
    getApiUrl: () => apiUrl,
    prime: (params: GetListParams) => {
      const answer = provider().then((loaded) => loaded.getList(params));
      // taken or not, a failure here is the taker's to report (or nobody's)
      answer.catch(() => undefined);
      const made: Primed = { key: listKey(params), answer, until: Date.now() + PRIMED_MS };
      answer.then((list) => (made.answered = list)).catch(() => undefined);
      primed = made;
    },
    /**
     * The answer of the call made ahead once it has come, for the call of key `key` (listKey): taken
     * (its screen shows it in its first drawing, with no call of its own), else nothing.
     */
    takeAnswered: (key: string) => {
      const ahead = primed;
      if (!ahead?.answered || ahead.until <= Date.now() || ahead.key !== key) return undefined;
      primed = undefined;
      return ahead.answered;
    },
    /** The answer to come of the call made ahead of key `key`, left for the screen to take. */
    peek: (key: string) =>
      primed && primed.until > Date.now() && primed.key === key ? primed.answer : undefined,
    /** Forgets a call made ahead (the session changed). */
    dropPrimed: () => {
      primed = undefined;
    },
    getList: async <T extends BaseRecord>(params: GetListParams) => {
      const ahead = primed;
      if (ahead && ahead.until > Date.now() && ahead.key === listKey(params)) {
        primed = undefined;
        return ahead.answer as Promise<GetListResponse<T>>;
      }
      return (await provider()).getList<T>(params);
    },
    getOne: async <T extends BaseRecord>(params: GetOneParams) => (await provider()).getOne<T>(params),
    getMany: async <T extends BaseRecord>(params: GetManyParams) => {
      const loaded = await provider();
      if (!loaded.getMany) throw missing('getMany');
      return loaded.getMany<T>(params);
    },
    create: async <T extends BaseRecord, V>(params: CreateParams<V>) =>
      (await provider()).create<T, V>(params),
    update: async <T extends BaseRecord, V>(params: UpdateParams<V>) =>
      (await provider()).update<T, V>(params),
    deleteOne: async <T extends BaseRecord, V>(params: DeleteOneParams<V>) =>
      (await provider()).deleteOne<T, V>(params),
    custom: async <T extends BaseRecord, Q, P>(params: CustomParams<Q, P>) => {
      const loaded = await provider();
      if (!loaded.custom) throw missing('custom');
      return loaded.custom<T, Q, P>(params);
    },
  };
}
