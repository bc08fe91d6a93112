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
  SELF_REMOVING_WORKER,
} from '../../../build/app-worker';

describe("the app's service worker (build/app-worker.ts)", () => {
  it('precaches the build but never the runtime configuration nor the demo workers', () => {
    const { workbox } = appWorkerOptions();
    expect(workbox?.globIgnores).toEqual(
      expect.arrayContaining(['config.js', 'demo-worker.js', 'mockServiceWorker.js']),
    );
    expect(workbox?.globPatterns?.[0]).toMatch(/js,css,html/);
    // a deep link offline is the page; a missing build file is never the page
    expect(workbox?.navigateFallback).toBe('index.html');
    expect(workbox?.navigateFallbackDenylist?.some((pattern) => pattern.test('/assets/Shell-0ld.js'))).toBe(
      true,
    );
  });

  it('reads /config.js from the network first and keeps it for offline', () => {
    const [rule] = appWorkerOptions().workbox?.runtimeCaching ?? [];
    expect(rule.handler).toBe('NetworkFirst');
    const matches = rule.urlPattern as (options: { url: URL; sameOrigin: boolean }) => boolean;
    expect(matches({ url: new URL('https://app.example.id/config.js'), sameOrigin: true })).toBe(true);
    expect(matches({ url: new URL('https://api.example.id/config.js'), sameOrigin: false })).toBe(false);
  });

  it('waits for the person before a new deployment takes over', () => {
    const { workbox, registerType, injectRegister } = appWorkerOptions();
    expect(workbox?.skipWaiting).toBe(false);
    expect(workbox?.clientsClaim).toBe(false);
    expect(registerType).toBe('prompt');
    expect(injectRegister).toBe(false);
  });

  it("gives a demo build a /sw.js that removes itself, so the demo's worker keeps its scope", async () => {
    const plugins = appWorker(true);
    expect(plugins.map((plugin) => plugin.name)).toEqual(['app-worker-removed-in-demo']);
    const dir = mkdtempSync(path.join(tmpdir(), 'pbo-demo-'));
    try {
      const write = plugins[0].writeBundle as (this: unknown, options: { dir: string }) => void;
      write.call({}, { dir });
      const script = readFileSync(path.join(dir, APP_WORKER_FILE), 'utf8');
      expect(script).toBe(SELF_REMOVING_WORKER);
      expect(script).toContain('registration.unregister()');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(appWorker(false).some((plugin: Plugin) => plugin.name.startsWith('vite-plugin-pwa'))).toBe(true);
  });
});
