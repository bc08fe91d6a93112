// Signing in through the real login form, and reusing that sign-in in fresh contexts.

export const DEMO_PASSWORD = 'demo12345';
export const ACCOUNTS = {
  superadmin: 'superadmin@demo.id',
  admin: 'admin@demo.id',
  firstTime: 'baru@demo.id',
  agent: 'agen@demo.id',
};

/** Fills the login form and presses Enter. */
export async function submitLogin(page, email, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata Sandi').fill(password);
  await page.getByLabel('Kata Sandi').press('Enter');
}

/** Signs in on a fresh page through the UI and waits for the shell. */
export async function signInViaUi(page, baseURL, email) {
  await page.goto(`${baseURL}/`);
  await submitLogin(page, email);
  await page.waitForURL(/\/dashboard/);
  await page.getByRole('button', { name: 'Menu profil' }).waitFor();
}

/**
 * The browser storage of a signed-in account, signed in once through the UI per run and reused, so
 * tests that are not about signing in start signed in. Cookies and local storage only: the demo
 * backend's data (IndexedDB) is left out, so every context starts from the seed.
 */
export function createSessionCache(browser, baseURL) {
  const cache = new Map();
  return async function storageStateOf(email) {
    if (!cache.has(email)) {
      cache.set(
        email,
        (async () => {
          const context = await browser.newContext();
          try {
            const page = await context.newPage();
            await signInViaUi(page, baseURL, email);
            return await context.storageState({ indexedDB: false });
          } finally {
            await context.close();
          }
        })(),
      );
    }
    return cache.get(email);
  };
}

const PRELOADED = 'e2e-storage-preloaded';

/**
 * Starts `context` with the local storage of `state` (from `storageStateOf`), written by an init
 * script before the first page's own scripts run. Playwright's `storageState` option does the same
 * by opening and navigating an extra page in every new context (a renderer of its own and ~0.4 s
 * of the browser process's CPU each). Once per context, as that option does: a cookie (which the app never
 * reads or clears) marks it done, so a sign-out, a reload or a second tab keeps what the test did.
 */
export async function preloadStorage(context, state) {
  const origins = state.origins.map(({ origin, localStorage }) => ({ origin, items: localStorage }));
  await context.addInitScript(
    ({ origins, flag }) => {
      const own = origins.find((entry) => entry.origin === window.location.origin);
      if (!own || document.cookie.split('; ').includes(`${flag}=1`)) return;
      for (const { name, value } of own.items) window.localStorage.setItem(name, value);
      document.cookie = `${flag}=1; path=/`;
    },
    { origins, flag: PRELOADED },
  );
}
