import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

import { antdStyles } from './build/antd-styles.ts';
import { appWorker } from './build/app-worker.ts';
import { entryCore, pageEntryCore, sessionCore, signedInCore, wideListCore } from './build/chunk-groups.ts';
import { demoWorkerOnlyInDemo, isDemoBuild } from './build/demo-choice.ts';
import { minifyPublicScripts } from './build/minify-public.ts';
import { preloadApp } from './build/preload-app.ts';
import { registryIcons } from './build/registry-icons.ts';

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

/** The project's root, from which build/chunk-groups.ts names the files of its groups. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ command, mode }) => {
  // .env files and the process's own VITE_* variables (which win)
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const demo = isDemoBuild(env, command);
  return {
    plugins: [
      react(),
      antdStyles(),
      registryIcons(),
      demoWorkerOnlyInDemo(demo),
      // public/theme-boot.js, which every page runs before its first paint, minified as the bundle is
      minifyPublicScripts(),
      // the service worker that keeps the app on the device: /sw.js, or in a demo build /demo-worker.js
      // (with MSW's worker for the demo's calls: one scope holds one worker)
      ...appWorker(demo),
      preloadApp('boot', { session: ['session', 'axios'], screens: ['signed-in'] }),
    ],
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
    // the demo's backend worker (src/mocks/backend-worker.ts) loads parts of itself later: a module
    worker: { format: 'es' },
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
              // idb-keyval likewise (the drafts, the kept answers, the demo's data): the demo backend
              // would otherwise load the signed-in screens' chunk that holds it
              { name: 'idb-keyval', test: /node_modules[\\/]idb-keyval[\\/]/ },
              { ...pageEntryCore(ROOT), includeDependenciesRecursively: false },
              // what the page's first module imports too (src/entry.ts) stays out of it
              { ...entryCore(ROOT), includeDependenciesRecursively: false },
              // the session's AES and the registry, loaded with a stored session or at sign-in: one file
              // (after the entry's group: what the registry shares with the login page stays there)
              sessionCore(ROOT),
              // what those modules import from the login page's code stays in the login page's chunks
              { ...signedInCore(ROOT), includeDependenciesRecursively: false },
              // a list screen's table and filters on a window wider than a phone: one file
              { ...wideListCore(ROOT), includeDependenciesRecursively: false },
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
            // the engine's index only passes names on: an importer takes from it the modules of the
            // names it asks for (a page's part of the engine stays in the page's chunk), not every
            // module it names with the styles they import (which would all come with the entry)
            { test: /[\\/]src[\\/]engine[\\/]index\.ts$/, sideEffects: false },
          ],
        },
      },
    },
  };
});
