// The tiny test harness of the browser specs. A spec file (tests/e2e/specs/*.spec.mjs) imports
// `test` and registers its tests; run.mjs runs them one after another, each in a fresh browser context.
//
//   import { test } from '../harness.mjs';
//   test('does a thing', async ({ open, baseURL, screenshot }) => {
//     const { page } = await open('/dashboard', { as: ACCOUNTS.superadmin });
//     ...
//   });

const tests = [];
let currentFile = '';

/** Registers a browser test. `options.timeout` (ms) overrides the default of 60 s. */
export function test(name, fn, options = {}) {
  tests.push({ name, fn, file: currentFile, timeout: options.timeout ?? 60000 });
}

/** Used by run.mjs while it imports a spec file. */
export function setCurrentFile(file) {
  currentFile = file;
}

export function registeredTests() {
  return tests;
}

/** Fails with `message` unless `condition` holds. */
export function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** Waits until `predicate()` is truthy (polling), else fails with `message`. */
export async function eventually(predicate, message, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      last = await predicate();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${message}${last instanceof Error ? ` (${last.message})` : ''}`);
}
