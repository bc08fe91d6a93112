/**
 * What the demo's service took in a browser context, as its service worker logged it
 * (public/demo-worker.js `demoCalls`): every tab's and every worker's call, a page's own shared
 * worker's too, whose network Playwright does not see. Oldest first:
 * { at, method, url, authorization, body (text, or null), status (null while unanswered) }.
 */
export async function demoCallsIn(context) {
  const workers = context.serviceWorkers().filter((worker) => worker.url().endsWith('/demo-worker.js'));
  const logs = await Promise.all(workers.map((worker) => worker.evaluate(() => self.demoCalls ?? [])));
  return logs.flat().sort((a, b) => a.at - b.at);
}
