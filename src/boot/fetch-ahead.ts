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
  const listed = doc.querySelector<HTMLMetaElement>(`meta[name="${SESSION_CODE_META}"]`)?.content ?? '';
  for (const href of listed.split(' ').filter(Boolean)) {
    const link = doc.createElement('link');
    if (href.endsWith('.css')) link.rel = 'stylesheet';
    else {
      link.rel = 'preload';
      link.as = 'script';
    }
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
