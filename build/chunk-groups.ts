// The few large chunks a page load fetches first, rather than the dozens of small ones the lazy
// boundaries would otherwise share out (issue 28): each is a request in the chain before a screen shows.
import path from 'node:path';

/** What the bundler tells of its module graph while it makes chunks. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
}

/** What a module takes from another: some names, or all of it (`*`). */
type Wanted = ReadonlySet<string> | '*';

/** An import or a re-export of a module's code: its specifier and the names it takes or passes on. */
interface Link {
  spec: string;
  /** The names taken from the target (`*`: all of it, a namespace or a bare import). */
  takes: Wanted;
  /** A re-export: the name each taken name has here (`*` for `export * from`). */
  passes?: ReadonlyMap<string, string> | '*';
}

const STATEMENT = /(?:^|[;\n}])\s*(import|export)\s*([^'";]*?)\s*(?:from\s*)?["']([^"']+)["']/g;

/** `a, b as c, default as D` as [taken, passed on] pairs. */
function namesOf(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [from, , to] = part.split(/\s+/);
      return [from, to ?? from];
    });
}

const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

/** A list of exports of the module's own bindings (`export { a, b as c };`, no `from`). */
const EXPORT_LIST = /(?:^|[;\n}])\s*export\s*\{([^}]*)\}\s*(?:;|$)/g;

/**
 * Whether the code is only imports and one list of exports of what they bound, as TanStack Query's
 * index files are (`import { useQuery } from "./useQuery.js"; ... export { useQuery, ... };`): its
 * imports then re-export, and an importer takes through it only the modules of the names it asks for.
 */
function isReExportFile(code: string): boolean {
  const rest = withoutComments(code)
    .replace(STATEMENT, '')
    .replace(EXPORT_LIST, '')
    .replace(/["']use (client|strict)["'];?/g, '');
  return rest.trim() === '' && /(?:^|[;\n}])\s*export\s*\{/.test(code.replace(STATEMENT, ''));
}

/** The imports and re-exports of a module's code (static ones; `import()` is not followed). */
function linksOf(code: string): Link[] {
  const links: Link[] = [];
  /** Each named import's bindings here: local name -> the name taken. */
  const bound = new Map<Link, Map<string, string>>();
  for (const [, kind, clause, spec] of code.matchAll(STATEMENT)) {
    if (kind === 'import') {
      if (!clause || clause.includes('*')) {
        links.push({ spec, takes: '*' });
        continue;
      }
      const locals = new Map<string, string>();
      const braces = clause.match(/\{([^}]*)\}/);
      if (braces) namesOf(braces[1]).forEach(([from, local]) => locals.set(local, from));
      const plain = clause.match(/^([\w$]+)\s*(,|$)/);
      if (plain) locals.set(plain[1], 'default');
      const link: Link = { spec, takes: new Set(locals.values()) };
      bound.set(link, locals);
      links.push(link);
    } else if (clause === '*') {
      links.push({ spec, takes: '*', passes: '*' });
    } else if (clause.startsWith('*')) {
      // `export * as name from`: the whole module under one name
      const name = clause.split(/\s+/).pop() ?? '';
      links.push({ spec, takes: '*', passes: new Map([[name, '*']]) });
    } else {
      const braces = clause.match(/\{([^}]*)\}/);
      if (!braces) continue;
      const pairs = namesOf(braces[1]);
      links.push({
        spec,
        takes: new Set(pairs.map(([from]) => from)),
        passes: new Map(pairs.map(([from, to]) => [to, from])),
      });
    }
  }
  if (bound.size > 0 && isReExportFile(code)) {
    // the exported name of each local binding
    const exported = new Map<string, string[]>();
    for (const [, list] of withoutComments(code).replace(STATEMENT, '').matchAll(EXPORT_LIST))
      for (const [local, name] of namesOf(list)) exported.set(local, [...(exported.get(local) ?? []), name]);
    for (const [link, locals] of bound) {
      const passes = new Map<string, string>();
      for (const [local, from] of locals)
        for (const name of exported.get(local) ?? []) passes.set(name, from);
      link.passes = passes;
    }
  }
  return links;
}

/**
 * Links the closure does not follow: @refinedev/antd is one file that imports every antd component
 * its layouts, fields and auth pages draw, and the app takes only its hooks (whose antd part, Form,
 * the app's own code asks for too); the bundler drops the rest of it.
 */
const SKIPPED: [RegExp, RegExp][] = [
  [/node_modules[\\/]@refinedev[\\/]antd[\\/]/, /node_modules[\\/](antd|@ant-design)[\\/]/],
];

/** Whether the resolved module `id` is what `spec`, written in `importer`, names. */
function refersTo(spec: string, importer: string, id: string): boolean {
  const file = id.split('?')[0];
  if (spec.startsWith('.')) {
    const target = path.resolve(path.dirname(importer), spec);
    return file === target || file.startsWith(`${target}.`) || file.startsWith(`${target}${path.sep}index.`);
  }
  return file.includes(`${path.sep}node_modules${path.sep}${spec.split('/').join(path.sep)}${path.sep}`);
}

/**
 * The modules `roots` import statically, directly or through others (lazy imports not followed),
 * taking from a re-exporting file (antd's and the icons' index files) only the modules of the names
 * asked of it: `import { Button } from 'antd'` brings antd's button, not the upload or the tree that
 * a lazy screen alone uses. A link the code does not show plainly is followed whole.
 */
export function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const known = new Map<string, [string, Link[]][]>();
  /** Each module `id` imports (but the skipped links) with the links of its code that name it. */
  const targetsOf = (id: string) => {
    let targets = known.get(id);
    if (!targets) {
      const info = graph.getModuleInfo(id);
      const links = linksOf(info?.code ?? '');
      targets = (info?.importedIds ?? [])
        .filter((next) => !SKIPPED.some(([from, to]) => from.test(id) && to.test(next)))
        .map((next) => [next, links.filter((link) => refersTo(link.spec, id, next))]);
      known.set(id, targets);
    }
    return targets;
  };
  const whole = new Set<string>();
  const asked = new Map<string, Set<string>>();
  const visit = (id: string, wanted: Wanted) => {
    if (whole.has(id)) return;
    if (wanted === '*') whole.add(id);
    else {
      const before = asked.get(id) ?? new Set<string>();
      const fresh = [...wanted].filter((name) => !before.has(name));
      if (asked.has(id) && fresh.length === 0) return;
      asked.set(id, new Set([...before, ...fresh]));
      wanted = new Set(fresh);
    }
    for (const [next, matching] of targetsOf(id)) {
      if (matching.length === 0) {
        visit(next, '*');
        continue;
      }
      const taken = new Set<string>();
      let all = false;
      for (const link of matching) {
        if (!link.passes || wanted === '*') {
          if (link.takes === '*') all = true;
          else link.takes.forEach((name) => taken.add(name));
        } else if (link.passes === '*') {
          wanted.forEach((name) => name !== 'default' && taken.add(name));
        } else {
          for (const name of wanted) {
            const from = link.passes.get(name);
            if (from === '*') all = true;
            else if (from) taken.add(from);
          }
        }
      }
      if (all) visit(next, '*');
      else if (taken.size > 0) visit(next, taken);
    }
  };
  roots.forEach((root) => visit(root, '*'));
  return new Set([...whole, ...asked.keys()]);
}

/** What a signed-in page load of a list screen runs first: the shell, the screens' route, the generic list. */
const SIGNED_IN_ROOTS = [
  'src/layout/Shell.tsx',
  'src/engine/ResourceRoute.tsx',
  'src/engine/list/ResourceList.tsx',
];
/** What a list screen wider than a phone adds: its table and its filters (src/engine/list/wide-parts.tsx). */
const WIDE_LIST_ROOTS = ['src/engine/list/FilterBar.tsx', 'src/engine/list/ListTable.tsx'];
/** What the login page runs: the entry and the login screen. */
const LOGIN_ROOTS = ['src/main.tsx', 'src/pages/login/LoginPage.tsx'];

/** What every page load runs first: the app's start, its static imports, and nothing lazy. */
const ENTRY_ROOTS = ['src/main.tsx'];
/** The page's first module, which fetches the app's start (and a stored session's code) and holds little. */
const PAGE_ENTRY = ['src/entry.ts'];

/**
 * The registry and its access rules, loaded with a session (src/resources/load-registry.ts), the
 * pages' screens and dialogs with it (src/pages/load-screens.ts: a map of lazy parts, each with the
 * files it loads, that the login page has no use for), the data provider, whose code a stored session
 * fetches beside them (preloadDataProviderCode), the phone's first cards drawn from its first answer
 * in the address frame (ScreenSkeleton), and the live provider with its socket's manager, which a
 * session loads at once too (providers/index.ts; the socket's client, socket.io, stays a chunk of its
 * own that the manager loads as it connects), and the data provider's write side with the outbox's
 * store (loaded with it: a list's first call must not wait for the screens' code).
 */
const SESSION_ROOTS = [
  'src/resources/index.ts',
  'src/resources/access.ts',
  'src/pages/screens.ts',
  'src/providers/data-provider.ts',
  'src/providers/outbox/outbox-writes.ts',
  'src/engine/list/SkeletonCards.tsx',
  'src/providers/live-provider.ts',
  'src/providers/live/socket-manager.ts',
];
const CRYPTO_JS = /node_modules[\\/]crypto-js[\\/]/;
/**
 * TanStack Query's infinite queries: Refine's one module imports them, so the entry's closure counts
 * them, but only screens run them (the agenda, the listing's signals): with the screens' code.
 */
const SCREENS_ONLY =
  /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useInfiniteQuery|infiniteQueryObserver)\.js$/;

/** `files` (paths from the project's root) as the bundler names them. */
function absolute(root: string, files: readonly string[]): string[] {
  return files.map((file) => path.join(root, file));
}

/**
 * A code-splitting group for the bundler: its name, `chunk` for the modules `members` gives (asked
 * once), and the label of its timing report.
 */
function groupOf(chunk: string, members: (graph: ModuleGraph) => Set<string>, also?: RegExp) {
  let core: Set<string> | undefined;
  return {
    name: (id: string, graph: ModuleGraph): string | null => {
      core ??= members(graph);
      return also?.test(id) || core.has(id) ? chunk : null;
    },
    debugName: chunk,
  };
}

/** The modules `roots` import statically that `before` do not. */
function closureBeyond(graph: ModuleGraph, roots: readonly string[], before: readonly string[]): Set<string> {
  const seen = staticClosure(graph, before);
  return new Set([...staticClosure(graph, roots)].filter((module) => !seen.has(module)));
}

/**
 * One chunk for the code a signed-in list screen needs and the login page does not, rather than the
 * dozens of small chunks the lazy boundaries would otherwise share out (each a request in the chain
 * before the rows show). The login page's own modules stay where they were. The roots are in it too,
 * which each lazy import of them loads: not three more small files that a page load asks for beside
 * it, which on a phone's six connections held the list's call back.
 */
export const signedInCore = (root: string) =>
  groupOf(
    'signed-in',
    (graph) => closureBeyond(graph, absolute(root, SIGNED_IN_ROOTS), absolute(root, LOGIN_ROOTS)),
    SCREENS_ONLY,
  );

/**
 * What the page's first module imports statically (a key and the bundler's preload helper), in a
 * chunk of its own that the page fetches beside it: not in the app's start, which it would then wait for.
 */
export const pageEntryCore = (root: string) =>
  groupOf('page-entry', (graph) => {
    const core = staticClosure(graph, absolute(root, PAGE_ENTRY));
    absolute(root, PAGE_ENTRY).forEach((file) => core.delete(file));
    return core;
  });

/**
 * One chunk for what the entry imports statically, rather than the dozen small chunks Rolldown splits
 * off where a lazy screen shares a module with the entry (the runtime, the JSX runtime, the texts,
 * the session): each was a request of its own before anything renders, on every page.
 */
export const entryCore = (root: string) =>
  groupOf('boot', (graph) => {
    const core = closureBeyond(graph, absolute(root, ENTRY_ROOTS), absolute(root, PAGE_ENTRY));
    return new Set([...core].filter((id) => !SCREENS_ONLY.test(id)));
  });

/**
 * One chunk for what a session needs before its first signed-in screen and the login page does not:
 * the session's AES (crypto-js), the registry, the pages' screens' map and the data provider with
 * what only they import. All load at boot when a session is stored and at sign-in, so together they
 * are one request, not three; and the list's call made ahead waits for this small file (and axios),
 * not for the screens' code.
 */
export const sessionCore = (root: string) =>
  groupOf(
    'session',
    (graph) => closureBeyond(graph, absolute(root, SESSION_ROOTS), absolute(root, ENTRY_ROOTS)),
    CRYPTO_JS,
  );

/**
 * One chunk for what a list screen wider than a phone adds to the signed-in code (its table and its
 * filters, with the antd parts only they draw), fetched beside it: not the eight small chunks those
 * two lazy files would share out with the screens that also draw a table or a select.
 */
export const wideListCore = (root: string) =>
  groupOf('wide-list', (graph) =>
    closureBeyond(
      graph,
      absolute(root, WIDE_LIST_ROOTS),
      absolute(root, [...LOGIN_ROOTS, ...SIGNED_IN_ROOTS, ...SESSION_ROOTS]),
    ),
  );
