// The suite's two production builds, each made once and reused while its inputs stay the same
// (lib/build-key.mjs): the demo build in dist/ (served by serve.mjs) and the build for real services
// (the nginx spec and the bench; scripts/bench-real-services.mjs builds it into the same folder).
// The unit test of the demo choice reads both, so the browser suite that follows builds neither again.
// E2E_BUILD=1 always builds; E2E_SKIP_BUILD=1 never builds one that is there.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { buildRealServices, REAL_DIST } from '../../../scripts/bench-real-services.mjs';
import { buildKey } from './build-key.mjs';
import { buildApp, ROOT } from './server.mjs';

export const DEMO_DIST = path.join(ROOT, 'dist');

/** Builds into `dir` with `build` unless its stamp says it was built from exactly these inputs. */
async function freshBuild(dir, vars, build) {
  const stamp = path.join(dir, '.e2e-build');
  // each build leaves out every VITE_* of this process but VITE_DEMO (server.mjs, bench-real-services.mjs)
  const key = buildKey(vars);
  const there = existsSync(path.join(dir, 'index.html'));
  const fresh = there && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === key;
  const skip = process.env.E2E_SKIP_BUILD === '1' ? there : process.env.E2E_BUILD !== '1' && fresh;
  if (skip) return { dir, built: false };
  await build();
  writeFileSync(stamp, key);
  return { dir, built: true };
}

/** The demo build in dist/ (built now when missing or stale). */
export const demoDist = () => freshBuild(DEMO_DIST, { VITE_DEMO: 'true' }, () => buildApp());

/** The build for real services (built now when missing or stale). */
export const realServicesDist = () =>
  freshBuild(REAL_DIST, { VITE_DEMO: 'false' }, () => buildRealServices());
