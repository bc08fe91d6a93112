// A phone's list as the last visit drew it, drawn by the page's first module before the app's code
// runs: only at the same address, for the same stored session, at the same width, until it expires.
import { keepFrame, KEPT_FRAME_KEY, showKeptFrame, whenRootParsed } from '../../../src/boot/kept-frame';
import { SESSION_KEY } from '../../../src/session/session-key';
import { buildProviders, signIn, SUPERADMIN } from '../support/app';

const HTML = '<div class="screen-frame"><li class="resource-card">Rumah Asri</li></div>';
const NOW = Date.UTC(2026, 10, 25, 9, 0);
const at = (pathname: string, search = '') => ({ pathname, search });

function rootWith(text = 'Loading ...') {
  const root = document.createElement('div');
  root.textContent = text;
  return root;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(SESSION_KEY, 'ciphertext-of-ana');
});

describe('the kept frame', () => {
  it('is drawn at its address for the session that drew it, at the width it was drawn at', () => {
    keepFrame(
      localStorage,
      { path: '/dashboard/listing', html: HTML, expiresAt: NOW + 60_000, width: 412 },
      NOW,
    );
    const root = rootWith();
    expect(showKeptFrame(root, at('/dashboard/listing'), localStorage, 412, NOW + 1000)).toBe(true);
    expect(root.innerHTML).toBe(HTML);
  });

  it('is not drawn at another address or with a page, sort or filter in it, at another width, for another session or none, expired, or older than three days', () => {
    keepFrame(
      localStorage,
      { path: '/dashboard/listing', html: HTML, expiresAt: NOW + 60_000, width: 412 },
      NOW,
    );
    const refused = [
      () => showKeptFrame(rootWith(), at('/dashboard/leads'), localStorage, 412, NOW),
      () => showKeptFrame(rootWith(), at('/dashboard/listing', '?currentPage=2'), localStorage, 412, NOW),
      () => showKeptFrame(rootWith(), at('/dashboard/listing'), localStorage, 915, NOW),
      // the token has expired
      () => showKeptFrame(rootWith(), at('/dashboard/listing'), localStorage, 412, NOW + 60_000),
    ];
    for (const show of refused) expect(show()).toBe(false);
    // another session stored (another user signed in, or the same one again with a new token)
    localStorage.setItem(SESSION_KEY, 'ciphertext-of-budi');
    const root = rootWith();
    expect(showKeptFrame(root, at('/dashboard/listing'), localStorage, 412, NOW)).toBe(false);
    expect(root.textContent).toBe('Loading ...');
    localStorage.removeItem(SESSION_KEY);
    expect(showKeptFrame(rootWith(), at('/dashboard/listing'), localStorage, 412, NOW)).toBe(false);

    // a token without expiry: at most three days
    localStorage.setItem(SESSION_KEY, 'ciphertext-of-ana');
    keepFrame(localStorage, { path: '/dashboard/listing', html: HTML, width: 412 }, NOW);
    const day = 24 * 60 * 60 * 1000;
    expect(showKeptFrame(rootWith(), at('/dashboard/listing'), localStorage, 412, NOW + 2 * day)).toBe(true);
    expect(showKeptFrame(rootWith(), at('/dashboard/listing'), localStorage, 412, NOW + 3 * day + 1)).toBe(
      false,
    );
  });

  it('is kept only with a stored session, and a bad or refused storage draws nothing and throws nothing', () => {
    localStorage.removeItem(SESSION_KEY);
    keepFrame(localStorage, { path: '/dashboard/listing', html: HTML, width: 412 }, NOW);
    expect(localStorage.getItem(KEPT_FRAME_KEY)).toBeNull();

    localStorage.setItem(SESSION_KEY, 'ciphertext-of-ana');
    for (const bad of ['{', 'null', '42', '{"path":"/dashboard/listing"}']) {
      localStorage.setItem(KEPT_FRAME_KEY, bad);
      expect(showKeptFrame(rootWith(), at('/dashboard/listing'), localStorage, 412, NOW)).toBe(false);
    }
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(() => keepFrame(refusing, { path: '/x', html: HTML, width: 412 }, NOW)).not.toThrow();
    expect(showKeptFrame(rootWith(), at('/x'), refusing, 412, NOW)).toBe(false);
  });

  it('leaves the device with the session (a sign-out)', async () => {
    const providers = buildProviders();
    signIn(providers.store, SUPERADMIN);
    keepFrame(localStorage, { path: '/dashboard/listing', html: HTML, width: 412 });
    expect(localStorage.getItem(KEPT_FRAME_KEY)).not.toBeNull();
    await providers.authProvider.logout({});
    expect(localStorage.getItem(KEPT_FRAME_KEY)).toBeNull();
  });

  it('is drawn once the parser has closed the root, not into a root still taking its children', async () => {
    const doc = document.implementation.createHTMLDocument('page');
    const drawn: Element[] = [];
    // the root parsed with what follows it: at once
    doc.body.innerHTML = '<div id="root"></div><script></script>';
    whenRootParsed(doc, (root) => drawn.push(root));
    expect(drawn).toHaveLength(1);

    const later = document.implementation.createHTMLDocument('page');
    Object.defineProperty(later, 'readyState', { value: 'loading' });
    const seen: Element[] = [];
    whenRootParsed(later, (root) => seen.push(root));
    const root = later.createElement('div');
    root.id = 'root';
    later.body.append(root);
    await Promise.resolve();
    expect(seen).toHaveLength(0);
    later.body.append(later.createElement('script'));
    await vi.waitFor(() => expect(seen).toEqual([root]));
  });
});
