import path from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

import { antdStyles } from './build/antd-styles.ts';
import { demoWorkerOnlyInDemo, isDemoBuild } from './build/demo-choice.ts';

/** react-markdown 6, remark-gfm 1 and the packages only they bring (unified, remark, micromark, ...). */
const MARKDOWN_PACKAGES = new RegExp(
  `node_modules[\\\\/](${[
    'react-markdown',
    'remark-[^\\\\/]+',
    'unified',
    'micromark[^\\\\/]*',
    '(mdast|hast|unist)-[^\\\\/]+',
    'vfile[^\\\\/]*',
    'property-information',
    '(space|comma)-separated-tokens',
    'style-to-object',
    'inline-style-parser',
    'parse-entities',
    'character-(entities|entities-legacy|reference-invalid)',
    'is-(alphanumerical|alphabetical|decimal|hexadecimal|buffer|plain-obj)',
    'bail',
    'trough',
    '(ex|x)tend',
    'ccount',
    'longest-streak',
    'markdown-table',
    'repeat-string',
    'zwitch',
    'mdurl',
  ].join('|')})[\\\\/]`,
);

/** What a signed-in page load of a list screen runs first: the shell, the screens' route, the generic list, the data provider. */
const SIGNED_IN_ROOTS = [
  'src/layout/Shell.tsx',
  'src/layout/ResourceRoute.tsx',
  'src/components/resource-list/ResourceList.tsx',
  'src/providers/data-provider.ts',
];
/** What the login page runs: the entry and the login screen. */
const LOGIN_ROOTS = ['src/main.tsx', 'src/pages/login/LoginPage.tsx'];

/** What every page load runs first: the entry, its static imports, and nothing lazy. */
const ENTRY_ROOTS = ['src/main.tsx'];

/** The registry and its access rules, loaded with a session (src/resources/load-registry.ts). */
const REGISTRY_ROOTS = ['src/resources/index.ts', 'src/resources/access.ts'];
const CRYPTO_JS = /node_modules[\\/]crypto-js[\\/]/;

/** `files` (paths from the project's root) as the bundler names them. */
function absolute(root: string, files: readonly string[]): string[] {
  return files.map((file) => path.join(root, file));
}

/** What the bundler tells of its module graph while it makes chunks. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules that `roots` import statically, directly or through others (lazy imports not followed). */
function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * One chunk for the code a signed-in list screen needs and the login page does not, rather than the
 * dozens of small chunks the lazy boundaries would otherwise share out (each a request in the chain
 * before the rows show). The login page's own modules stay where they were.
 */
function signedInCore(root: string) {
  let core: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!core) {
      const login = staticClosure(graph, absolute(root, LOGIN_ROOTS));
      const roots = new Set(absolute(root, SIGNED_IN_ROOTS));
      // the roots stay chunks of their own, which the lazy imports load (and which load this one)
      core = new Set(
        [...staticClosure(graph, [...roots])].filter((module) => !login.has(module) && !roots.has(module)),
      );
    }
    return core.has(id) ? 'signed-in' : null;
  };
}

/**
 * One chunk for what the entry imports statically, rather than the dozen small chunks Rolldown splits
 * off where a lazy screen shares a module with the entry (the runtime, the JSX runtime, the texts,
 * the session): each was a request of its own before anything renders, on every page.
 */
function entryCore(root: string) {
  let core: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    core ??= staticClosure(graph, absolute(root, ENTRY_ROOTS));
    return core.has(id) ? 'boot' : null;
  };
}

/**
 * One chunk for what a session needs before its first signed-in screen and the login page does not:
 * the session's AES (crypto-js) and the registry with what only it imports. Both load at boot when a
 * session is stored and at sign-in, so together they are one request, not two.
 */
function sessionCore(root: string) {
  let core: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    if (!core) {
      const entry = staticClosure(graph, absolute(root, ENTRY_ROOTS));
      core = new Set(
        [...staticClosure(graph, absolute(root, REGISTRY_ROOTS))].filter((module) => !entry.has(module)),
      );
    }
    return CRYPTO_JS.test(id) || core.has(id) ? 'session' : null;
  };
}

export default defineConfig(({ command, mode }) => {
  // .env files and the process's own VITE_* variables (which win)
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const demo = isDemoBuild(env, command);
  return {
    plugins: [react(), antdStyles(), demoWorkerOnlyInDemo(demo)],
    // a constant in the bundle: without the demo, its dynamic import is dead code and is left out
    define: { 'import.meta.env.VITE_DEMO': JSON.stringify(String(demo)) },
    resolve: {
      alias: [
        {
          find: /^side-channel$/,
          replacement: fileURLToPath(new URL('./src/vendor/side-channel.cjs', import.meta.url)),
        },
      ],
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // papaparse is shared by lazy screens (CSV export and upload) and the demo backend: in a
            // chunk of its own, not hoisted into the entry that the login page loads
            groups: [
              { name: 'papaparse', test: /node_modules[\\/]papaparse[\\/]/ },
              { name: entryCore(fileURLToPath(new URL('.', import.meta.url))) },
              // the session's AES and the registry, loaded with a stored session or at sign-in: one file
              // (after the entry's group: what the registry shares with the login page stays there)
              { name: sessionCore(fileURLToPath(new URL('.', import.meta.url))) },
              {
                name: signedInCore(fileURLToPath(new URL('.', import.meta.url))),
                // what those modules import from the login page's code stays in the login page's chunks
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
        treeshake: {
          // UMD files that do not declare themselves side-effect free, kept in the entry by imports
          // nothing calls: papaparse by Refine's import/export hooks (the app's own CSV code imports
          // it where it runs), error-stack-parser by Refine's devtools traces (development only)
          moduleSideEffects: [
            { test: /node_modules[\\/](papaparse|error-stack-parser|stackframe)[\\/]/, sideEffects: false },
            // @refinedev/antd's one bundle imports react-markdown and remark-gfm at module level for
            // MarkdownField, which the app does not use: they and what only they import drop out
            { test: MARKDOWN_PACKAGES, sideEffects: false },
          ],
        },
      },
    },
  };
});
