// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';

import {
  APP_WORKER_FILE,
  appWorker,
  appWorkerOptions,
  type BuildLinks,
  DEMO_WORKER_FILE,
  readLinks,
  SELF_REMOVING_WORKER,
  withPrecacheOrder,
} from '../../../build/app-worker';

/** A built page: its own files, and the lists of a signed-in page load (build/preload-app.ts). */
const HTML = `<!doctype html><html><head>
<meta name="session-code" content="/assets/session-1.js /assets/axios-1.js">
<meta name="screens-code" content="/assets/signed-in-1.js /assets/signed-in-1.css">
<link rel="icon" href="/favicon.svg" /><link rel="manifest" href="/manifest.webmanifest" />
<script src="/theme-boot.js"></script>
<script async type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" href="/assets/boot-1.js" crossorigin>
<link rel="stylesheet" href="/assets/boot-1.css" crossorigin>
</head><body><script src="/config.js"></script></body></html>`;

const ROOT = '/app';
const chunk = (
  fileName: string,
  module: string | null,
  imports: string[],
  dynamicImports: string[],
  css: string[] = [],
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  dynamicImports,
  facadeModuleId: module && `${ROOT}/${module}`,
  viteMetadata: { importedCss: new Set(css) },
});

const BUNDLE = {
  'index.html': { type: 'asset' as const, fileName: 'index.html', source: HTML },
  'assets/index-1.js': chunk('assets/index-1.js', 'index.html', [], ['assets/boot-1.js']),
  'assets/boot-1.js': chunk(
    'assets/boot-1.js',
    null,
    [],
    ['assets/LoginPage-1.js', 'assets/signed-in-1.js', 'assets/Other-1.js'],
    ['assets/boot-1.css'],
  ),
  'assets/LoginPage-1.js': chunk(
    'assets/LoginPage-1.js',
    'src/pages/login/LoginPage.tsx',
    ['assets/boot-1.js', 'assets/form-1.js'],
    [],
    ['assets/LoginPage-1.css'],
  ),
  'assets/form-1.js': chunk('assets/form-1.js', null, [], []),
  'assets/session-1.js': chunk('assets/session-1.js', null, ['assets/boot-1.js'], []),
  'assets/axios-1.js': chunk('assets/axios-1.js', 'node_modules/axios/index.js', [], []),
  'assets/signed-in-1.js': chunk(
    'assets/signed-in-1.js',
    null,
    ['assets/session-1.js'],
    ['assets/Dialog-1.js'],
  ),
  'assets/Dialog-1.js': chunk(
    'assets/Dialog-1.js',
    'src/engine/actions/Dialog.tsx',
    ['assets/signed-in-1.js'],
    [],
  ),
  'assets/Other-1.js': chunk('assets/Other-1.js', 'src/pages/other/Other.tsx', ['assets/signed-in-1.js'], []),
};

const ENTRIES = [
  'assets/Dialog-1.js',
  'assets/LoginPage-1.css',
  'assets/LoginPage-1.js',
  'assets/Other-1.js',
  'assets/axios-1.js',
  'assets/boot-1.css',
  'assets/boot-1.js',
  'assets/form-1.js',
  'assets/index-1.js',
  'assets/session-1.js',
  'assets/signed-in-1.css',
  'assets/signed-in-1.js',
  'favicon.svg',
  'icons/icon-192.png',
  'index.html',
  'manifest.webmanifest',
  'theme-boot.js',
].map((url) => ({ url, revision: url.startsWith('assets/') ? null : `rev-${url}` }));

const links = (): BuildLinks => readLinks(BUNDLE, ROOT);
const flagged = (files: ReturnType<typeof withPrecacheOrder>, flag: 'start' | 'early') =>
  files
    .filter((file) => file[flag])
    .map((file) => file.url)
    .sort();

describe('the service worker that keeps the app (build/app-worker.ts)', () => {
  it('lists the build but never the runtime configuration, the workers or what they import', () => {
    for (const demo of [false, true]) {
      const { injectManifest, strategies, filename, srcDir } = appWorkerOptions(demo);
      expect(strategies).toBe('injectManifest');
      expect(path.join(srcDir ?? '', filename ?? '')).toBe(
        demo ? 'build/worker/demo-worker.ts' : 'build/worker/sw.ts',
      );
      expect(injectManifest?.globIgnores).toEqual(
        expect.arrayContaining([
          'config.js',
          APP_WORKER_FILE,
          DEMO_WORKER_FILE,
          'sw-app.js',
          'mockServiceWorker.js',
        ]),
      );
      expect(injectManifest?.globPatterns?.[0]).toMatch(/js,css,html/);
      // one classic script: the demo's imports MSW's worker with importScripts
      expect(injectManifest?.rollupFormat).toBe('iife');
    }
    const { registerType, injectRegister } = appWorkerOptions(false);
    expect(registerType).toBe('prompt');
    expect(injectRegister).toBe(false);
  });

  it('keeps a worker with the chunk that starts it (the demo backend at install)', () => {
    const worker = 'assets/backend-worker-1.js';
    const bundle = {
      ...BUNDLE,
      [worker]: { type: 'asset' as const, fileName: worker, source: 'self.onmessage = () => {};' },
      'assets/form-1.js': {
        ...chunk('assets/form-1.js', null, [], []),
        code: 'new Worker(new URL("backend-worker-1.js", import.meta.url), { type: "module" })',
      },
    };
    const files = withPrecacheOrder([...ENTRIES, { url: worker, revision: null }], readLinks(bundle, ROOT));
    expect(flagged(files, 'start')).toContain(worker);
    // not with a chunk that does not name it
    expect(
      flagged(withPrecacheOrder([...ENTRIES, { url: worker, revision: null }], links()), 'start'),
    ).not.toContain(worker);
  });

  it('keeps at install what opens the app and its sign-in page, with what they load', () => {
    const files = withPrecacheOrder(ENTRIES, links());
    expect(flagged(files, 'start')).toEqual(
      [
        'assets/LoginPage-1.css',
        'assets/LoginPage-1.js',
        'assets/boot-1.css',
        'assets/boot-1.js',
        'assets/form-1.js',
        'assets/index-1.js',
        'favicon.svg',
        'index.html',
        'manifest.webmanifest',
        'theme-boot.js',
      ].sort(),
    );
    // the session's and screens' code of a signed-in page load comes first after it
    expect(flagged(files, 'early')).toEqual(
      ['assets/axios-1.js', 'assets/session-1.js', 'assets/signed-in-1.css', 'assets/signed-in-1.js'].sort(),
    );
  });

  it('keeps the session and screens code at install too in a build for real services (its worker comes after the first screen)', () => {
    const files = withPrecacheOrder(ENTRIES, links(), { earlyAtInstall: true });
    expect(flagged(files, 'early')).toEqual([]);
    expect(flagged(files, 'start')).toEqual(
      expect.arrayContaining(['assets/session-1.js', 'assets/signed-in-1.js']),
    );
  });

  it("writes what each chunk loads with it and may load next, by the list's index", () => {
    const files = withPrecacheOrder(ENTRIES, links());
    const at = (url: string) => files.findIndex((file) => file.url === url);
    const signedIn = files[at('assets/signed-in-1.js')];
    expect(signedIn.deps).toEqual([at('assets/session-1.js')]);
    expect(signedIn.next).toEqual([at('assets/Dialog-1.js')]);
    expect(files[at('assets/LoginPage-1.js')].deps).toEqual([
      at('assets/boot-1.js'),
      at('assets/form-1.js'),
      at('assets/LoginPage-1.css'),
    ]);
    // the list's order and revisions are Workbox's
    expect(files.map(({ url, revision }) => ({ url, revision }))).toEqual(ENTRIES);
  });

  it('builds the worker with its list once the build is read, and fails rather than list it unordered', () => {
    const [transform] = appWorkerOptions(true, () => undefined).injectManifest?.manifestTransforms ?? [];
    expect(() => transform(ENTRIES.map((entry) => ({ ...entry, size: 1 })))).toThrow(/not read/);
    const [ordered] = appWorkerOptions(true, links).injectManifest?.manifestTransforms ?? [];
    const result = ordered(ENTRIES.map((entry) => ({ ...entry, size: 7 }))) as {
      manifest: { url: string; start?: boolean; size: number }[];
    };
    expect(result.manifest.find((file) => file.url === 'index.html')).toMatchObject({ start: true, size: 7 });
  });

  it("serves the other build's worker as one that removes itself, so this build's worker keeps the scope", () => {
    for (const demo of [true, false]) {
      const plugins = appWorker(demo);
      const other = plugins.find((plugin) => plugin.name === 'app-worker-other-removed') as Plugin;
      const dir = mkdtempSync(path.join(tmpdir(), 'pbo-worker-'));
      try {
        const write = other.writeBundle as (this: unknown, options: { dir: string }) => void;
        write.call({}, { dir });
        const script = readFileSync(path.join(dir, demo ? APP_WORKER_FILE : DEMO_WORKER_FILE), 'utf8');
        expect(script).toBe(SELF_REMOVING_WORKER);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      expect(plugins.some((plugin) => plugin.name.startsWith('vite-plugin-pwa'))).toBe(true);
    }
    expect(SELF_REMOVING_WORKER).toContain('registration.unregister()');
    // the tabs it served load again, from the network: this build's page
    expect(SELF_REMOVING_WORKER).toContain('tab.navigate(tab.url)');
  });
});
