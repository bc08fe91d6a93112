// No test proves anything by sleeping: what appears is waited for (findBy*, vi.waitFor, Playwright's
// retrying expect / expect.poll), what is timed runs on fake timers, and a check that something does
// NOT happen waits for an event that comes after it. A fixed pause passes whatever the code does when
// it is too short and slows the suite when it is long, so a new one fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * The only pauses allowed: the pause between two tries of a loop that polls for something to
 * become true, with a deadline (each is such a loop; none asserts that time has passed).
 */
const POLL_LOOPS = new Set([
  'tests/unit/notifications/support/live.ts', // until(): polls a condition on real socket events
  'tests/e2e/lib/nginx.mjs', // polls until the test's nginx answers
  'tests/e2e/lib/server.mjs', // polls until vite preview answers
]);

/** A promise resolved by a timer of a non-zero delay, or Playwright's waitForTimeout. */
const SLEEPS = [
  /new Promise\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*setTimeout\(\s*\1\s*,(?!\s*0\s*\))[^)]+\)/g,
  /\bwaitForTimeout\(/g,
];

function testFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(relative);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [relative] : [];
  });
}

export function sleepsIn(source: string): string[] {
  return SLEEPS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[0]));
}

describe('tests never sleep', () => {
  it('finds no fixed pause outside the polling loops', () => {
    const found = testFiles('tests')
      .filter((file) => !POLL_LOOPS.has(file) && file !== 'tests/unit/build/no-sleeps.test.ts')
      .flatMap((file) =>
        sleepsIn(readFileSync(path.join(ROOT, file), 'utf8')).map((sleep) => `${file}: ${sleep}`),
      );
    expect(found).toEqual([]);
  });

  it('knows a sleep when it sees one, and a turn of the event loop from one', () => {
    expect(sleepsIn('await new Promise((resolve) => setTimeout(resolve, 200));')).toHaveLength(1);
    expect(sleepsIn('await new Promise((r) => setTimeout(r, DELAY));')).toHaveLength(1);
    expect(sleepsIn('await page.waitForTimeout(500);')).toHaveLength(1);
    expect(sleepsIn('await new Promise((resolve) => setTimeout(resolve, 0));')).toEqual([]);
  });
});
