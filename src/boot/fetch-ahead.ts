/**
 * The page's list of the chunks a stored session needs before its first screen (the session's code
 * and axios), written into index.html by the build (build/preload-app.ts): none in development.
 */
export const SESSION_CODE_META = 'session-code';

/**
 * Fetches the chunks the page lists under `SESSION_CODE_META`: preloads into the browser's cache,
 * neither parsed nor run until the app imports them (a module preload parses them at once, and on a
 * fast network that work lands beside the app's start: first cards about 80 ms later at 4x CPU),
 * and their style sheets, which the app's import of them then finds in the page rather than asking
 * for (and waiting for) them itself.
 */
export function fetchSessionCode(doc: Document): void {
  fetchListed(doc, SESSION_CODE_META);
}

/**
 * The page's list of the signed-in screens' chunks (the shell and the generic list, one chunk: build/
 * chunk-groups.ts's `signed-in`) and their style sheet, written as `SESSION_CODE_META` is.
 */
export const SCREENS_CODE_META = 'screens-code';

/**
 * Fetches the chunks the page lists under `SCREENS_CODE_META` as `fetchSessionCode` does, at a low
 * priority: the app's start and the session's code, which the list's prefetch waits for, come
 * first where the browser can order them. On a phone on slow 4G this request's own wait then passes
 * while those come, rather than after the app has run and asked for it (with the first module loaded
 * `async`: the list's own cards about 0.47 s sooner).
 */
export function fetchScreensCode(doc: Document): void {
  fetchListed(doc, SCREENS_CODE_META, 'low');
}

function fetchListed(doc: Document, meta: string, priority?: 'low'): void {
  const listed = doc.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content ?? '';
  for (const href of listed.split(' ').filter(Boolean)) {
    const link = doc.createElement('link');
    if (href.endsWith('.css')) link.rel = 'stylesheet';
    else {
      link.rel = 'preload';
      link.as = 'script';
    }
    if (priority) link.setAttribute('fetchpriority', priority);
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}

/** Resolves once `doc` has been parsed (its last script run): at once if it has. */
export function whenParsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
