// The trade's own tools' figures of `npm run bench`, on the demo's seed in Node (the code the page runs,
// loaded through Vite): scoring 1,000 listings by the listing's declared rules (what the list's "Skor"
// column and an upload's checks compute on the page's thread), and the dashboard's per-agent answer
// times from the seeded leads and their messages (what it computes once the leads' times are read).
// Median of `runs`. Printed, not asserted. Alone: `node scripts/bench-trade.mjs`.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

import { createServer } from 'vite';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const timed = (runs, work) => {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    work();
    times.push(performance.now() - started);
  }
  return median(times);
};

export async function benchTrade({ runs = 7 } = {}) {
  console.log("\nThe trade's tools (Node, the seed):");
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const load = (path) => vite.ssrLoadModule(path);
    const [{ scoreQuality }, { listingQuality }, { db }, clock] = await Promise.all([
      load('/src/engine/quality/score.ts'),
      load('/src/resources/listing.ts'),
      load('/src/mocks/db.ts'),
      load('/src/pages/leads/lead-clock.ts'),
    ]);
    const listings = Array.from({ length: 1000 }, (_, at) => db.listings[at % db.listings.length]);
    const scoreMs = timed(runs, () => listings.forEach((listing) => scoreQuality(listingQuality, listing)));
    console.log(`  score 1,000 listings: ${scoreMs.toFixed(1)} ms`);

    const byLead = new Map();
    for (const message of db.leadMessages) {
      const id = String(message.request_id ?? '');
      byLead.set(id, [...(byLead.get(id) ?? []), message]);
    }
    const now = Date.now();
    // the demo's leads at 10,000 (each seeded lead many times): the dashboard reads every lead of a period
    const many = Array.from({ length: 10_000 }, (_, at) => db.leads[at % db.leads.length]);
    const figuresMs = timed(runs, () =>
      clock.agentFigures(
        many.map((lead) => {
          const messages = byLead.get(String(lead._id)) ?? [];
          return { agent: clock.agentOf(lead, messages), clock: clock.leadClock(lead, messages, now) };
        }),
        2 * 60 * 60 * 1000,
      ),
    );
    console.log(
      `  answer times per agent of 10,000 leads (the seed's ${db.leads.length} with their ${db.leadMessages.length.toLocaleString('en')} messages, repeated): ${figuresMs.toFixed(1)} ms`,
    );
  } finally {
    await vite.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await benchTrade();
