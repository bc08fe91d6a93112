import { readdirSync, readFileSync } from 'node:fs';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

import { antdStyles } from './build/antd-styles.ts';
import { registryIcons } from './build/registry-icons.ts';

const ONE_MODULE = 'tests/unit/resources/one-module.test.tsx';
const UNIT = 'tests/unit/**/*.test.{ts,tsx}';
/** The set-up of the happy-dom and the Node files alike (the fixture module's project adds its own). */
const SETUP_FILES = ['tests/dom-environment.ts', 'tests/setup.ts'];
/**
 * The files that ask for Node's environment (`// @vitest-environment node`), run as a group of their
 * own after the others: a worker goes on to the next file only in the same environment, and is
 * otherwise replaced by a new one that imports antd, Refine and the app again. Mixed in one queue,
 * the two environments took turns and the workers were replaced over and over.
 */
const NODE_FILES = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => `tests/unit/${name.replaceAll('\\', '/')}`)
  .filter((file) => readFileSync(file, 'utf8').includes('@vitest-environment node'));

/**
 * The file that makes the browser suite's two builds (tests/e2e/lib/builds.mjs), first in its group:
 * the builds then run beside the other Node files. Without a record of earlier runs (a fresh clone)
 * Vitest starts the larger files first, and the builds came last, with the run waiting on them alone.
 */
const BUILDS_FILE = 'tests/unit/boot/demo-choice.test.ts';
class BuildsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const builds = sorted.filter((file) => file.moduleId.endsWith(BUILDS_FILE));
    return [...builds, ...sorted.filter((file) => !builds.includes(file))];
  }
}

export default defineConfig({
  // no antd sheet made ahead: the tests have antd make no style at all (tests/setup.ts)
  plugins: [
    react(),
    antdStyles({ generate: false }),
    // the fixture modules' icons too (tests/unit/resources/support/)
    registryIcons(['src/resources', 'tests/unit/resources/support']),
  ],
  test: {
    environment: 'happy-dom',
    // a linked style sheet is not fetched: no server listens in the tests
    environmentOptions: { happyDOM: { settings: { disableCSSFileLoading: true } } },
    // one happy-dom per worker, shared by its files (each file still gets a clean DOM, storage and
    // reply shape from tests/setup.ts): importing antd and Refine once per worker instead of once
    // per file halves the suite. Three workers on the 2-core machine (the default would be one): a
    // file's tests wait for timers and answers a tenth of the time, and a third worker fills those
    // gaps (24 of the slowest files: 96 s with two, 85 s with three, 94 s with four, each worker
    // importing antd and Refine once)
    pool: 'threads',
    isolate: false,
    maxWorkers: 3,
    // (`npm run test:unit` gives V8 a young generation of 64 MB per semi-space, four times its
    // default: React's development build and the test DOM allocate fast, and the suite spent a tenth
    // of its time collecting; ~8% less time in all. A flag for the process, so set in package.json.)
    globals: true,
    sequence: { sequencer: BuildsFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [UNIT],
          exclude: [ONE_MODULE, ...NODE_FILES],
          setupFiles: SETUP_FILES,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          include: NODE_FILES,
          environment: 'node',
          sequence: { groupOrder: 1 },
          setupFiles: SETUP_FILES,
        },
      },
      // a resource added as one module: the fixture joins the registry before the set-up reads it, in
      // a module graph of its own (the registry of every other file stays as the build finds it)
      {
        extends: true,
        test: {
          name: 'one-module',
          include: [ONE_MODULE],
          isolate: true,
          setupFiles: [
            'tests/dom-environment.ts',
            'tests/unit/resources/support/with-fixture-module.ts',
            'tests/setup.ts',
          ],
        },
      },
    ],
    testTimeout: 20000,
    hookTimeout: 20000,
    server: { deps: { inline: [/@refinedev\//] } },
    env: { VITE_PRODUCT_NAME: 'Rumahku', VITE_SESSION_SECRET: 'test-secret' },
  },
});
