// The app's start fetched by the page itself, beside the page's small first module (src/entry.ts),
// which imports it only once it has run (issue 28).
import type { HtmlTagDescriptor, Plugin } from 'vite';

import { SCREENS_CODE_META, SESSION_CODE_META } from '../src/boot/fetch-ahead.ts';

type Bundle = NonNullable<Parameters<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>[1]>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/** The chunk `file` and those it imports statically, directly or through others, by file name. */
function withStaticImports(bundle: Bundle, file: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (seen.has(file) || chunk?.type !== 'chunk') return seen;
  seen.add(file);
  chunk.imports.forEach((next) => withStaticImports(bundle, next, seen));
  return seen;
}

/** The style sheets the chunks `files` of `bundle` import. */
function stylesOf(bundle: Bundle, files: Iterable<string>): string[] {
  return [...files].flatMap((file) => [...((bundle[file] as Chunk).viteMetadata?.importedCss ?? [])]);
}

/** The chunk named `name` of `bundle` (not an entry); the build fails without one. */
function chunkNamed(bundle: Bundle, name: string): Chunk {
  const found = Object.values(bundle).find(
    (item): item is Chunk => item.type === 'chunk' && item.name === name && !item.isEntry,
  );
  if (!found) throw new Error(`preload-app: no chunk named "${name}" in the build`);
  return found;
}

/**
 * The page's tags for the chunk named `start` (the app's start, build/chunk-groups.ts's `boot`): a
 * module preload of it and of what it imports statically, and its style sheets, as the page has for
 * its entry's own: fetched from the start rather than once the entry has run and asked for it (a
 * request's wait later), and its styles before the first paint as before. Links the page already has
 * are not repeated. Two lists for the page's first module to fetch when a session is stored, each in
 * a meta tag ahead of that module's script (it is `async` and may run before the rest of the head is
 * read): the chunks named `session` (SESSION_CODE_META) and those named `screens` (SCREENS_CODE_META),
 * each with what it imports beyond what the page has by then, and their style sheets.
 */
export function preloadApp(
  start: string,
  { session = [], screens = [] }: { session?: readonly string[]; screens?: readonly string[] } = {},
): Plugin {
  let base = '/';
  return {
    name: 'preload-app',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) throw new Error('preload-app: no bundle to read');
        const files = withStaticImports(bundle, chunkNamed(bundle, start).fileName);
        const styles = stylesOf(bundle, files);
        const linked = (href: string) => html.includes(`href="${href}"`);
        const tags: HtmlTagDescriptor[] = [
          ...[...files].map((file) => ({ rel: 'modulepreload', href: `${base}${file}` })),
          ...styles.map((file) => ({ rel: 'stylesheet', href: `${base}${file}` })),
        ]
          .filter(({ href }) => !linked(href))
          .map((attrs) => ({ tag: 'link', attrs: { ...attrs, crossorigin: true }, injectTo: 'head' }));
        const listed = new Set([...files, ...styles]);
        /** A meta tag `name` listing the chunks `names` and their styles, less what comes before them. */
        const listOf = (name: string, names: readonly string[]) => {
          const chunks = new Set<string>();
          for (const chunk of names) withStaticImports(bundle, chunkNamed(bundle, chunk).fileName, chunks);
          const later = [...chunks, ...stylesOf(bundle, chunks)].filter(
            (file) => !listed.has(file) && !linked(`${base}${file}`),
          );
          later.forEach((file) => listed.add(file));
          if (later.length > 0)
            tags.push({
              tag: 'meta',
              attrs: { name, content: later.map((file) => `${base}${file}`).join(' ') },
              injectTo: 'head-prepend',
            });
        };
        listOf(SESSION_CODE_META, session);
        listOf(SCREENS_CODE_META, screens);
        return tags;
      },
    },
  };
}
