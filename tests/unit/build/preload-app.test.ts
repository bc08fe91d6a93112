// @vitest-environment node
// The page fetches the app's start itself (build/preload-app.ts), beside its small first module.
import type { HtmlTagDescriptor, IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';

import { preloadApp } from '../../../build/preload-app';
import { SCREENS_CODE_META, SESSION_CODE_META } from '../../../src/boot/fetch-ahead';

/** A chunk of a built bundle as the plugin reads it. */
function chunk(fileName: string, name: string, imports: string[] = [], css: string[] = [], isEntry = false) {
  return { type: 'chunk', fileName, name, imports, isEntry, viteMetadata: { importedCss: new Set(css) } };
}

const BUNDLE = {
  'assets/index-a.js': chunk('assets/index-a.js', 'index', ['assets/page-entry-b.js'], [], true),
  'assets/page-entry-b.js': chunk('assets/page-entry-b.js', 'page-entry'),
  'assets/boot-c.js': chunk(
    'assets/boot-c.js',
    'boot',
    ['assets/runtime-d.js', 'assets/page-entry-b.js'],
    ['assets/boot-e.css'],
  ),
  'assets/runtime-d.js': chunk('assets/runtime-d.js', 'rolldown-runtime'),
  'assets/session-f.js': chunk(
    'assets/session-f.js',
    'session',
    ['assets/boot-c.js'],
    ['assets/session-g.css'],
  ),
  'assets/signed-in-h.js': chunk(
    'assets/signed-in-h.js',
    'signed-in',
    ['assets/boot-c.js', 'assets/session-f.js', 'assets/held-i.js'],
    ['assets/signed-in-j.css'],
  ),
  'assets/held-i.js': chunk('assets/held-i.js', 'held-changes', ['assets/boot-c.js']),
  'assets/boot-e.css': { type: 'asset', fileName: 'assets/boot-e.css' },
};

/** The tags the plugin adds to `html` of the built `bundle`, with the app's `base`. */
function tagsFor(html: string, bundle: object = BUNDLE, base = '/'): HtmlTagDescriptor[] {
  const plugin = preloadApp('boot', { session: ['session'], screens: ['signed-in'] }) as unknown as {
    configResolved: (config: { base: string }) => void;
    transformIndexHtml: { handler: (html: string, ctx: IndexHtmlTransformContext) => HtmlTagDescriptor[] };
  };
  plugin.configResolved({ base });
  return plugin.transformIndexHtml.handler(html, {
    path: '/index.html',
    filename: 'index.html',
    bundle: bundle as IndexHtmlTransformContext['bundle'],
  });
}

const hrefs = (tags: HtmlTagDescriptor[], rel: string) =>
  tags.filter((tag) => tag.attrs?.rel === rel).map((tag) => tag.attrs?.href);

describe('preloadApp', () => {
  const PAGE = '<head><link rel="modulepreload" crossorigin href="/assets/page-entry-b.js"></head>';

  it("preloads the app's start and what it imports, links its styles, and repeats no link the page has", () => {
    const tags = tagsFor(PAGE);
    expect(hrefs(tags, 'modulepreload')).toEqual(['/assets/boot-c.js', '/assets/runtime-d.js']);
    expect(hrefs(tags, 'stylesheet')).toEqual(['/assets/boot-e.css']);
    expect(tags.filter((tag) => tag.tag === 'link').every((tag) => tag.attrs?.crossorigin === true)).toBe(
      true,
    );
    expect(tags.filter((tag) => tag.tag === 'link').every((tag) => tag.injectTo === 'head')).toBe(true);
  });

  it("lists a stored session's chunks, then the screens' beyond them, for the page's first module to fetch", () => {
    const meta = tagsFor(PAGE).filter((tag) => tag.tag === 'meta');
    expect(meta).toEqual([
      {
        tag: 'meta',
        attrs: { name: SESSION_CODE_META, content: '/assets/session-f.js /assets/session-g.css' },
        // ahead of the page's first module, which is async and may run before the rest of the head is read
        injectTo: 'head-prepend',
      },
      {
        tag: 'meta',
        attrs: {
          name: SCREENS_CODE_META,
          content: '/assets/signed-in-h.js /assets/held-i.js /assets/signed-in-j.css',
        },
        injectTo: 'head-prepend',
      },
    ]);
  });

  it("writes the addresses under the app's base", () => {
    const tags = tagsFor(PAGE, BUNDLE, '/admin/');
    expect(hrefs(tags, 'modulepreload')).toContain('/admin/assets/boot-c.js');
    expect(tags.find((tag) => tag.tag === 'meta')?.attrs?.content).toBe(
      '/admin/assets/session-f.js /admin/assets/session-g.css',
    );
  });

  it('fails the build when the bundle has no such chunk, rather than a page that fetches it late', () => {
    const { 'assets/boot-c.js': _boot, ...without } = BUNDLE;
    expect(() => tagsFor(PAGE, without)).toThrow(/no chunk named "boot"/);
  });
});
