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

/**
 * A part of the bench run from its own command line, signed in as the superadmin: on the demo build in
 * dist/ (`benchAlone`); with `--real` on the build for real services beside the local fake of the
 * services; with `dist` (a folder, from the part's own variable) on that build, served by the fake's
 * server (a demo build ignores the fake's services: its own are in the page).
 */
export async function benchFromCommandLine(bench, dist) {
  const real = process.argv.includes('--real');
  const name = real ? 'real-services build against the local fake of the services' : 'demo build';
  if (!real && !dist) {
    await benchAlone((browser, baseURL, state) => bench(browser, baseURL, state, { name }));
    return;
  }
  const path = await import('node:path');
  const { launchBrowser } = await import('../tests/e2e/lib/server.mjs');
  const { ACCOUNTS, createSessionCache } = await import('../tests/e2e/lib/session.mjs');
  const { startFakeServices } = await import('./bench-real-services.mjs');
  const server = await startFakeServices(dist ? { dist: path.resolve(dist) } : {});
  const browser = await launchBrowser();
  try {
    const state = await createSessionCache(browser, server.baseURL)(ACCOUNTS.superadmin);
    // (a demo build's calls are its service worker's, not the fake's)
    await bench(browser, server.baseURL, state, { name, served: real ? server.served : undefined });
  } finally {
    await browser.close();
    await server.stop();
  }
}
