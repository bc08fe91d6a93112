import { seededViewNames } from '../../locales/list-preferences';
import type { SavedView } from './store';

/** Views a demo offers on a list until the person keeps their own (each a filter its list declares). */
export const demoViews: Readonly<Record<string, readonly SavedView[]>> = {
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

/** The seeded views of a list: the demo's in a demo build, none in a build for real services. */
export function seededViewsOf(resource: string): SavedView[] {
  return import.meta.env.VITE_DEMO === 'true' ? [...(demoViews[resource] ?? [])] : [];
}
