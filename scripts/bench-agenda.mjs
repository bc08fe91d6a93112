// The agenda figure of `npm run bench`: how soon the viewing agenda (/dashboard/schedule?view=agenda,
// src/pages/schedule/VisitAgenda.tsx) shows its first day when the schedules take many pages to read.
// Signed in as the superadmin, with 2,000 schedules present (topped up through the services' create
// call, POST /schedule-house-list, dated from 30 days back to 30 days ahead at office hours, about 30
// a day: today and the coming days have visits), a fresh page opens the agenda and the figures are,
// from its navigation start: the time the first day (today) shows its visits (the frame after the
// day stops being busy with a visit in it), the time the last page of schedules the agenda reads came
// (the end of the last GET /schedule-house-list, after which none is asked for a while), the number of
// those GETs, and whether the first day was on screen before that last page. The agenda reads newest
// date first and stops at the first page all older than today (src/pages/schedule/agenda-read.ts), so
// the last page is the one after today's last visits, not the list's last. Median of
// BENCH_AGENDA_RUNS (default 1). Printed, not asserted. On the demo build the demo backend answers in
// the page: its work is in the figures.
//
// Alone: `node scripts/bench-agenda.mjs` on the demo build in dist/; `--real` on the build for real
// services (node_modules/.bench-real-dist) beside the fake of the services; BENCH_AGENDA_DIST=<folder>
// measures another build (with `--real`, one for real services), served by the fake's server.
import { pathToFileURL } from 'node:url';

import { sessionOf } from './bench-outbox.mjs';

const SCHEDULES = 2000;
const RUNS = Number(process.env.BENCH_AGENDA_RUNS || 1);
/** The dates of the schedules made: this many days back and ahead of today (the seed's own spread). */
const PAST_DAYS = 30;
const AHEAD_DAYS = 30;
/** The read is over once no page of schedules has been asked for this long (the next is asked at once). */
const QUIET_MS = 3000;
const LIMIT_MS = 180_000;
const ROW_SELECTOR = '.ant-table-tbody tr.ant-table-row';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * On a signed-in page: schedules made through the services' create call until the list holds
 * SCHEDULES, spread evenly over the days from PAST_DAYS back to AHEAD_DAYS ahead (local time, 09.00 to
 * 16.30), on the first 100 listings; returns how many the list holds then.
 */
async function growSchedules(page, token) {
  return page.evaluate(
    async ({ target, bearer, past, ahead }) => {
      const api = window.demoBackend ? `${location.origin}/demo-api/main` : window.__APP_CONFIG__.API_URL;
      const headers = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' };
      const read = async (url) => {
        const response = await fetch(`${api}${url}`, { headers });
        if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
        return response.json();
      };
      const count = async () => {
        const body = await read('/schedule-house-list?page=1&limit=1');
        return Number(body.document_count ?? body.total ?? body.data.length);
      };
      const listings = (await read('/house-list/admin?page=1&limit=100')).data;
      const missing = target - (await count());
      const span = past + ahead + 1;
      const now = new Date();
      const body = (i) => {
        const offset = (i % span) - past;
        const round = Math.floor(i / span);
        const date = new Date(
          now.getFullYear(),
          now.getMonth(),
          now.getDate() + offset,
          9 + (round % 8),
          (Math.floor(round / 8) % 2) * 30,
        );
        const listing = listings[i % listings.length];
        // a few cancelled (left out of a day's visits, counted apart), the past ones done
        const status = i % 10 === 0 ? 'cancelled' : offset < 0 ? 'done' : 'scheduled';
        return {
          property_id: listing.id ?? listing._id,
          title: listing.title,
          customer_name: `Pengunjung ${i + 1}`,
          phone: `0812${String(10_000_000 + i)}`,
          date: date.toISOString(),
          status,
        };
      };
      for (let start = 0; start < missing; start += 50)
        await Promise.all(
          Array.from({ length: Math.min(50, missing - start) }, (_, i) =>
            fetch(`${api}/schedule-house-list`, {
              method: 'POST',
              headers,
              body: JSON.stringify(body(start + i)),
            }).then((response) => {
              if (!response.ok) throw new Error(`POST /schedule-house-list answered ${response.status}`);
            }),
          ),
        );
      return count();
    },
    { target: SCHEDULES, bearer: token, past: PAST_DAYS, ahead: AHEAD_DAYS },
  );
}

/**
 * In the measured page, before its scripts: the time (performance.now(), from navigation start) of
 * the frame that first shows the first day read with a visit in it.
 */
function watchFirstDay() {
  const shown = () => {
    const day = document.querySelector('.agenda-day');
    return day?.getAttribute('aria-busy') === 'false' && day.querySelector('.agenda-visits li') !== null;
  };
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    // the frame that paints it
    requestAnimationFrame(() => {
      window.__benchAgendaFirstDay = performance.now();
    });
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
}

const isScheduleRead = (request) =>
  request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/schedule-house-list');

/** When a request's answer ended (wall clock, ms), by the browser's own timing when it has one. */
function endedAt(request) {
  const timing = request.timing();
  return timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Date.now();
}

/** One load of the agenda in a fresh context holding SCHEDULES schedules. */
async function measuredLoad(browser, baseURL, storageState, session) {
  const context = await browser.newContext({ storageState, viewport: { width: 1366, height: 850 } });
  try {
    // the schedules are made from a screen that does not read them: the agenda starts from nothing
    const setup = await context.newPage();
    await setup.goto(`${baseURL}/dashboard/listing`);
    await setup.locator(ROW_SELECTOR).first().waitFor({ timeout: 60000 });
    const present = await growSchedules(setup, session.access_token);
    if (present < SCHEDULES) throw new Error(`the list holds ${present} schedules`);
    // (the demo backend writes its store to IndexedDB a moment after the last call)
    await sleep(1000);
    await setup.close();

    const page = await context.newPage();
    await page.addInitScript(watchFirstDay);
    const ended = [];
    let pending = 0;
    let lastSeen = Date.now();
    page.on('request', (request) => {
      if (!isScheduleRead(request)) return;
      pending += 1;
      lastSeen = Date.now();
    });
    const done = (request) => {
      if (!isScheduleRead(request)) return;
      pending -= 1;
      ended.push(endedAt(request));
      lastSeen = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    const started = Date.now();
    await page.goto(`${baseURL}/dashboard/schedule?view=agenda`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__benchAgendaFirstDay !== undefined, null, {
      timeout: LIMIT_MS,
    });
    // the read goes on in the background: over once nothing is asked for a while
    while ((pending > 0 || Date.now() - lastSeen < QUIET_MS) && Date.now() - started < LIMIT_MS)
      await sleep(100);
    const { firstDayMs, origin, status } = await page.evaluate(() => ({
      firstDayMs: window.__benchAgendaFirstDay,
      origin: performance.timeOrigin,
      status: document
        .querySelector('.visit-agenda')
        ?.textContent?.match(/Sudah dibaca[^.]*\.|Semua [^.]*\./)?.[0],
    }));
    const ends = ended.map((wall) => wall - origin).sort((a, b) => a - b);
    return {
      present,
      firstDayMs,
      lastPageMs: ends.at(-1) ?? Number.NaN,
      gets: ends.length,
      // pages in when the first day showed
      pagesBefore: ends.filter((end) => end <= firstDayMs).length,
      status,
    };
  } finally {
    await context.close();
  }
}

/** The figure for the app at `baseURL` (signed in as the superadmin by `storageState`). */
export async function benchAgenda(browser, baseURL, storageState, { name = 'demo build' } = {}) {
  console.log(
    `\nThe viewing agenda with ${SCHEDULES.toLocaleString('en')} schedules (${PAST_DAYS} days back to ${AHEAD_DAYS} ahead), ${name}:`,
  );
  const session = sessionOf(storageState, baseURL);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1)
    runs.push(await measuredLoad(browser, baseURL, storageState, session));
  const figure = (key) => median(runs.map((one) => one[key]));
  const before = runs.filter((one) => one.firstDayMs < one.lastPageMs).length;
  const beforeText = before === RUNS ? 'yes' : before === 0 ? 'NO' : `in ${before} of ${RUNS} runs`;
  console.log(
    `  first day's visits on screen ${figure('firstDayMs').toFixed(0)} ms after navigation start (${figure('pagesBefore')} pages in); last page of schedules in at ${figure('lastPageMs').toFixed(0)} ms (${figure('gets')} GETs of the schedule list, ${runs[0].present.toLocaleString('en')} schedules present); first day before the last page: ${beforeText}, ${(figure('lastPageMs') - figure('firstDayMs')).toFixed(0)} ms ahead (median of ${RUNS})`,
  );
  if (runs[0].status) console.log(`  the agenda says: "${runs[0].status}"`);
  if (RUNS > 1)
    console.log(
      `  (runs: ${runs.map((one) => `${one.firstDayMs.toFixed(0)} ms, ${one.lastPageMs.toFixed(0)} ms, ${one.gets}`).join('; ')})`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { benchFromCommandLine } = await import('./bench-alone.mjs');
  await benchFromCommandLine(benchAgenda, process.env.BENCH_AGENDA_DIST);
}
