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
/**
 * `vite preview` gzips every answer anew, each time: ~0.1 CPU-s of this server per page load, and
 * the browser's to unpack it, on a machine whose two cores the suite keeps busy. Asked for no
 * encoding, it sends the files as they are (nginx.spec serves the build compressed, as deployed).
 */
const uncompressed = {
  name: 'uncompressed',
  configurePreviewServer(server) {
    server.middlewares.use((request, _response, next) => {
      delete request.headers['accept-encoding'];
      next();
    });
  },
};

const server = await preview({
  root: ROOT,
  logLevel: 'warn',
  plugins: [uncompressed],
  preview: { port, strictPort: true, host: '127.0.0.1' },
});
console.log(`Serving dist/ on http://127.0.0.1:${port}`);
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
