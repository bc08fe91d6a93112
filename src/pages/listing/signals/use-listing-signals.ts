import type { BaseRecord, GetListResponse } from '@refinedev/core';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';

import { signalTexts } from '../../../locales/moderation';
import { fill } from '../../../locales/ui';
import { eachRowOnce, type ListPageParam, nextListPage } from '../../../providers/read-pages';
import { type Reads, useReads } from '../../../providers/reads';
import type { ResourceDecl, Values } from '../../../resources/types';
import { idOf, type SignalMap } from './detect';
import { askSignals } from './signals-client';

/** The corpus read for duplicates: listings read per call, and at most how many (the newest first). */
export const CORPUS_PAGE = 100;
export const CORPUS_MAX = 1000;

/** One page of the corpus read: the listings newest first, as the list's own call gives them. */
export function readCorpusPage(
  reads: Pick<Reads, 'getList'>,
  resource: string,
  { page, size }: ListPageParam,
  signal?: AbortSignal,
): Promise<GetListResponse<BaseRecord>> {
  return reads.getList({
    resource,
    pagination: { currentPage: page, pageSize: size, mode: 'server' },
    sorters: [{ field: 'created_at', order: 'desc' }],
    meta: { signal },
  });
}

/**
 * The page after `pages` (read at `params`), or none once the list's end, its count or CORPUS_MAX is
 * reached; a server that gives fewer rows than asked is read on at the size it gives (`nextListPage`).
 */
export function nextCorpusPage(
  pages: readonly GetListResponse<BaseRecord>[],
  params: readonly ListPageParam[],
): ListPageParam | undefined {
  const read = eachRowOnce(pages.map((page) => page.data)).reduce((sum, page) => sum + page.length, 0);
  return read >= CORPUS_MAX ? undefined : nextListPage(pages, params);
}

/** Where the corpus read stands: off (not asked for), reading, stopped by the person, done, failed. */
export interface CorpusRead {
  state: 'off' | 'reading' | 'stopped' | 'done' | 'error';
  /** Listings read so far, and how many it reads in all (the list's count, at most CORPUS_MAX). */
  read: number;
  total: number | undefined;
  stop: () => void;
  /** Goes on where it stopped (or failed). */
  resume: () => void;
}

const labelsOf = (decl: ResourceDecl) =>
  Object.fromEntries((decl.fields ?? []).map((field) => [field.key, field.label]));

const NONE: readonly Values[] = [];

/**
 * The moderation signals of `records` (a list's page as fetched, or the review queue's listing and the
 * next, read whole), computed by the signals' worker. Duplicates are looked for among `records` alone,
 * unless `readCorpus`: then among the newest CORPUS_MAX listings too (the corpus), read in pages only
 * while `readCorpus` is asked for (stoppable, its progress in `corpus`), each duplicate's reason saying among which. With `all`, once
 * the read ends, `flagged` says how many of the listings read have a signal. Undefined until the first
 * answer; a declaration without `moderation` has none. With `drafts`, `records` are not listings yet (a
 * form being written, an upload's rows): the words of a duplicate count only the listings read.
 */
export function useListingSignals(
  decl: ResourceDecl,
  records: readonly Values[] = NONE,
  {
    readCorpus = false,
    all = false,
    drafts = false,
  }: { readCorpus?: boolean; all?: boolean; drafts?: boolean } = {},
): { signals: SignalMap | undefined; flagged: number | undefined; corpus: CorpusRead } {
  const reads = useReads();
  const queryClient = useQueryClient();
  const rules = decl.moderation;
  const corpusKey = useMemo(() => ['moderation-corpus', decl.name], [decl.name]);
  // stopped for every screen reading it (the list's switch and the review queue share the read)
  const stoppedKey = useMemo(() => ['moderation-corpus-stopped', decl.name], [decl.name]);
  const stopped =
    useQuery({ queryKey: stoppedKey, queryFn: () => false, initialData: false, enabled: false }).data ===
    true;
  const reading = Boolean(rules) && readCorpus;
  const corpus = useInfiniteQuery({
    queryKey: corpusKey,
    queryFn: ({ pageParam, signal }) => readCorpusPage(reads, decl.name, pageParam, signal),
    initialPageParam: { page: 1, size: CORPUS_PAGE } as ListPageParam,
    getNextPageParam: (_last, pages, _param, params) => nextCorpusPage(pages, params),
    enabled: reading && !stopped,
    // read once while the page lives (a refetch would read it all again unasked); the asked listings
    // are always sent as they are now
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const { hasNextPage, isFetching, isError, fetchNextPage } = corpus;
  const pagesRead = corpus.data?.pages.length ?? 0;
  // one page after the other (again after each page read), while asked for and not stopped
  useEffect(() => {
    if (reading && !stopped && hasNextPage && !isFetching && !isError)
      void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, hasNextPage, isError, isFetching, pagesRead, reading, stopped]);

  const stop = useCallback(() => {
    queryClient.setQueryData(stoppedKey, true);
    // the page under way is dropped; those read stay
    void queryClient.cancelQueries({ queryKey: corpusKey, exact: true });
  }, [corpusKey, queryClient, stoppedKey]);
  const { refetch } = corpus;
  // the same function while the page lives (the list's switch holds it): the read's state is taken
  // from the cache when asked, not from this render's result
  const resume = useCallback(() => {
    queryClient.setQueryData(stoppedKey, false);
    if (queryClient.getQueryState(corpusKey)?.status !== 'error') return;
    void (queryClient.getQueryData(corpusKey) ? fetchNextPage({ cancelRefetch: false }) : refetch());
  }, [corpusKey, fetchNextPage, queryClient, refetch, stoppedKey]);

  // (each listing once: a page read on at a capped server's size may repeat a few)
  const pages = useMemo(
    () =>
      reading
        ? corpus.data && eachRowOnce(corpus.data.pages.map((page) => page.data as Values[]))
        : undefined,
    [corpus.data, reading],
  );
  const read = pages?.reduce((sum, page) => sum + page.length, 0) ?? 0;
  const count = corpus.data?.pages[0]?.total;
  const total = count === undefined ? undefined : Math.min(count, CORPUS_MAX);
  const state: CorpusRead['state'] = !reading
    ? 'off'
    : stopped
      ? 'stopped'
      : isError
        ? 'error'
        : hasNextPage !== false || isFetching
          ? 'reading'
          : 'done';

  const labels = useMemo(() => labelsOf(decl), [decl]);
  const [answer, setAnswer] = useState<{ signals: SignalMap; flagged?: number }>();
  const ended = state === 'done' || state === 'stopped' || state === 'error';
  useEffect(() => {
    if (!rules) return undefined;
    let current = true;
    // among which listings: those asked about and those read, named honestly
    const compared = new Set(records.map(idOf));
    const listings = new Set(drafts ? [] : compared);
    for (const page of pages ?? [])
      for (const record of page) {
        compared.add(idOf(record));
        listings.add(idOf(record));
      }
    const count = listings.size;
    const scope = !reading
      ? fill(signalTexts.scopePage, { count })
      : state === 'done' && total !== undefined
        ? fill(total < CORPUS_MAX ? signalTexts.scopeAll : signalTexts.scopeNewest, { count })
        : fill(signalTexts.scopeRead, { count });
    const askAll = all && reading && ended && read > 0;
    if (records.length === 0 && !askAll) return undefined;
    askSignals({
      rules,
      labels,
      origin: window.location.origin,
      records: [...records],
      pages,
      withCached: reading && compared.size > records.length,
      all: askAll,
      scope,
    }).then(
      (reply) => {
        if (!current) return;
        // the asked listings' signals only, the same object while they say the same: the list's
        // rows are drawn again only when one of theirs changed
        const mine: SignalMap = {};
        for (const record of records) {
          const found = reply.signals[idOf(record)];
          if (found) mine[idOf(record)] = found;
        }
        setAnswer((was) => {
          // the count of the listings read is kept while the page changes
          const flagged = askAll ? reply.flagged : reading ? was?.flagged : undefined;
          const same = was && was.flagged === flagged && JSON.stringify(was.signals) === JSON.stringify(mine);
          return same ? was : { signals: mine, flagged };
        });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [all, drafts, ended, labels, pages, read, reading, records, rules, state, total]);

  const corpusRead = useMemo(
    () => ({ state, read, total, stop, resume }),
    [read, resume, state, stop, total],
  );
  return {
    signals: rules ? answer?.signals : undefined,
    flagged: rules ? answer?.flagged : undefined,
    corpus: corpusRead,
  };
}
