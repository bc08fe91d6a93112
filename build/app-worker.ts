// The service worker that keeps the app on the device (issue 44), one per build, made at build time by
// vite-plugin-pwa from our source (injectManifest): /sw.js in a build for real services
// (build/worker/sw.ts), /demo-worker.js in a demo build (build/worker/demo-worker.ts: the same code,
// then MSW's worker for the demo's calls, since one scope holds one worker). It keeps the app's start
// and sign-in page at install, then the rest, what the pages may reach next first
// (build/worker/precache-plan.ts); /config.js goes to the network first and is kept for offline. Each
// build also serves the other's worker as one that removes itself: a browser that once opened the
// other build on this origin would otherwise keep serving that build's kept page.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

import { SCREENS_CODE_META, SESSION_CODE_META } from '../src/boot/fetch-ahead.ts';
import type { PrecacheFile } from './worker/precache-plan.ts';

/** The worker's script of a build for real services (src/boot/app-worker.ts registers it; deploy/nginx serves it uncached). */
export const APP_WORKER_FILE = 'sw.js';
/** The worker's script of a demo build (MSW registers it: src/boot/demo-worker.ts). */
export const DEMO_WORKER_FILE = 'demo-worker.js';
/** The workers' own code beside ours: a notification's tap (public/sw-app.js). */
export const WORKER_EXTRA = 'sw-app.js';

/**
 * The modules whose chunks, with what they load with them, are kept at install beside the page's own
 * files: the sign-in page, and in a demo build the demo backend (the page runs it before its first screen).
 */
const START_MODULES = ['src/pages/login/LoginPage.tsx', 'src/mocks/browser.ts'];

/** What each build serves as the other's worker: it drops what that build kept, unregisters, and reloads its tabs. */
export const SELF_REMOVING_WORKER = `// Not this build's worker: it removes itself and what the other build kept, and reloads the tabs it served.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .then(() => self.registration.unregister())
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((tabs) => Promise.all(tabs.map((tab) => tab.navigate(tab.url).catch(() => undefined)))),
  );
});
`;

/** How a build's files link, read from its bundle. */
export interface BuildLinks {
  /** Per chunk: the files it loads with it (static imports, style sheets), those it may load next, its source module. */
  chunks: Map<string, { deps: string[]; next: string[]; module?: string }>;
  /** The page as built (index.html). */
  html: string;
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  code?: string;
  imports: string[];
  dynamicImports: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}
interface BundleAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

/** Reads the links of `bundle` (Rollup's output), with source modules relative to `root`. */
export function readLinks(bundle: Record<string, BundleChunk | BundleAsset>, root: string): BuildLinks {
  const chunks: BuildLinks['chunks'] = new Map();
  let html = '';
  // a worker's script is an asset of the build; the chunk that starts it names it (`new URL(...)`)
  const workers = Object.values(bundle)
    .filter((item) => item.type === 'asset' && item.fileName.endsWith('.js'))
    .map((item) => item.fileName);
  for (const item of Object.values(bundle)) {
    if (item.type === 'asset') {
      if (item.fileName === 'index.html') html = String(item.source);
      continue;
    }
    const started = workers.filter((file) => item.code?.includes(path.posix.basename(file)));
    chunks.set(item.fileName, {
      deps: [...item.imports, ...(item.viteMetadata?.importedCss ?? []), ...started],
      next: item.dynamicImports,
      module: item.facadeModuleId
        ? path.relative(root, item.facadeModuleId).split(path.sep).join('/')
        : undefined,
    });
  }
  return { chunks, html };
}

/** The site's own files an attribute of the page names (`src="/..."`, `href="/..."`), without the slash. */
const pageFiles = (html: string) =>
  [...html.matchAll(/\s(?:src|href)="\/([^"/][^"]*)"/g)].map(([, file]) => file.split(/[?#]/)[0]);

/** The files the page's lists for a signed-in page load name (build/preload-app.ts). */
function laterFiles(html: string): string[] {
  return [SESSION_CODE_META, SCREENS_CODE_META].flatMap((name) => {
    const content = html.match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1] ?? '';
    return content
      .split(/\s+/)
      .filter((file) => file.startsWith('/'))
      .map((file) => file.slice(1));
  });
}

/**
 * Workbox's list of the build's files, each with what the worker needs to keep them in order
 * (build/worker/precache-plan.ts): `start` for what opens the app and its sign-in page (the page's own
 * files, the START_MODULES' chunks, with what they load with them), `early` for the session's and
 * screens' code a signed-in page loads beside them (kept at install too when `earlyAtInstall`), and
 * each chunk's `deps` and `next`.
 */
export function withPrecacheOrder(
  entries: readonly { url: string; revision: string | null }[],
  links: BuildLinks,
  { earlyAtInstall = false } = {},
): PrecacheFile[] {
  const files: PrecacheFile[] = entries.map(({ url, revision }) => ({ url, revision }));
  const indexOf = new Map(files.map((file, index) => [file.url, index]));
  const indices = (names: readonly string[]) =>
    names.map((name) => indexOf.get(name)).filter((index): index is number => index !== undefined);
  for (const [fileName, chunk] of links.chunks) {
    const file = files[indexOf.get(fileName) ?? -1];
    if (!file) continue;
    const deps = indices(chunk.deps);
    const next = indices(chunk.next);
    if (deps.length > 0) file.deps = deps;
    if (next.length > 0) file.next = next;
  }
  /** Marks `names` and what they load with them. */
  const mark = (names: readonly string[], flag: 'start' | 'early') => {
    const visit = (index: number) => {
      const file = files[index];
      if (file.start || file[flag]) return;
      file[flag] = true;
      file.deps?.forEach(visit);
    };
    indices(names).forEach(visit);
  };
  const startChunks = [...links.chunks]
    .filter(([, chunk]) => chunk.module && START_MODULES.includes(chunk.module))
    .map(([fileName]) => fileName);
  mark(['index.html', ...pageFiles(links.html), ...startChunks], 'start');
  mark(laterFiles(links.html), earlyAtInstall ? 'start' : 'early');
  return files;
}

export function appWorkerOptions(
  demo: boolean,
  links: () => BuildLinks | undefined = () => undefined,
): Partial<VitePWAOptions> {
  return {
    strategies: 'injectManifest',
    srcDir: 'build/worker',
    filename: demo ? 'demo-worker.ts' : 'sw.ts',
    // the app registers it itself (src/boot/register-app-worker.ts), after the first screen, and asks
    // before a new one takes over; the manifest is public/manifest.webmanifest, linked from index.html
    injectRegister: false,
    registerType: 'prompt',
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // the runtime configuration is written per environment (never in the list: read network first),
      // and the workers and what they import are the browser's to keep
      globIgnores: [
        'config.js',
        APP_WORKER_FILE,
        DEMO_WORKER_FILE,
        WORKER_EXTRA,
        'mockServiceWorker.js',
        '**/*.map',
      ],
      // a signed-in screen's chunk may pass 2 MiB (Workbox's default limit)
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // one classic script: the demo's worker imports MSW's with importScripts
      rollupFormat: 'iife',
      manifestTransforms: [
        (entries) => {
          const read = links();
          if (!read) throw new Error('app-worker: the build was not read before its worker');
          const files = withPrecacheOrder(entries, read, { earlyAtInstall: !demo });
          // the size only for Workbox's count (it drops it from the worker's list)
          return {
            manifest: files.map((file, index) => ({ ...file, size: entries[index].size })),
            warnings: [],
          };
        },
      ],
    },
  };
}

/**
 * The build's worker (vite-plugin-pwa, once the build is written), the reading of the build's links it
 * needs, and the other build's worker as one that removes itself.
 */
export function appWorker(demo: boolean): Plugin[] {
  let root = process.cwd();
  let links: BuildLinks | undefined;
  const reader: Plugin = {
    name: 'app-worker-links',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    writeBundle(_, bundle) {
      links = readLinks(bundle as unknown as Record<string, BundleChunk | BundleAsset>, root);
    },
  };
  const otherWorker: Plugin = {
    name: 'app-worker-other-removed',
    apply: 'build',
    writeBundle(options) {
      if (!options.dir) return;
      writeFileSync(path.join(options.dir, demo ? APP_WORKER_FILE : DEMO_WORKER_FILE), SELF_REMOVING_WORKER);
    },
  };
  return [reader, otherWorker, ...VitePWA(appWorkerOptions(demo, () => links))];
}
