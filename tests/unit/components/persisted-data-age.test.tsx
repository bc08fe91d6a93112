import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { dataAgeText, PersistedDataAge } from '../../../src/components/PersistedDataAge';
import { RestoredAnswersContext } from '../../../src/components/restored-answers-context';
import { createRestoredAnswers } from '../../../src/providers/persisted-flag';

const listKey = ['data', 'default', 'listing', 'list', {}];

function List() {
  useQuery({ queryKey: listKey, queryFn: () => new Promise<never>(() => undefined), staleTime: Infinity });
  return null;
}

describe('the age of what a screen shows from the device', () => {
  it('writes the time as Indonesian does, with the day when it is not today', () => {
    const now = new Date(2026, 10, 25, 14, 0).getTime();
    expect(dataAgeText(new Date(2026, 10, 25, 10, 32).getTime(), now)).toBe('Data pukul 10.32');
    expect(dataAgeText(new Date(2026, 10, 24, 9, 5).getTime(), now)).toBe('Data 24/11 pukul 09.05');
  });

  it('is said while a shown answer came from the device, and no longer once it is refreshed', async () => {
    const queryClient = new QueryClient();
    // an hour ago, and restored from the device as it was then
    const fetchedAt = Date.now() - 60 * 60_000;
    queryClient.setQueryData(listKey, { data: [], total: 0 }, { updatedAt: fetchedAt });
    const { queryHash } = queryClient.getQueryCache().find({ queryKey: listKey })!;
    const restoredAnswers = createRestoredAnswers();
    restoredAnswers.mark(new Map([[queryHash, fetchedAt]]));
    // an answer fetched before the restore (the list's prefetch) is no kept one, however old
    queryClient.setQueryData(
      ['data', 'default', 'leads', 'list', {}],
      { data: [], total: 0 },
      { updatedAt: fetchedAt },
    );
    const { rerender } = render(
      <QueryClientProvider client={queryClient}>
        <RestoredAnswersContext.Provider value={restoredAnswers}>
          <PersistedDataAge />
        </RestoredAnswersContext.Provider>
      </QueryClientProvider>,
    );
    // kept but on no screen: nothing said
    expect(screen.queryByRole('status')).toBeNull();
    rerender(
      <QueryClientProvider client={queryClient}>
        <RestoredAnswersContext.Provider value={restoredAnswers}>
          <PersistedDataAge />
          <List />
        </RestoredAnswersContext.Provider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(dataAgeText(fetchedAt));
    queryClient.setQueryData(listKey, { data: [], total: 0 });
    await expect.poll(() => screen.queryByRole('status')).toBeNull();
  });

  it('goes in the drawing that shows the refreshed rows, not one before them', async () => {
    const queryClient = new QueryClient();
    const fetchedAt = Date.now() - 60 * 60_000;
    queryClient.setQueryData(listKey, { data: [{ title: 'from the device' }] }, { updatedAt: fetchedAt });
    const { queryHash } = queryClient.getQueryCache().find({ queryKey: listKey })!;
    const restoredAnswers = createRestoredAnswers();
    restoredAnswers.mark(new Map([[queryHash, fetchedAt]]));
    function Rows() {
      const { data } = useQuery<{ data: { title: string }[] }>({
        queryKey: listKey,
        queryFn: () => new Promise<never>(() => undefined),
        staleTime: Infinity,
      });
      return <p data-testid="row">{data?.data[0]?.title}</p>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <RestoredAnswersContext.Provider value={restoredAnswers}>
          <Rows />
          <PersistedDataAge />
        </RestoredAnswersContext.Provider>
      </QueryClientProvider>,
    );
    await screen.findByRole('status');
    // what the screen shows after each change of it: the age said or not, and the first row
    const shown: string[] = [];
    const watch = new MutationObserver(() =>
      shown.push(
        `${screen.queryByRole('status') ? 'aged' : 'fresh'} ${screen.getByTestId('row').textContent}`,
      ),
    );
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    queryClient.setQueryData(listKey, { data: [{ title: 'refreshed' }] });
    await expect.poll(() => shown.at(-1)).toBe('fresh refreshed');
    watch.disconnect();
    // the kept row was not shown once the age had gone
    expect(shown).not.toContain('fresh kept');
  });
});
