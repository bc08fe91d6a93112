// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { DEMO_WORKER_FILE, SELF_REMOVING_WORKER } from '../../../build/app-worker';
import { DEMO_ONLY_WORKERS, isDemoBuild, NO_BACKEND_MESSAGE } from '../../../build/demo-choice';
import { DEMO_WORKER_SCRIPT, unregisterDemoWorker } from '../../../src/boot/demo-worker';
// @ts-expect-error a plain ES module of the browser suite, without types
import { demoDist, realServicesDist } from '../../e2e/lib/builds.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const VITE = path.join(ROOT, 'node_modules/vite/bin/vite.js');
const outDirs: string[] = [];

/** `vite build` with exactly these VITE_* variables, into a fresh folder. */
function build(vars: Record<string, string>) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'pbo-build-'));
  outDirs.push(outDir);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITE_')) delete env[key];
  const result = spawnSync(
    process.execPath,
    [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: ROOT, env: { ...env, ...vars }, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The JavaScript of a build's assets, as one text. */
function codeOf(outDir: string) {
  const files = existsSync(path.join(outDir, 'assets')) ? readdirSync(path.join(outDir, 'assets')) : [];
  return files
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(outDir, 'assets', file), 'utf8'))
    .join('\n');
}

afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * The browser suite's two builds, started together once the first is asked for: each keeps about one
 * and a half of the machine's two cores busy, and this file often ends the unit run alone.
 */
let suiteBuilds: { real: Promise<{ dir: string }>; demo: Promise<{ dir: string }> } | undefined;
function suiteBuild(which: 'real' | 'demo') {
  if (!suiteBuilds) {
    suiteBuilds = { real: realServicesDist(), demo: demoDist() };
    // (each is awaited by its own test: a failure is that test's, not an unhandled one)
    suiteBuilds.real.catch(() => undefined);
    suiteBuilds.demo.catch(() => undefined);
  }
  return suiteBuilds[which];
}

describe('the demo as a build-time choice', () => {
  it('is decided by VITE_DEMO, else by an API URL; a production build refuses to guess', () => {
    expect(isDemoBuild({ VITE_DEMO: 'true', VITE_API_URL: 'https://api.example.id' }, 'build')).toBe(true);
    expect(isDemoBuild({ VITE_DEMO: 'false' }, 'build')).toBe(false);
    expect(isDemoBuild({ VITE_API_URL: 'https://api.example.id' }, 'build')).toBe(false);
    expect(() => isDemoBuild({}, 'build')).toThrow(NO_BACKEND_MESSAGE);
    // `npm run dev` with nothing configured is the demo, as README says
    expect(isDemoBuild({}, 'serve')).toBe(true);
  });

  // (the browser suite's two builds, made here when missing or stale and reused by it: tests/e2e/lib/builds.mjs)
  it(
    'leaves the demo code and its service worker out of a build for real services',
    { timeout: 180_000 },
    async () => {
      const { dir: api } = await suiteBuild('real');
      for (const worker of DEMO_ONLY_WORKERS) expect(existsSync(path.join(api, worker)), worker).toBe(false);
      // the demo's worker address serves one that removes itself (a browser that opened a demo build here)
      expect(readFileSync(path.join(api, DEMO_WORKER_FILE), 'utf8')).toBe(SELF_REMOVING_WORKER);
      expect(existsSync(path.join(api, 'config.js'))).toBe(true);
      // markers of the demo backend: its accounts, its seeded data and MSW's worker API
      const code = codeOf(api);
      for (const marker of ['superadmin@demo.id', 'setupWorker', 'Jakarta Selatan']) {
        expect(code.includes(marker), marker).toBe(false);
      }
    },
  );

  it('keeps the demo backend and its one service worker in a demo build', { timeout: 180_000 }, async () => {
    const { dir: demo } = await suiteBuild('demo');
    for (const worker of [...DEMO_ONLY_WORKERS, DEMO_WORKER_FILE])
      expect(existsSync(path.join(demo, worker)), worker).toBe(true);
    // the demo's one worker keeps the app and runs MSW's
    const demoWorker = readFileSync(path.join(demo, DEMO_WORKER_FILE), 'utf8');
    expect(demoWorker).toContain('mockServiceWorker.js');
    expect(demoWorker).toContain('"url":"index.html"');
    expect(codeOf(demo).includes('superadmin@demo.id')).toBe(true);
  });

  it(
    'fails a production build with neither an API URL nor the demo flag, saying why',
    { timeout: 60_000 },
    () => {
      const none = build({});
      expect(none.status).not.toBe(0);
      expect(none.output).toContain('No backend configured for this production build');
    },
  );
});

describe('a page without the demo', () => {
  it('unregisters a demo service worker left by an earlier demo build, and nothing else', async () => {
    const unregistered: string[] = [];
    const registration = (script: string) => ({
      active: { scriptURL: `https://admin.example.id${script}` },
      waiting: null,
      installing: null,
      unregister: async () => {
        unregistered.push(script);
        return true;
      },
    });
    const container = {
      getRegistrations: async () =>
        [
          registration(DEMO_WORKER_SCRIPT),
          registration('/push-worker.js'),
          // registered by a demo build from before public/demo-worker.js
          registration('/mockServiceWorker.js'),
        ] as unknown as ServiceWorkerRegistration[],
    };
    expect(await unregisterDemoWorker(container)).toBe(2);
    expect(unregistered).toEqual([DEMO_WORKER_SCRIPT, '/mockServiceWorker.js']);
    expect(await unregisterDemoWorker(undefined)).toBe(0);
  });
});
