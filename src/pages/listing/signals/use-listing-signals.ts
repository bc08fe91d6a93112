import { type DataProvider, useDataProvider } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';

import type { ResourceDecl, Values } from '../../../resources/types';
import { idOf, type SignalMap } from './detect';
import { askSignals } from './signals-client';

/** Listings read per call for the comparison, and at most how many (the newest first). */
export const CORPUS_PAGE = 100;
export const CORPUS_MAX = 1000;

/** The listings a listing is compared with for duplicates: the list read whole, up to CORPUS_MAX. */
export async function readCorpus(
  provider: DataProvider,
  resource: string,
  signal?: AbortSignal,
): Promise<Values[]> {
  const rows: Values[] = [];
  for (let page = 1; rows.length < CORPUS_MAX; page += 1) {
    const { data, total } = await provider.getList({
      resource,
      pagination: { currentPage: page, pageSize: CORPUS_PAGE, mode: 'server' },
      sorters: [{ field: 'created_at', order: 'desc' }],
      meta: { signal },
    });
    rows.push(...data);
    if (data.length < CORPUS_PAGE || rows.length >= total) break;
  }
  return rows;
}

const labelsOf = (decl: ResourceDecl) =>
  Object.fromEntries((decl.fields ?? []).map((field) => [field.key, field.label]));

const NONE: readonly Values[] = [];

/**
 * The moderation signals of the listings (the newest CORPUS_MAX), or of `records` only (the review
 * queue's listing and the next, read whole), each compared with all of them for duplicates, computed
 * by the signals' worker. Undefined until the first answer; a declaration without `moderation` has none.
 */
export function useListingSignals(
  decl: ResourceDecl,
  records: readonly Values[] = NONE,
): { signals: SignalMap | undefined; checking: boolean } {
  const dataProvider = useDataProvider();
  const rules = decl.moderation;
  const corpus = useQuery({
    queryKey: ['moderation-corpus', decl.name],
    queryFn: ({ signal }) => readCorpus(dataProvider(), decl.name, signal),
    enabled: Boolean(rules),
    staleTime: 60_000,
  });
  const labels = useMemo(() => labelsOf(decl), [decl]);
  const [signals, setSignals] = useState<SignalMap | undefined>();
  const [checking, setChecking] = useState(false);
  const key = records.map(idOf).join(',');
  const shown = useRef(records);
  shown.current = records;
  useEffect(() => {
    if (!rules || (corpus.isPending && !corpus.isError)) return undefined;
    let current = true;
    const asked = shown.current;
    setChecking(true);
    askSignals({
      rules,
      labels,
      origin: window.location.origin,
      // sent to the worker once (signals-client); later questions name only the listings on screen
      ...(corpus.data && { corpus: corpus.data }),
      ...(asked.length > 0 && { upsert: [...asked], only: asked.map(idOf) }),
    }).then(
      (reply) => {
        if (!current) return;
        setSignals(reply.signals);
        setChecking(false);
      },
      () => {
        if (current) setChecking(false);
      },
    );
    return () => {
      current = false;
    };
  }, [corpus.data, corpus.isError, corpus.isPending, key, labels, rules]);
  return { signals: rules ? signals : undefined, checking };
}
