// Build, serve and browse the production bundle: shared by the e2e runner and the bench.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const VITE = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Playwright's own `--disable-features` list, as the installed playwright-core passes it. Chromium reads
 * only the last `--disable-features` of its command line: one of ours must hold Playwright's too.
 */
function playwrightDisabledFeatures() {
  const bundle = createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle');
  const list = readFileSync(bundle, 'utf8').match(/disabledFeatures = \[([\s\S]*?)\]/)?.[1];
  const names = [...(list ?? '').matchAll(/"(\w+)"/g)].map(([, name]) => name);
  if (names.length === 0)
    throw new Error(
      `Playwright's --disable-features list is no longer found in ${bundle}: see ${import.meta.url}`,
    );
  return names;
}

/**
 * The browser's own address-bar popup, a web page of Chromium's UI that it loads in a renderer of its
 * own for every new context (two pages), though a headless test never shows it: a fifth of the CPU
 * of a signed-in page load (4.1 -> 3.2 CPU-s, measured on the listing screen).
 */
const BROWSER_UI_UNSEEN = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...playwrightDisabledFeatures(), ...BROWSER_UI_UNSEEN].join(',')}`,
];

/** The environment of a demo build: no API configured, the embedded demo backend serves all. */
function demoEnv() {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('VITE_')) delete env[key];
  // a production build, also when a test runner (NODE_ENV=test) asks for it
  delete env.NODE_ENV;
  // the demo is a build-time choice: a production build without it and without an API fails
  env.VITE_DEMO = 'true';
  return env;
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: options.quiet ? 'pipe' : 'inherit',
      env: demoEnv(),
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${output}`)),
    );
  });
}

/** `vite build` of the demo bundle into dist/. */
export async function buildApp({ quiet = true, extraArgs = [] } = {}) {
  await run(process.execPath, [VITE, 'build', '--logLevel', 'warn', ...extraArgs], { quiet });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, child, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Serves dist/ with `vite preview` on a free port. `stop()` kills the server's whole process group
 * (and is safe to call twice); it also runs when this process exits.
 */
export async function startPreview() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [VITE, 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: demoEnv(),
    },
  );
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const stop = () => {
    if (child.exitCode !== null || child.killed) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  };
  process.once('exit', stop);
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(baseURL, child);
  } catch (error) {
    stop();
    throw new Error(`${error.message}\n${log}`);
  }
  return { baseURL, stop };
}

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
