import { useGetIdentity } from '@refinedev/core';
import { useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

import type { ResourceDecl } from '../../resources/types';
import { type ArrangeableColumn, arrangeColumns, lockedColumnKey } from './arrange-columns';
import { useListPreferencesStore } from './list-preferences-store';
import { isValidView } from './saved-views';
import { SeededViewsContext } from './seeded-views';
import {
  clearPreferences,
  DEFAULT_PREFERENCES,
  parsePreferences,
  parseViews,
  preferenceKey,
  readRaw,
  type SavedView,
  type TablePreferences,
  writePreferences,
  writeViews,
} from './store';

/** The signed-in user's id (the session's `auth_id`), once known. */
function useUserId(): string | undefined {
  const { data: identity } = useGetIdentity<{ id?: string | number }>();
  const id = identity?.id;
  return id === undefined || id === '' ? undefined : String(id);
}

/** The text stored under a user's key, followed as it changes. */
function useStoredText(
  user: string | undefined,
  resource: string,
  kind: 'table' | 'views' | 'searches',
): string | null {
  const key = user ? preferenceKey(user, resource, kind) : undefined;
  const { subscribe } = useListPreferencesStore();
  return useSyncExternalStore(subscribe, () => (key ? readRaw(window.localStorage, key) : null));
}

/** How the signed-in user arranged this list, and how to change or forget it. */
export function useTablePreferences(resource: string) {
  const user = useUserId();
  const { emit: changed } = useListPreferencesStore();
  const raw = useStoredText(user, resource, 'table');
  const preferences = useMemo(() => parsePreferences(raw) ?? DEFAULT_PREFERENCES, [raw]);
  const update = useCallback(
    (change: Partial<TablePreferences>) => {
      if (!user) return;
      writePreferences(window.localStorage, user, resource, { ...preferences, ...change });
      changed();
    },
    [user, resource, preferences, changed],
  );
  const reset = useCallback(() => {
    if (!user) return;
    clearPreferences(window.localStorage, user, resource);
    changed();
  }, [user, resource, changed]);
  return { ready: user !== undefined, preferences, update, reset };
}

/**
 * Opens the list at the stored page size once it is known, unless the address names one (a shared
 * link shows what it says).
 */
export function useStoredPageSize(
  ready: boolean,
  stored: number | undefined,
  setPageSize: (size: number) => void,
): void {
  const location = useLocation();
  const [addressNamedSize] = useState(() => new URLSearchParams(location.search).has('pageSize'));
  const restored = useRef(false);
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    if (stored !== undefined && !addressNamedSize) setPageSize(stored);
  }, [ready, stored, addressNamedSize, setPageSize]);
}

/**
 * A list's columns and table props as the signed-in user arranged them, and the page size kept:
 * restored when the list opens, remembered when the person picks another.
 */
export function useArrangedTable<T extends ArrangeableColumn>(
  decl: ResourceDecl,
  columns: readonly T[],
  setPageSize: (size: number) => void,
) {
  const { ready, preferences, update } = useTablePreferences(decl.name);
  useStoredPageSize(ready, preferences.pageSize, setPageSize);
  // the same columns while neither they nor the preferences change: antd then keeps its data and
  // rows as they are (choosing rows re-renders no row of the page but the chosen one)
  const arranged = useMemo(
    () => arrangeColumns(columns, preferences, lockedColumnKey(decl)),
    [columns, preferences, decl],
  );
  return {
    columns: arranged,
    size: preferences.density === 'compact' ? ('small' as const) : ('middle' as const),
    rememberPageSize: (pageSize: number) => update({ pageSize }),
  };
}

/**
 * The signed-in user's saved views of a list: their own once they changed them, else the views the
 * app seeds (the demo's: SeededViewsContext); a view that is not a filter of this list is never offered.
 */
export function useSavedViews(decl: ResourceDecl) {
  const user = useUserId();
  const { emit: changed } = useListPreferencesStore();
  const raw = useStoredText(user, decl.name, 'views');
  const rawSearches = useStoredText(user, decl.name, 'searches');
  const seeded = useContext(SeededViewsContext);
  const views = useMemo(
    () =>
      (parseViews(raw, rawSearches) ?? [...(seeded[decl.name] ?? [])]).filter((view) =>
        isValidView(decl, view),
      ),
    [raw, rawSearches, decl, seeded],
  );
  const keep = useCallback(
    (next: SavedView[]) => {
      if (!user) return;
      writeViews(window.localStorage, user, decl.name, next);
      changed();
    },
    [user, decl.name, changed],
  );
  return { ready: user !== undefined, views, keep };
}
