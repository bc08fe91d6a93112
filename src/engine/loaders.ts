// The engine's screens that are chunks of their own, each loaded on demand through its `import()`
// here (for `lazyPart`, or to fetch the code ahead): the caller's chunk holds the loader, never the
// screen. The form's loader, which the list and the record view share, is the form's own
// (form/load-form.ts).

/** The route that picks a resource's screen (list or record). */
export const loadResourceRoute = () => import('./ResourceRoute');

/** The generic list screen. */
export const loadResourceList = () => import('./list/ResourceList');

/** A list's table and filters on a window wider than a phone (`preloadWideParts`). */
export const loadWideParts = () => import('./list/wide-parts');

/** How the outbox judges a record change before it leaves (given to the providers, main.tsx). */
export const loadRecordJudge = () => import('./outbox/record-judge').then(({ recordJudge }) => recordJudge);

/** How rows are placed by a sort their service does not know (given to the data provider, main.tsx). */
export const loadRowOrder = () => import('./quality/order').then(({ rowOrderOf }) => rowOrderOf);
