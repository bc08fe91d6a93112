// The page's first module (src/entry.ts): with a session stored, the session's code and axios the page
// lists are fetched beside the app's own chunk, not once the app has run, and on a signed-in address
// the screens' code too; the login page fetches none of them. The app is imported once the page is parsed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { screen, within } from '@testing-library/react';

import { CHUNK_RELOAD_KEY } from '../../../src/boot/chunk-recovery';
import { SCREENS_CODE_META, SESSION_CODE_META } from '../../../src/boot/fetch-ahead';
import { bootUi } from '../../../src/locales/ui-boot';
import { SESSION_KEY } from '../../../src/session/session-key';

const SCRIPTS = ['/assets/session-a.js', '/assets/axios-b.js'];
const STYLE = '/assets/session-c.css';
const SCREENS = ['/assets/signed-in-d.js', '/assets/held-e.js'];
const SCREENS_STYLE = '/assets/signed-in-f.css';

/** The chunks the page has fetched ahead (preloads, not run). */
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) =>
    link.getAttribute('href'),
  );

/** Runs the page's first module afresh on the page's storage; `imported()`: whether it has imported the app. */
async function startEntry(): Promise<{ imported: () => boolean }> {
  let imported = false;
  vi.resetModules();
  vi.doMock('../../../src/main', () => ((imported = true), {}));
  await import('../../../src/entry');
  return { imported: () => imported };
}

/**
 * Runs the page's first module afresh on a page that lists `SCRIPTS` and `STYLE` as the session's code
 * (and `SCREENS`, `SCREENS_STYLE` as the screens'): the app imported, and the chunks it fetched ahead.
 */
async function runEntry(): Promise<string[]> {
  const { imported } = await startEntry();
  await vi.waitFor(() => expect(imported(), 'the app was not imported').toBe(true));
  return preloaded() as string[];
}

beforeEach(() => {
  const meta = (name: string, files: string[]) => {
    const tag = document.createElement('meta');
    tag.name = name;
    tag.content = files.join(' ');
    return tag;
  };
  document.head.replaceChildren(
    meta(SESSION_CODE_META, [...SCRIPTS, STYLE]),
    meta(SCREENS_CODE_META, [...SCREENS, SCREENS_STYLE]),
  );
  // the login page's address unless a test says otherwise (files before this one leave theirs)
  window.history.replaceState(null, '', '/');
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
    expect(link?.getAttribute('fetchpriority')).toBeNull();
  });

  it("on a signed-in address: the screens' code too, after the session's and at a low priority", async () => {
    window.localStorage.setItem(SESSION_KEY, 'cipher text');
    window.history.replaceState(null, '', '/dashboard/listing');
    expect(await runEntry()).toEqual([...SCRIPTS, ...SCREENS]);
    for (const href of [...SCREENS, SCREENS_STYLE]) {
      const link = document.head.querySelector(`link[href="${href}"]`);
      expect(link?.getAttribute('fetchpriority'), href).toBe('low');
      expect(link?.getAttribute('crossorigin'), href).toBe('');
    }
    expect(document.head.querySelector(`link[rel="stylesheet"][href="${SCREENS_STYLE}"]`)).not.toBeNull();
  });

  it("an address outside the shell is not a signed-in one (/dashboardx): the session's code alone", async () => {
    window.localStorage.setItem(SESSION_KEY, 'cipher text');
    window.history.replaceState(null, '', '/dashboardx');
    expect(await runEntry()).toEqual(SCRIPTS);
  });

  it('the app only once the page has been parsed (it reads /config.js, the last script), the fetches at once', async () => {
    window.localStorage.setItem(SESSION_KEY, 'cipher text');
    window.history.replaceState(null, '', '/dashboard');
    const parsing = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      const { imported } = await startEntry();
      expect(preloaded()).toEqual([...SCRIPTS, ...SCREENS]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(imported(), 'the app was imported before the page was parsed').toBe(false);
      parsing.mockReturnValue('interactive');
      document.dispatchEvent(new Event('DOMContentLoaded'));
      await vi.waitFor(() => expect(imported()).toBe(true));
    } finally {
      parsing.mockRestore();
    }
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
    expect(statics).toEqual([
      './boot/app-load-failure',
      './boot/fetch-ahead',
      './resources/paths',
      './session/session-key',
    ]);
    // and the page loads it async: it does not wait for /config.js to come and run before it fetches
    expect(readFileSync(resolve(__dirname, '../../../index.html'), 'utf8')).toContain(
      '<script type="module" async src="/src/entry.ts"></script>',
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
