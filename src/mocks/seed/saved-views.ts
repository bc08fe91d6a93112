import { seededViewNames } from '../../locales/list-preferences';

/** A saved view as the list keeps it (src/engine/preferences/store.ts: `SavedView`). */
export interface DemoSavedView {
  name: string;
  filters: Record<string, string>;
  sorters: { field: string; order: 'asc' | 'desc' }[];
}

/** Views the demo offers on a list until the person keeps their own (each a filter its list declares). */
export const demoSavedViews: Readonly<Record<string, readonly DemoSavedView[]>> = {
  listing: [
    {
      name: seededViewNames.listingSold,
      filters: { status: 'sold' },
      sorters: [{ field: 'created_at', order: 'desc' }],
    },
    {
      name: seededViewNames.listingPending,
      filters: { status: 'pending' },
      sorters: [{ field: 'price', order: 'desc' }],
    },
  ],
  'bi-checking': [{ name: seededViewNames.biPending, filters: { status: 'pending' }, sorters: [] }],
};
