// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// @ts-expect-error a plain ES module of the browser suite, without types
import { startNginx } from '../../e2e/lib/nginx.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const env = {
  API_URL: 'https://api.example.id/v1',
  PAYMENT_API_URL: 'https://pay.example.id',
  UPLOAD_URL: 'https://upload.example.id',
  SOCKET_URL: 'https://rt.example.id',
  PRODUCT_NAME: 'Griya "Nusantara"',
  SESSION_SECRET: 'rahasia-produksi',
};
// the storage the upload service answers with, and a CDN: only the CSP's img-src needs them
const IMAGE_ORIGINS = 'https://storage.example.id/bucket, https://cdn.example.id';

let site: { baseURL: string; stop: () => void; dir: string };
let html: string;
const bigScript = `export const data = ${JSON.stringify('x'.repeat(20000))};\n`;

beforeAll(async () => {
  // a stand-in for dist/: what matters here is the server, not the app
  html = mkdtempSync(path.join(tmpdir(), 'pbo-dist-'));
  mkdirSync(path.join(html, 'assets'));
  writeFileSync(
    path.join(html, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(html, 'config.js'), 'window.__APP_CONFIG__ = {};\n');
  writeFileSync(path.join(html, 'assets', 'index-AbC123.js'), bigScript);
  writeFileSync(path.join(html, 'sw.js'), 'self.addEventListener("fetch", () => undefined);\n');
  writeFileSync(path.join(html, 'manifest.webmanifest'), '{"name":"Back-office Properti"}\n');
  site = await startNginx({ htmlDir: html, env: { ...env, IMAGE_ORIGINS } });
});

afterAll(() => {
  site?.stop();
  rmSync(html, { recursive: true, force: true });
});

describe('the entrypoint (deploy/app-config.sh)', () => {
  it('writes config.js from the environment, as JSON values', () => {
    const text = readFileSync(path.join(site.dir, 'html', 'config.js'), 'utf8');
    const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
    expect(JSON.parse(json)).toEqual(env);
  });

  it.each([
    ['API_URL', { API_URL: "https://api.example.id; script-src 'unsafe-eval'" }],
    [
      'IMAGE_ORIGINS',
      { API_URL: 'https://api.example.id', IMAGE_ORIGINS: 'https://cdn.example.id *; script-src' },
    ],
  ])('refuses a %s that is not http(s), so nothing odd reaches the CSP', (name, values) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pbo-conf-'));
    const run = spawnSync('sh', [path.join(ROOT, 'deploy/app-config.sh')], {
      env: {
        PATH: process.env.PATH,
        ...values,
        APP_HTML_DIR: dir,
        APP_CONF_DIR: dir,
        APP_TEMPLATE_DIR: path.join(ROOT, 'deploy/nginx'),
      },
      encoding: 'utf8',
    });
    rmSync(dir, { recursive: true, force: true });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain(`${name} is not an http(s) URL`);
  });
});

describe('nginx with the repository configuration', () => {
  it('serves index.html for a deep link (SPA fallback), never cached', async () => {
    const response = await fetch(`${site.baseURL}/dashboard/listing`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const index = await fetch(`${site.baseURL}/`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const config = await fetch(`${site.baseURL}/config.js`);
    expect(config.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the service worker and the manifest uncached with their types, and never the page for them', async () => {
    const worker = await fetch(`${site.baseURL}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('content-security-policy')).toContain("worker-src 'self'");
    const manifest = await fetch(`${site.baseURL}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    // a build without it (the notifications' part missing): a 404, not index.html taken for a script
    const missing = await fetch(`${site.baseURL}/sw-app.js`);
    expect(missing.status).toBe(404);
  });

  it('caches hashed assets for good, and answers a missing chunk with 404 rather than index.html', async () => {
    const asset = await fetch(`${site.baseURL}/assets/index-AbC123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    const gone = await fetch(`${site.baseURL}/assets/Shell-old999.js`);
    expect(gone.status).toBe(404);
  });

  it('compresses with gzip', async () => {
    const { request } = await import('node:http');
    const body = await new Promise<{ encoding?: string; data: Buffer }>((resolve, reject) => {
      request(`${site.baseURL}/assets/index-AbC123.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], data: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });
    expect(body.encoding).toBe('gzip');
    expect(body.data.length).toBeLessThan(bigScript.length / 10);
    expect(gunzipSync(body.data).toString()).toBe(bigScript);
  });

  it('sends the security headers, with a CSP that allows only the configured hosts and the socket', async () => {
    for (const url of ['/', '/dashboard/listing', '/assets/index-AbC123.js', '/config.js']) {
      const { headers } = await fetch(`${site.baseURL}${url}`);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = headers.get('content-security-policy') ?? '';
      const directive = (name: string) =>
        csp
          .split(';')
          .map((part) => part.trim())
          .find((part) => part.startsWith(`${name} `));
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive('script-src')).toBe("script-src 'self'");
      expect(directive('connect-src')).toBe(
        "connect-src 'self' https://api.example.id https://pay.example.id https://upload.example.id https://rt.example.id wss://rt.example.id",
      );
      expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
      expect(directive('img-src')).toBe(
        "img-src 'self' data: blob: https://upload.example.id https://api.example.id https://storage.example.id https://cdn.example.id",
      );
    }
  });
});
