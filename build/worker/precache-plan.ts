// Which file of the build the service worker keeps next (build/worker/precache-app.ts): no imports, run in
// the worker and by the build (build/app-worker.ts writes the fields below into the worker's list).

/** A file of the build the worker keeps: Workbox's manifest entry, with how the files link. */
export interface PrecacheFile {
  /** From the site's root, without the leading slash (`assets/Shell-1a2b.js`, `index.html`). */
  url: string;
  /** The content's hash; null when the file's name holds it (the hashed `assets/`). */
  revision: string | null;
  /** Kept at install: what opens the app and its sign-in page. */
  start?: boolean;
  /** Kept first after install: the code a signed-in page loads beside the app's start (the session, the screens). */
  early?: boolean;
  /** The files it loads with it (its static imports and style sheets), by index in the list. */
  deps?: number[];
  /** The files it may load next (its dynamic imports: a screen's dialogs and forms), by index. */
  next?: number[];
}

/**
 * The files of `files` not in `done`, in the order to keep them: the app's start (kept at install,
 * unless that failed); the files the pages loaded; the session's and screens' code; what the screens
 * opened may load next (their dialogs and forms); what the app's start may load next (the other
 * screens, the sign-in page's next steps); then the rest, in the list's order. Each file comes with
 * the files it loads with it.
 */
export function precacheOrder(
  files: readonly PrecacheFile[],
  loaded: ReadonlySet<string>,
  done: ReadonlySet<string>,
): number[] {
  const placed = new Set<number>();
  const order: number[] = [];
  const place = (index: number) => {
    if (placed.has(index) || !files[index]) return;
    placed.add(index);
    order.push(index);
    files[index].deps?.forEach(place);
  };
  const all = files.map((_, index) => index);
  const opened = all.filter((index) => loaded.has(files[index].url));
  all.filter((index) => files[index].start).forEach(place);
  opened.forEach(place);
  all.filter((index) => files[index].early).forEach(place);
  opened.filter((index) => !files[index].start).forEach((index) => files[index].next?.forEach(place));
  all.filter((index) => files[index].start).forEach((index) => files[index].next?.forEach(place));
  all.forEach(place);
  return order.filter((index) => !done.has(files[index].url));
}

/** A short name of the list's contents: a new deployment (any file changed) has another. */
export function versionOf(files: readonly PrecacheFile[]): string {
  // FNV-1a over the names and revisions
  let hash = 0x811c9dc5;
  for (const file of files) {
    const text = `${file.url} ${file.revision ?? ''}\n`;
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  return hash.toString(36);
}
