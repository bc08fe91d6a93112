// The one place the app's reads beyond Refine's hooks are made (a list read to its end, pages read in
// a loop, a record read again before a change is sent), so that the data provider's methods are called
// only under src/providers: a screen reads with Refine's hooks (useList, useOne, ...) or with these.
import {
  type BaseRecord,
  type CustomParams,
  type CustomResponse,
  type DataProvider,
  type GetListParams,
  type GetOneParams,
  useDataProvider,
} from '@refinedev/core';
import { useMemo } from 'react';

import type { ResourceDecl, Values } from '../resources/types';
import { type FreshRead, readFresh, readRecordsFromList } from './read-fresh';
import { type ReadAllOptions, readWholeList, type WholeQuery } from './read-pages';

/** A read through the data provider's `custom` call: GET only (a write goes through Refine's mutation hooks). */
export type CustomRead<TQuery = unknown> = Omit<CustomParams<TQuery>, 'method' | 'payload'> & {
  method: 'get';
};

/** The reads the app makes beyond Refine's hooks, on the app's data provider. */
export interface Reads {
  /** The data provider's `getList`, as Refine's `useList` calls it. */
  getList: DataProvider['getList'];
  /** The data provider's `getOne`, as Refine's `useOne` calls it. */
  getOne: DataProvider['getOne'];
  /** A GET through the data provider's `custom` (as Refine's `useCustom`); any other method throws. */
  custom<TData extends BaseRecord = BaseRecord, TQuery = unknown>(
    params: CustomRead<TQuery>,
  ): Promise<CustomResponse<TData>>;
  /** Every record of a (filtered, sorted) list, page after page (read-pages.ts `readWholeList`). */
  readWholeList(
    resource: string,
    query: WholeQuery,
    options: Pick<ReadAllOptions, 'max' | 'signal' | 'onProgress' | 'keepRowsWithoutId'>,
  ): Promise<BaseRecord[]>;
  /** A record read again before a change of it is sent (read-fresh.ts `readFresh`). */
  readFresh(decl: ResourceDecl, record: Values, signal?: AbortSignal, token?: string): Promise<FreshRead>;
  /** Records by their ids, read from their list (read-fresh.ts `readRecordsFromList`). */
  readRecordsFromList(
    decl: ResourceDecl,
    ids: readonly string[],
    signal?: AbortSignal,
  ): Promise<BaseRecord[]>;
}

// one object per provider: what keys on it (a limit of reads at once) holds across screens
const made = new WeakMap<DataProvider, Reads>();

/** The reads on `provider`, the same object for the same provider; each call reaches it as it is made. */
export function readsOf(provider: DataProvider): Reads {
  let reads = made.get(provider);
  if (reads) return reads;
  const core: Pick<Reads, 'getList' | 'getOne'> = {
    getList: <TData extends BaseRecord = BaseRecord>(params: GetListParams) =>
      provider.getList<TData>(params),
    getOne: <TData extends BaseRecord = BaseRecord>(params: GetOneParams) => provider.getOne<TData>(params),
  };
  reads = {
    ...core,
    custom: async <TData extends BaseRecord = BaseRecord, TQuery = unknown>(params: CustomRead<TQuery>) => {
      // checked as it runs too: a caller's cast cannot make a write of it
      if (String(params.method).toLowerCase() !== 'get')
        throw new Error(`reads.custom reads only (GET), not ${String(params.method).toUpperCase()}.`);
      if (!provider.custom) throw new Error('The data provider has no custom().');
      return provider.custom<TData, TQuery>(params);
    },
    readWholeList: (resource, query, options) => readWholeList(core, resource, query, options),
    readFresh: (decl, record, signal, token) => readFresh(core, decl, record, signal, token),
    readRecordsFromList: (decl, ids, signal) => readRecordsFromList(core, decl, ids, signal),
  };
  made.set(provider, reads);
  return reads;
}

/** The app's reads on Refine's data provider (`readsOf`), the same object while the provider stays. */
export function useReads(): Reads {
  const getProvider = useDataProvider();
  return useMemo(() => readsOf(getProvider()), [getProvider]);
}
