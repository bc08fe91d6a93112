// The browser suite's web server (playwright.config.mjs `webServer`): builds the demo bundle unless
// dist/ was built from the same inputs (lib/builds.mjs), then serves dist/ with `vite preview` on
// E2E_PORT until Playwright stops it.
import { preview } from 'vite';

import { demoDist } from './lib/builds.mjs';
import { ROOT } from './lib/server.mjs';

console.log('The demo build (vite build unless dist/ is fresh) ...');
const { built } = await demoDist();
console.log(built ? 'Built dist/' : 'dist/ is fresh: not building');

const port = Number(process.env.E2E_PORT);
const server = await preview({
  root: ROOT,
  logLevel: 'warn',
  preview: { port, strictPort: true, host: '127.0.0.1' },
});
console.log(`Serving dist/ on http://127.0.0.1:${port}`);
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
