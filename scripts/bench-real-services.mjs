// Part of `npm run bench`: the build for real services (VITE_DEMO=false, no demo code in it) and a
// small local fake of the services to run it against. The fake answers with the demo's own MSW
// handlers (src/mocks/handlers, loaded through Vite's module runner, so the TypeScript runs as is)
// behind a node:http server that also serves the build, gzipped as nginx does, and a /config.js naming
// the fake's services. It prints nothing itself.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { freePort, ROOT } from '../tests/e2e/lib/server.mjs';
import { viteModules } from './vite-modules.mjs';

/** Where the real-services build goes (under node_modules: no lint, no git, apart from dist/). */
export const REAL_DIST = path.join(ROOT, 'node_modules/.bench-real-dist');
const VITE = path.join(ROOT, 'node_modules/vite/bin/vite.js');
const SERVICES = ['main', 'payment', 'auth', 'upload'];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** `vite build` without the demo backend (every VITE_* of this process left out) into REAL_DIST. */
export function buildRealServices(extraArgs = [], outDir = REAL_DIST) {
  // (and without NODE_ENV: a production build, also when a test runner, NODE_ENV=test, asks for it)
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_') && key !== 'NODE_ENV'),
  );
  env.VITE_DEMO = 'false';
  const args = [VITE, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir', ...extraArgs];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build (real services) exited ${code}\n${output}`)),
    );
  });
}

/** The demo's handlers for the four services under `${origin}/services/<name>`, and msw's dispatcher. */
async function loadHandlers(origin) {
  const modules = await viteModules();
  try {
    const { createHandlers } = await modules.load('/src/mocks/handlers/index.ts');
    const { getResponse } = await import('msw');
    const bases = Object.fromEntries(SERVICES.map((name) => [name, `${origin}/services/${name}`]));
    return { handlers: createHandlers(bases), getResponse, close: modules.close };
  } catch (error) {
    await modules.close();
    throw error;
  }
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function send(request, response, status, headers, body) {
  const zip = body.length > 512 && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const payload = zip ? gzipSync(body) : body;
  response.writeHead(status, {
    ...headers,
    ...(zip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
    'content-length': payload.length,
  });
  response.end(payload);
}

/**
 * Serves `dist` (REAL_DIST by default) and the fake services on one free port of 127.0.0.1; returns
 * `{ baseURL, servicesURL, stop }`. `cors`: the services also answer a page of another origin (the
 * build served by nginx in the browser suite), as real services on their own hosts do.
 */
export async function startFakeServices({ dist = REAL_DIST, cors = false } = {}) {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`no build in ${dist}`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const { handlers, getResponse, close } = await loadHandlers(origin);
  const config = `window.__APP_CONFIG__ = ${JSON.stringify({
    API_URL: `${origin}/services/main`,
    PAYMENT_API_URL: `${origin}/services/payment`,
    AUTH_API_URL: `${origin}/services/auth`,
    UPLOAD_URL: `${origin}/services/upload`,
    SOCKET_URL: origin,
  })};\n`;
  const index = readFileSync(path.join(dist, 'index.html'));
  // BENCH_FAIL_EVERY=<n>: the first try of every n-th record deleted is answered 503 with a proxy's
  // HTML page, as by a service failing for a moment
  const failEvery = Number(process.env.BENCH_FAIL_EVERY || 0);
  const failedOnce = new Set();
  let deleted = 0;
  /** The services' calls, oldest first, as the demo's service worker logs them (bench-outbox.mjs reads both). */
  const taken = [];
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', origin);
      if (url.pathname.startsWith('/services/') && request.method !== 'OPTIONS') {
        const call = { at: Date.now(), method: request.method, url: url.href, status: null };
        taken.push(call);
        response.once('finish', () => (call.status = response.statusCode));
      }
      if (
        failEvery > 0 &&
        request.method === 'DELETE' &&
        !failedOnce.has(url.pathname) &&
        (deleted += 1) % failEvery === 0
      ) {
        failedOnce.add(url.pathname);
        const page = Buffer.from('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
        send(request, response, 503, { 'content-type': 'text/html' }, page);
        return;
      }
      if (url.pathname.startsWith('/services/')) {
        if (cors) {
          response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
          if (request.method === 'OPTIONS') {
            response.writeHead(204, {
              'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
              'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '',
              'access-control-max-age': '600',
            });
            response.end();
            return;
          }
        }
        const body = ['GET', 'HEAD'].includes(request.method ?? 'GET') ? undefined : await readBody(request);
        const fetchRequest = new Request(url, {
          method: request.method,
          headers: Object.entries(request.headers).flatMap(([key, value]) =>
            value === undefined ? [] : [[key, Array.isArray(value) ? value.join(', ') : value]],
          ),
          body,
        });
        const answer = await getResponse(handlers, fetchRequest);
        if (!answer) {
          send(request, response, 404, { 'content-type': 'application/json' }, Buffer.from('{"status":404}'));
          return;
        }
        const headers = Object.fromEntries(answer.headers);
        delete headers['content-length'];
        send(request, response, answer.status, headers, Buffer.from(await answer.arrayBuffer()));
        return;
      }
      if (url.pathname === '/config.js') {
        send(
          request,
          response,
          200,
          { 'content-type': TYPES['.js'], 'cache-control': 'no-cache' },
          Buffer.from(config),
        );
        return;
      }
      // the realtime socket is not faked: its polling gets a plain 404, as from a service without it
      if (url.pathname.startsWith('/socket.io/')) {
        send(request, response, 404, { 'content-type': 'text/plain' }, Buffer.from('no socket'));
        return;
      }
      const file = path.join(
        dist,
        path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''),
      );
      if (file.startsWith(dist) && existsSync(file) && !file.endsWith(path.sep) && path.extname(file)) {
        const hashed = url.pathname.startsWith('/assets/');
        send(
          request,
          response,
          200,
          {
            'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
            'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          },
          readFileSync(file),
        );
        return;
      }
      send(request, response, 200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' }, index);
    } catch (error) {
      send(request, response, 500, { 'content-type': 'text/plain' }, Buffer.from(String(error)));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await close();
  };
  return { baseURL: origin, servicesURL: (name) => `${origin}/services/${name}`, served: () => taken, stop };
}
