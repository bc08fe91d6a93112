// The page's first module (src/entry.ts): with a session stored, the session's code and axios the page
// lists are fetched beside the app's own chunk, not once the app has run; the login page fetches neither.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { screen, within } from '@testing-library/react';

import { CHUNK_RELOAD_KEY } from '../../../src/boot/chunk-recovery';
import { SESSION_CODE_META } from '../../../src/boot/fetch-ahead';
import { bootUi } from '../../../src/locales/ui-boot';
import { SESSION_KEY } from '../../../src/session/session-key';

const SCRIPTS = ['/assets/session-a.js', '/assets/axios-b.js'];
const STYLE = '/assets/session-c.css';

/**
 * Runs the page's first module afresh on the page's storage, on a page that lists `SCRIPTS` and `STYLE` as the
 * session's code: the app imported, and the chunks it fetched ahead (preloads, not run).
 */
async function runEntry(): Promise<string[]> {
  let imported = false;
  vi.resetModules();
  vi.doMock('../../../src/main', () => ((imported = true), {}));
  await import('../../../src/entry');
  await vi.waitFor(() => expect(imported, 'the app was not imported').toBe(true));
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
    (link) => link.getAttribute('href'),
  ) as string[];
}

beforeEach(() => {
  const meta = document.createElement('meta');
  meta.name = SESSION_CODE_META;
  meta.content = [...SCRIPTS, STYLE].join(' ');
  document.head.replaceChildren(meta);
});
afterEach(() => {
  window.localStorage.clear();
  document.head.replaceChildren();
});

describe("the page's first module", () => {
  it("with a session stored: the session's code and axios the page lists, and the app", async () => {
    window.localStorage.setItem(SESSION_KEY, 'cipher text');
    expect(await runEntry()).toEqual(SCRIPTS);
    // the style sheet linked, so that the app's import of the chunk does not wait for a request of its own
    expect(document.head.querySelector(`link[rel="stylesheet"][href="${STYLE}"]`)).not.toBeNull();
    const link = document.head.querySelector('link[rel="preload"]');
    // as the app's module scripts ask for them, so the browser uses what it fetched ahead
    expect(link?.getAttribute('crossorigin')).toBe('');
  });

  it('without one (the login page): the app alone', async () => {
    expect(await runEntry()).toEqual([]);
  });

  it('a storage the browser refuses is no session: the app alone', async () => {
    const refused = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(await runEntry()).toEqual([]);
    } finally {
      refused.mockRestore();
    }
  });

  it("imports none of the app's code statically, so it runs before the app's chunk has come", () => {
    const code = readFileSync(resolve(__dirname, '../../../src/entry.ts'), 'utf8');
    const statics = [...code.matchAll(/^import [^;]*from '([^']+)'/gm)].map(([, spec]) => spec);
    expect(statics).toEqual(['./boot/app-load-failure', './boot/fetch-ahead', './session/session-key']);
    expect(readFileSync(resolve(__dirname, '../../../index.html'), 'utf8')).toContain(
      '<script type="module" src="/src/entry.ts"></script>',
    );
  });

  describe("the app's chunk fails to come", () => {
    /** Runs the page's first module on a page showing "Loading ...", the app's import failing. */
    async function runEntryFailing() {
      vi.resetModules();
      vi.doMock('../../../src/main', () => {
        throw new TypeError('Failed to fetch dynamically imported module: /assets/boot-x.js');
      });
      document.body.innerHTML = '<div id="root"><div role="status">Loading ...</div></div>';
      await import('../../../src/entry');
    }
    afterEach(() => {
      window.sessionStorage.clear();
      document.body.replaceChildren();
    });

    it('the first time, the page reloads (marked, so that it does not loop)', async () => {
      const reload = vi.fn();
      vi.stubGlobal('location', { ...window.location, reload });
      try {
        await runEntryFailing();
        await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
        expect(Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(0);
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('again a moment after that reload: says so, with a button that reloads', async () => {
      window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 1000));
      await runEntryFailing();
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: bootUi.crash.chunkTitle })).toBeInTheDocument();
      expect(alert).toHaveTextContent(bootUi.crash.chunkText);
      expect(screen.queryByText('Loading ...')).not.toBeInTheDocument();
      const reload = vi.fn();
      vi.stubGlobal('location', { ...window.location, reload });
      try {
        within(alert).getByRole('button', { name: bootUi.crash.reload }).click();
        expect(reload).toHaveBeenCalledTimes(1);
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });
});
