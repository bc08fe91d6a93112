// Part of `npm run bench -- --visits`: a built copy of the stock Refine + antd template (BENCH_STOCK_DIR),
// the yardstick of the visits' figures, served as a production host serves it (hashed files
// cached for a year, gzip) beside its own small JSON API (its stub-api.mjs on 127.0.0.1:4000, the
// address its build names). It is measured only when built: `npm ci && npx vite build` in a copy of it
// (its README). It prints nothing itself.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { freePort } from '../tests/e2e/lib/server.mjs';

/** Where the built template is (BENCH_STOCK_DIR); none: it is not measured. */
export const STOCK_DIR = process.env.BENCH_STOCK_DIR ? path.resolve(process.env.BENCH_STOCK_DIR) : undefined;
const STUB_PORT = 4000;
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Whether the template has been built (its dist/ and its API's script are there). */
export function stockBuilt(dir = STOCK_DIR) {
  return (
    Boolean(dir) &&
    existsSync(path.join(dir, 'dist/index.html')) &&
    existsSync(path.join(dir, 'stub-api.mjs'))
  );
}

/** Once `url` answers (the stub API started). */
async function answers(url, tries = 50) {
  for (let left = tries; left > 0; left -= 1) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Serves the template's dist/ on a free port of 127.0.0.1 and starts its stub API; returns the visit's
 * target for bench-visits.mjs (`{ name, baseURL, path, record, signIn, stop }`).
 */
export async function startStockTemplate(dir = STOCK_DIR) {
  const dist = path.join(dir, 'dist');
  const api = spawn(process.execPath, ['stub-api.mjs'], {
    cwd: dir,
    env: { ...process.env, PORT: String(STUB_PORT) },
    stdio: 'ignore',
  });
  await answers(`http://127.0.0.1:${STUB_PORT}/posts?_start=0&_end=1`);
  const index = readFileSync(path.join(dist, 'index.html'));
  const port = await freePort();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    const file = path.join(
      dist,
      path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''),
    );
    const found = file.startsWith(dist) && path.extname(file) && existsSync(file);
    // a missing file is a 404 (not the page: a blank page of the origin runs none of the app)
    if (!found && path.extname(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
      return;
    }
    const body = found ? readFileSync(file) : index;
    const zip = body.length > 512 && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const payload = zip ? gzipSync(body) : body;
    response.writeHead(200, {
      'content-type': (found && TYPES[path.extname(file)]) || TYPES['.html'],
      'cache-control': url.pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(zip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
      'content-length': payload.length,
    });
    response.end(payload);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    name: 'Stock Refine + antd template',
    baseURL,
    path: '/posts',
    record: '.ant-table-row',
    // its auth provider reads a name in local storage (its README)
    signIn: async (context) => {
      const page = await context.newPage();
      await page.goto(`${baseURL}/favicon.svg`);
      await page.evaluate(() => localStorage.setItem('refine-auth', 'demo@refine.dev'));
      await page.close();
    },
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      api.kill('SIGTERM');
    },
  };
}
