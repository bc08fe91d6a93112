// The page's classic scripts of public/ are served minified (build/minify-public.ts): theme-boot.js,
// which every page runs before its first paint, the login page's too, does what its source does.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Plugin } from 'vite';

import { MINIFIED_PUBLIC_SCRIPTS, minifyPublicScripts, minifyScript } from '../../../build/minify-public';
import { saveBootSkeleton } from '../../../src/boot/boot-skeleton';
import { SESSION_KEY } from '../../../src/session/session-key';
import { BOOT_THEME_KEY } from '../../../src/theme/theme-choice';

const source = readFileSync(path.resolve(__dirname, '../../../public/theme-boot.js'), 'utf8');
const minified = minifyScript('theme-boot.js', source);
const HTML = '<div class="screen-skeleton"><ul><li class="resource-card">Rumah Asri</li></ul></div>';

/** The page after `script` ran at `/dashboard/listing`: its theme and its root. */
function runOnPage(script: string) {
  window.history.replaceState({}, '', '/dashboard/listing');
  Object.defineProperty(window, 'innerWidth', { value: 412, configurable: true });
  document.documentElement.removeAttribute('data-theme');
  document.body.innerHTML = '<div id="root">Loading ...</div><script></script>';
  new Function(script)();
  return {
    theme: document.documentElement.getAttribute('data-theme'),
    background: document.documentElement.style.backgroundColor,
    root: document.getElementById('root')!.innerHTML,
  };
}

afterEach(() => localStorage.clear());

describe('public/theme-boot.js as the build serves it', () => {
  it('is minified: under half its source, no comment left', () => {
    expect(MINIFIED_PUBLIC_SCRIPTS).toContain('theme-boot.js');
    expect(minified.length).toBeLessThan(source.length / 2);
    expect(minified).not.toMatch(/\/\/|\/\*/);
  });

  it('paints the stored theme and draws the boot skeleton as its source does', () => {
    localStorage.setItem(BOOT_THEME_KEY, 'dark');
    localStorage.setItem(SESSION_KEY, 'ciphertext-of-ana');
    saveBootSkeleton(localStorage, {
      path: '/dashboard/listing',
      html: HTML,
      width: 412,
      expiresAt: Date.now() + 60_000,
    });
    const fromSource = runOnPage(source);
    expect(fromSource).toMatchObject({ theme: 'dark', root: HTML });
    expect(runOnPage(minified)).toEqual(fromSource);

    localStorage.clear();
    localStorage.setItem(BOOT_THEME_KEY, 'light');
    expect(runOnPage(minified)).toEqual(runOnPage(source));
  });
});

describe('minifyPublicScripts', () => {
  it('rewrites the listed scripts of the written build, and fails on one it cannot read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'minify-public-'));
    try {
      writeFileSync(
        path.join(dir, 'boot.js'),
        '// a comment\n(function () {\n  var answer = 42;\n  window.answer = answer;\n})();\n',
      );
      const plugin = minifyPublicScripts(['boot.js']) as Plugin & { writeBundle: (options: object) => void };
      plugin.writeBundle.call({}, { dir });
      const written = readFileSync(path.join(dir, 'boot.js'), 'utf8');
      expect(written).not.toContain('comment');
      new Function(written)();
      expect((window as unknown as { answer?: number }).answer).toBe(42);

      writeFileSync(path.join(dir, 'boot.js'), '(function () {');
      expect(() => plugin.writeBundle.call({}, { dir })).toThrow(/minify-public: boot\.js/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      Reflect.deleteProperty(window, 'answer');
    }
  });
});
