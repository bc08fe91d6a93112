import { notifyManager, type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useSyncExternalStore } from 'react';

import { fill, ui } from '../locales/ui';
import { RestoredAnswersContext } from './restored-answers-context';

const noneRestored: ReadonlyMap<string, number> = new Map();

/** The oldest answer on screen that came from the device and is not refreshed yet; 0 when none. */
export function oldestRestoredShown(
  queries: readonly Query[],
  restored: ReadonlyMap<string, number>,
): number {
  let oldest = 0;
  for (const query of queries) {
    const { dataUpdatedAt, data } = query.state;
    if (data === undefined || restored.get(query.queryHash) !== dataUpdatedAt) continue;
    if (query.getObserversCount() === 0) continue;
    if (!oldest || dataUpdatedAt < oldest) oldest = dataUpdatedAt;
  }
  return oldest;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "Data pukul 10.32" (today) or "Data 24/11 pukul 10.32" (another day), as Indonesian writes time. */
export function dataAgeText(at: number, now = Date.now()): string {
  const date = new Date(at);
  const time = `${pad(date.getHours())}.${pad(date.getMinutes())}`;
  if (new Date(now).toDateString() === date.toDateString()) return fill(ui.shell.dataAt, { time });
  return fill(ui.shell.dataAtDay, { day: `${date.getDate()}/${date.getMonth() + 1}`, time });
}

/**
 * While a screen shows answers persisted on the device (the next visit's first drawing, or offline), says
 * how old they are; gone once they are refreshed from the network.
 */
export function PersistedDataAge() {
  const queryClient = useQueryClient();
  const restored = useContext(RestoredAnswersContext);
  const cache = queryClient.getQueryCache();
  // told in the same batch as the queries' own observers (TanStack's scheduler), so the age goes in
  // the drawing that shows the refreshed rows, not one drawing before them
  const subscribe = useCallback(
    (listener: () => void) => cache.subscribe(notifyManager.batchCalls(listener)),
    [cache],
  );
  const oldest = useSyncExternalStore(
    subscribe,
    () => oldestRestoredShown(cache.getAll(), restored?.read() ?? noneRestored),
    () => 0,
  );
  if (!oldest) return null;
  return (
    <p className="persisted-data-age" role="status">
      {dataAgeText(oldest)}
    </p>
  );
}
