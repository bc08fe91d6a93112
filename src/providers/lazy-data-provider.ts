import type {
  BaseRecord,
  CreateParams,
  CustomParams,
  DataProvider,
  DeleteOneParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  UpdateParams,
} from '@refinedev/core';

/**
 * A data provider whose code loads on its first call (the login page makes none), then serves every
 * call. A failed load (e.g. a chunk gone after a deploy) is tried again on the next call.
 */
export function lazyDataProvider(
  apiUrl: string,
  load: () => Promise<DataProvider>,
): DataProvider & { preload(): void } {
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
    getList: async <T extends BaseRecord>(params: GetListParams) => (await provider()).getList<T>(params),
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
