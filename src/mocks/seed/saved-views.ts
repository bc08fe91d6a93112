/** A saved view as the list keeps it (src/engine/preferences/store.ts: `SavedView`). */
export interface DemoSavedView {
  name: string;
  filters: Record<string, string>;
  sorters: { field: string; order: 'asc' | 'desc' }[];
}

/**
 * Views the demo offers on a list until the person keeps their own (each a filter its list declares).
 * No import beyond the demo: what the demo backend imports loads with it, on the login page too.
 */
export const demoSavedViews: Readonly<Record<string, readonly DemoSavedView[]>> = {
  listing: [
    {
      name: 'Listing terjual',
      filters: { status: 'sold' },
      sorters: [{ field: 'created_at', order: 'desc' }],
    },
    {
      name: 'Listing menunggu, harga tertinggi',
      filters: { status: 'pending' },
      sorters: [{ field: 'price', order: 'desc' }],
    },
  ],
  'bi-checking': [{ name: 'BI checking menunggu', filters: { status: 'pending' }, sorters: [] }],
};
