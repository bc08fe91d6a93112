// Runs one part of `npm run bench` alone, on the built dist/: served, signed in as the superadmin.
export async function benchAlone(bench) {
  const { launchBrowser, startPreview } = await import('../tests/e2e/lib/server.mjs');
  const { ACCOUNTS, createSessionCache } = await import('../tests/e2e/lib/session.mjs');
  const server = await startPreview();
  const browser = await launchBrowser();
  try {
    const superadmin = await createSessionCache(browser, server.baseURL)(ACCOUNTS.superadmin);
    await bench(browser, server.baseURL, superadmin);
  } finally {
    await browser.close();
    server.stop();
  }
}
