// A phone's list as the last visit drew it: kept by the app (src/boot/boot-skeleton.ts), drawn by
// public/theme-boot.js as the page is parsed, before the app's code runs: only at the same address,
// for the same stored session, at the same width, until it ends.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { BOOT_SKELETON_KEY, saveBootSkeleton } from '../../../src/boot/boot-skeleton';
import { SESSION_KEY } from '../../../src/session/session-key';
import { buildProviders, signIn, SUPERADMIN } from '../support/app';

const boot = readFileSync(path.resolve(__dirname, '../../../public/theme-boot.js'), 'utf8');
const HTML = '<div class="screen-skeleton"><ul><li class="resource-card">Rumah Asri</li></ul></div>';
const LOADING = '<div role="status">Loading ...</div>';
const DAY = 24 * 60 * 60 * 1000;

/** A page at `address` and `width`, its root parsed (`closed`) or still open, then theme-boot.js run. */
function load(address: string, { width = 412, closed = true } = {}) {
  window.history.replaceState({}, '', address);
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  document.body.innerHTML = `<div id="root">${LOADING}</div>${closed ? '<script></script>' : ''}`;
  new Function(boot)();
  return document.getElementById('root')!;
}
const keep = (options: { expiresAt?: number; width?: number } = {}, now = Date.now()) =>
  saveBootSkeleton(localStorage, { path: '/dashboard/listing', html: HTML, width: 412, ...options }, now);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(SESSION_KEY, 'ciphertext-of-ana');
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'readyState');
});

describe('the boot skeleton', () => {
  it('is drawn at its address for the session that drew it, at the width it was drawn at', () => {
    keep({ expiresAt: Date.now() + 60_000 });
    expect(load('/dashboard/listing').innerHTML).toBe(HTML);
  });

  it('says how old it is, with its date on a later day', () => {
    const HEADED = '<div class="screen-skeleton"><p class="page-subtitle">\u00a0</p></div>';
    const at = Date.now() - 60_000;
    const age = { at, sameDay: 'Data pukul 10.32', otherDay: 'Data 24/11 pukul 10.32' };
    saveBootSkeleton(localStorage, { path: '/dashboard/listing', html: HEADED, width: 412, age });
    expect(load('/dashboard/listing').querySelector('.page-subtitle')?.textContent).toBe('Data pukul 10.32');
    saveBootSkeleton(
      localStorage,
      { path: '/dashboard/listing', html: HEADED, width: 412, age: { ...age, at: at - 2 * DAY } },
      at,
    );
    expect(load('/dashboard/listing').querySelector('.page-subtitle')?.textContent).toBe(
      'Data 24/11 pukul 10.32',
    );
  });

  it('is not drawn at another address or with a page, sort or filter in it, at another width, for another session or none, expired, or older than three days', () => {
    keep({ expiresAt: Date.now() + 60_000 });
    expect(load('/dashboard/leads').innerHTML).toBe(LOADING);
    expect(load('/dashboard/listing?currentPage=2').innerHTML).toBe(LOADING);
    expect(load('/dashboard/listing', { width: 915 }).innerHTML).toBe(LOADING);
    // another session stored (another user signed in, or the same one again with a new token), or none
    localStorage.setItem(SESSION_KEY, 'ciphertext-of-budi');
    expect(load('/dashboard/listing').innerHTML).toBe(LOADING);
    localStorage.removeItem(SESSION_KEY);
    expect(load('/dashboard/listing').innerHTML).toBe(LOADING);

    // the token has expired
    localStorage.setItem(SESSION_KEY, 'ciphertext-of-ana');
    keep({ expiresAt: Date.now() - 1 });
    expect(load('/dashboard/listing').innerHTML).toBe(LOADING);
    // a token without expiry: at most three days
    keep({}, Date.now() - 2 * DAY);
    expect(load('/dashboard/listing').innerHTML).toBe(HTML);
    keep({}, Date.now() - 3 * DAY - 1000);
    expect(load('/dashboard/listing').innerHTML).toBe(LOADING);
  });

  it('is kept only with a stored session, and a bad or refused storage draws nothing and throws nothing', () => {
    localStorage.removeItem(SESSION_KEY);
    keep();
    expect(localStorage.getItem(BOOT_SKELETON_KEY)).toBeNull();

    localStorage.setItem(SESSION_KEY, 'ciphertext-of-ana');
    for (const bad of ['{', 'null', '42', '{"path":"/dashboard/listing"}']) {
      localStorage.setItem(BOOT_SKELETON_KEY, bad);
      expect(load('/dashboard/listing').innerHTML).toBe(LOADING);
    }
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => saveBootSkeleton(refusing, { path: '/x', html: HTML, width: 412 })).not.toThrow();
    const read = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(load('/dashboard/listing').innerHTML).toBe(LOADING);
    } finally {
      read.mockRestore();
    }
  });

  it('leaves the device with the session (a sign-out)', async () => {
    const providers = buildProviders();
    signIn(providers.store, SUPERADMIN);
    keep();
    expect(localStorage.getItem(BOOT_SKELETON_KEY)).not.toBeNull();
    await providers.authProvider.logout({});
    expect(localStorage.getItem(BOOT_SKELETON_KEY)).toBeNull();
  });

  it('is drawn once the parser has closed the root, not into a root still taking its children', async () => {
    keep();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const root = load('/dashboard/listing', { closed: false });
    expect(root.innerHTML).toBe(LOADING);
    // the parser goes on past the root
    document.body.append(document.createElement('script'));
    await vi.waitFor(() => expect(root.innerHTML).toBe(HTML));
  });
});
