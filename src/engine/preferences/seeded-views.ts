import { createContext } from 'react';

import type { SavedView } from './store';

/** Views a list offers until the person keeps their own, by resource: the demo's, or none (App gives them). */
export type SeededViews = Readonly<Record<string, readonly SavedView[]>>;

export const SeededViewsContext = createContext<SeededViews>({});
