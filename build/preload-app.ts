// The app's start fetched by the page itself, beside the page's small first module (src/entry.ts),
// which imports it only once it has run (issue 28).
import type { HtmlTagDescriptor, Plugin } from 'vite';

import { SESSION_CODE_META } from '../src/boot/fetch-ahead.ts';

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
 * are not repeated. The chunks named `session` (with what they import beyond those, and their style
 * sheets) are listed in a meta tag (`SESSION_CODE_META`) for the page's first module to fetch when a
 * session is stored.
 */
export function preloadApp(start: string, { session = [] }: { session?: readonly string[] } = {}): Plugin {
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
        const ahead = new Set<string>();
        for (const name of session) withStaticImports(bundle, chunkNamed(bundle, name).fileName, ahead);
        const styles = stylesOf(bundle, files);
        const linked = (href: string) => html.includes(`href="${href}"`);
        const tags: HtmlTagDescriptor[] = [
          ...[...files].map((file) => ({ rel: 'modulepreload', href: `${base}${file}` })),
          ...styles.map((file) => ({ rel: 'stylesheet', href: `${base}${file}` })),
        ]
          .filter(({ href }) => !linked(href))
          .map((attrs) => ({ tag: 'link', attrs: { ...attrs, crossorigin: true }, injectTo: 'head' }));
        const later = [...ahead, ...stylesOf(bundle, ahead)].filter(
          (file) => !files.has(file) && !styles.includes(file) && !linked(`${base}${file}`),
        );
        if (later.length > 0)
          tags.push({
            tag: 'meta',
            attrs: { name: SESSION_CODE_META, content: later.map((file) => `${base}${file}`).join(' ') },
            injectTo: 'head',
          });
        return tags;
      },
    },
  };
}
