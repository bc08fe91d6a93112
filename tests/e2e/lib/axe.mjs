// axe-core (pinned in package.json) injected into a page: the serious and critical violations of
// what the page shows now, and those of chosen rules (some of which axe runs only when asked).
import { createRequire } from 'node:module';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe's violations on the page (under `selector`, else the whole page) with `options`, one per element:
 * its rule, impact, selector, markup and the first line of what would fix it.
 */
async function violationsOf(page, selector, options = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(
    async ({ selector, options }) => {
      const result = await window.axe.run(selector ?? document, { ...options, resultTypes: ['violations'] });
      return result.violations.flatMap((violation) =>
        violation.nodes.map((node) => ({
          rule: violation.id,
          impact: violation.impact,
          target: node.target.join(' '),
          html: node.html.slice(0, 160),
          fix: node.failureSummary?.split('\n')[1]?.trim() ?? '',
        })),
      );
    },
    { selector, options },
  );
}

/** The serious and critical violations of the page, as `rule: target [markup] (fix)` lines. */
export async function seriousViolations(page) {
  return (await violationsOf(page))
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ rule, target, html, fix }) => `${rule}: ${target} [${html}] (${fix})`);
}

/** The elements under `selector` that break axe's `rules` (run even where axe leaves them off by default). */
export async function ruleViolations(page, rules, selector) {
  return (await violationsOf(page, selector, { runOnly: rules })).map(
    ({ rule, target, fix }) => `${rule}: ${target} (${fix})`,
  );
}
