// axe-core (pinned in package.json) injected into a page: the serious and critical violations of
// what the page shows now.
import { createRequire } from 'node:module';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The serious and critical violations of the page, as `rule: target (summary)` lines. */
export async function seriousViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) =>
        violation.nodes.map(
          (node) =>
            `${violation.id}: ${node.target.join(' ')} [${node.html.slice(0, 160)}] (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`,
        ),
      );
  });
  return violations;
}

/** The elements under `selector` that break axe's `rules` (run even where axe leaves them off by default). */
export async function ruleViolations(page, rules, selector) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(
    async ({ rules, selector }) => {
      const result = await window.axe.run(selector, { runOnly: rules, resultTypes: ['violations'] });
      return result.violations.flatMap((violation) =>
        violation.nodes.map(
          (node) =>
            `${violation.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`,
        ),
      );
    },
    { rules, selector },
  );
}
