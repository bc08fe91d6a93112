// The outbox figure of `npm run bench`: what a 1,000-record bulk delete left in the outbox costs the
// page that sends it. Signed in as the superadmin, with 1,000 listings more (made through the services'
// create call), a delete of those 1,000 (rows as the list answers them) is written to local storage
// before the app loads, as a page gone since would have left it (made in this session, never tried:
// sent without reading the records again). From the load of /dashboard/listing until the outbox is
// empty: the main thread's task time (CDP Performance.getMetrics, TaskDuration), less that of the same
// load without the change over the same time; the wall time from the first DELETE to the empty
// outbox; the number of DELETEs, as the services took them (the demo's service worker's log, the
// fake's own: a worker's calls are not the page's network). Median of BENCH_OUTBOX_RUNS (default 1). Printed, not asserted. On
// the demo build the demo backend answers in its own worker (src/mocks/backend-worker.ts): its work
// (a save of its store per DELETE) is not on the page's thread, as a real service's is not.
//
// The change is written in the shape of the build's outbox: `pbo.outbox.v3.<id>` and its `.records`,
// or `pbo.held.v2.<id>` (the builds before version 3), read from the outbox-store.ts of the build's
// sources (BENCH_OUTBOX_SOURCE, default this repository) unless BENCH_OUTBOX_FORMAT says v2 or v3.
//
// Alone: `node scripts/bench-outbox.mjs` on the demo build in dist/; `--real` on the build for real
// services (node_modules/.bench-real-dist) beside the fake of the services; BENCH_OUTBOX_DIST=<folder>
// measures another build (with `--real`, one for real services), served by the fake's server. With
// `--real`, BENCH_FAIL_EVERY=10 fails the first try of every tenth DELETE (a 503 with an HTML page),
// and BENCH_OUTBOX_CPU_SLOWDOWN=4 slows the page's CPU as a phone's.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';

import { demoCallsIn } from '../tests/e2e/lib/served.mjs';
import { ROOT } from '../tests/e2e/lib/server.mjs';

const RECORDS = 1000;
const RUNS = Number(process.env.BENCH_OUTBOX_RUNS || 1);
/** A send that stops for this long (no DELETE, the change still there) is reported as stuck. */
const STALL_MS = 60_000;
/** The whole send's limit (the builds before version 3 rewrite the change after every record). */
const LIMIT_MS = 20 * 60_000;
const SESSION_KEY = 'pbo.session';
/** The built-in session secret (src/config.ts), unless the build was given another one. */
const SESSION_SECRET = process.env.VITE_SESSION_SECRET || 'pbo-session-7f3c9a2e';
/** The keys of a change in either shape: what is left while the outbox holds it. */
const CHANGE_PREFIXES = ['pbo.outbox.v3.', 'pbo.held.v2.'];
/** The page that made the change: no live page has this name, so the change is the outbox's to send. */
const GONE_TAB = 'bench-page-gone-since';
const ROW_SELECTOR = '.ant-table-tbody tr.ant-table-row';
/** What BENCH_OUTBOX_TRACE records: the main thread's tasks and what runs in them. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The CPU time (s) of each renderer's main thread, by process id, where the system says it (Linux's
 * /proc: the main thread's id is its process's): unlike the task time, not lengthened while other
 * work on the machine holds the CPU. Empty elsewhere.
 */
async function rendererCpu(browserSession) {
  const { processInfo } = await browserSession
    .send('SystemInfo.getProcessInfo')
    .catch(() => ({ processInfo: [] }));
  const seconds = new Map();
  for (const { type, id } of processInfo) {
    if (type !== 'renderer') continue;
    try {
      // (the fields after the name: utime and stime are the 12th and 13th, in clock ticks)
      const fields = readFileSync(`/proc/${id}/task/${id}/stat`, 'utf8').split(') ')[1].split(' ');
      seconds.set(id, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // not Linux, or the process is gone
    }
  }
  return seconds;
}

/** The most CPU a renderer's main thread used between two readings (the page's: the others idle). */
function cpuSpent(before, after) {
  let most;
  for (const [id, seconds] of after) {
    const spent = seconds - (before.get(id) ?? 0);
    if (most === undefined || spent > most) most = spent;
  }
  return most;
}

/**
 * The outbox's shape in a build's sources (`VERSION = n` of outbox-keys.ts, or of outbox-store.ts before): 3 writes a head
 * and its records apart, 2 the whole change with its token.
 */
export function outboxFormatOf(sourceDir) {
  const forced = process.env.BENCH_OUTBOX_FORMAT;
  if (forced) return Number(forced.replace(/^v/, ''));
  // (where the key layout is in the sources: beside the store in the data provider's floor, or in
  // the store itself, in the engine before it moved there)
  const file = [
    'src/providers/outbox/outbox-keys.ts',
    'src/providers/outbox/outbox-store.ts',
    'src/engine/outbox/outbox-store.ts',
  ]
    .map((inside) => path.join(sourceDir ?? process.env.BENCH_OUTBOX_SOURCE ?? ROOT, inside))
    .find((candidate) => existsSync(candidate));
  if (!file) throw new Error('no outbox-keys.ts or outbox-store.ts in the sources');
  const version = /VERSION = (\d+);/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!version) throw new Error(`no outbox VERSION in ${file}`);
  return Number(version);
}

/** The session of a signed-in storage state for `baseURL` (decrypted as the app does). */
export function sessionOf(storageState, baseURL) {
  const { origin } = new URL(baseURL);
  const cipher = storageState.origins
    .find((entry) => entry.origin === origin)
    ?.localStorage.find((item) => item.name === SESSION_KEY)?.value;
  if (!cipher) throw new Error(`no session for ${origin} in the storage state`);
  return JSON.parse(AES.decrypt(cipher, SESSION_SECRET).toString(Utf8));
}

/** The outbox's mark of a session's token (outbox-store.ts `sessionMark`, the same 53-bit hash). */
function sessionMark(token) {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i += 1) {
    const code = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The local-storage entries of a waiting bulk delete of `records`, in the build's shape. */
function changeEntries(format, session, records) {
  const id = `bench-${Date.now().toString(36)}`;
  const change = {
    id,
    at: Date.now(),
    // userKeyOf (src/session/session.ts): the account's id, else its email
    author: session.auth_id || session.email,
    tab: GONE_TAB,
    state: 'waiting',
    resource: 'listing',
    operation: 'delete',
    values: {},
    text: `Hapus: ${records.length} data`,
  };
  if (format === 2)
    return [[`pbo.held.v2.${id}`, JSON.stringify({ ...change, v: 2, token: session.access_token, records })]];
  if (format !== 3) throw new Error(`unknown outbox format v${format}`);
  const head = { ...change, v: 3, session: sessionMark(session.access_token), done: 0 };
  return [
    [`pbo.outbox.v3.${id}.records`, JSON.stringify(records)],
    [`pbo.outbox.v3.${id}`, JSON.stringify(head)],
  ];
}

/**
 * On a signed-in page of the list: 1,000 listings more, made through the services' create call as
 * copies of the first ones there (the demo backend's addListings gives each three photos of its own
 * as data URLs, 22 KB a row: 1,000 such rows do not fit in local storage), then the newest 1,000 as
 * the list answers them.
 */
async function growListings(page, token) {
  return page.evaluate(
    async ({ count, bearer }) => {
      const api = window.demoBackend ? `${location.origin}/demo-api/main` : window.__APP_CONFIG__.API_URL;
      const headers = { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' };
      const read = async (limit) => {
        const response = await fetch(
          `${api}/house-list/admin?page=1&limit=${limit}&sort=created_at&order=desc`,
          { headers },
        );
        if (!response.ok) throw new Error(`GET /house-list/admin answered ${response.status}`);
        return (await response.json()).data;
      };
      const models = await read(100);
      for (let start = 0; start < count; start += 50)
        await Promise.all(
          Array.from({ length: Math.min(50, count - start) }, (_, i) =>
            // (the create call makes its own id, code, slug and dates)
            fetch(`${api}/house-list`, {
              method: 'POST',
              headers,
              body: JSON.stringify(models[(start + i) % models.length]),
            }).then((response) => {
              if (!response.ok) throw new Error(`POST /house-list answered ${response.status}`);
            }),
          ),
        );
      return read(count);
    },
    { count: RECORDS, bearer: token },
  );
}

/** Whether local storage still holds a change (key names only: no value is read). */
const holdsChange = (page) =>
  page
    .evaluate((prefixes) => {
      for (let i = 0; i < localStorage.length; i += 1)
        if (prefixes.some((prefix) => localStorage.key(i)?.startsWith(prefix))) return true;
      return false;
    }, CHANGE_PREFIXES)
    .catch(() => true); // (a page between two documents: not known yet)

/** What the outbox holds now, in words (a send that stopped). */
const outboxNow = (page) =>
  page.evaluate((prefixes) => {
    const found = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (!key || !prefixes.some((prefix) => key.startsWith(prefix)) || key.endsWith('.records')) continue;
      const { state, done, records, error } = JSON.parse(localStorage.getItem(key));
      found.push(
        `${key}: ${state}${done !== undefined ? `, ${done} done` : ''}${records ? `, ${records.length} left` : ''}${error ? `, "${error}"` : ''}`,
      );
    }
    return found.join('; ');
  }, CHANGE_PREFIXES);

/**
 * One load of /dashboard/listing in a fresh context grown by 1,000 listings, the delete of 1,000 in
 * the outbox when `format` is given (else none): from the load until the outbox is empty (or, with
 * `forMs`, for that long) and the rows are shown, its main-thread task time and its DELETEs.
 */
async function measuredLoad(browser, baseURL, storageState, session, { format, forMs, served }) {
  const context = await browser.newContext({ storageState, viewport: { width: 1366, height: 850 } });
  // the calls as the services took them (a worker's calls are not the page's network)
  const taken = served ?? (() => demoCallsIn(context));
  try {
    const setup = await context.newPage();
    await setup.goto(`${baseURL}/dashboard/listing`);
    await setup.locator(ROW_SELECTOR).first().waitFor({ timeout: 60000 });
    const records = await growListings(setup, session.access_token);
    if (records.length < RECORDS) throw new Error(`the list holds ${records.length} listings`);
    await setup.close();

    const page = await context.newPage();
    // the messages between the page and its workers that carry calls and answers (arrays: the call
    // worker's batches), each way: how often the page was woken for the send
    await page.addInitScript(() => {
      const counted = { toWorker: 0, fromWorker: 0 };
      window.__benchMessages = counted;
      // (a dedicated worker's own, or a shared worker's port)
      for (const Kind of [Worker, MessagePort]) {
        const post = Kind.prototype.postMessage;
        Kind.prototype.postMessage = function (message, ...rest) {
          if (Array.isArray(message)) counted.toWorker += 1;
          return post.call(this, message, ...rest);
        };
        const handler = Object.getOwnPropertyDescriptor(Kind.prototype, 'onmessage');
        Object.defineProperty(Kind.prototype, 'onmessage', {
          get() {
            return handler.get.call(this);
          },
          set(listener) {
            handler.set.call(this, (event) => {
              if (Array.isArray(event.data)) counted.fromWorker += 1;
              return listener(event);
            });
          },
        });
      }
    });
    // the components React draws (a stand-in for its developer tools' hook, told of every commit):
    // a figure the machine's load does not move. A fiber that drew in a commit is marked
    // (PerformedWork); one that was not visited keeps its mark from before, so it counts once, in
    // the commit where it was new.
    await page.addInitScript(() => {
      const counted = { commits: 0, drawn: 0 };
      window.__benchDrawn = counted;
      let before = new WeakSet();
      const PERFORMED_WORK = 1;
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer) {
          this.renderers.set(1, renderer);
          return 1;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot(_id, root) {
          const now = new WeakSet();
          const stack = [root.current.child];
          while (stack.length > 0) {
            const fiber = stack.pop();
            if (!fiber) continue;
            if (fiber.flags & PERFORMED_WORK) {
              now.add(fiber);
              if (!before.has(fiber) && typeof fiber.type !== 'string') counted.drawn += 1;
            }
            stack.push(fiber.sibling, fiber.child);
          }
          before = now;
          counted.commits += 1;
        },
      };
    });
    // the same document's origin before and after: the renderer, and its counters, stay
    await page.goto(`${baseURL}/config.js`);
    if (format)
      await page.evaluate(
        (entries) => {
          for (const [key, value] of entries) localStorage.setItem(key, value);
        },
        changeEntries(format, session, records),
      );
    /** The DELETEs the services took since `since` (ms). */
    const deletesSince = async (since) =>
      (await taken()).filter((call) => call.method === 'DELETE' && call.at >= since);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    // BENCH_OUTBOX_CPU_SLOWDOWN=4: the page's CPU slowed as a phone's is (Chrome's throttling)
    const slowdown = Number(process.env.BENCH_OUTBOX_CPU_SLOWDOWN || 1);
    if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')
        .value;
    // BENCH_OUTBOX_PROFILE=<file>: the send's CPU profile (Chrome's .cpuprofile), to see where it goes,
    // and beside it (`.alone.cpuprofile`) that of the same load without the change, to tell them apart
    const profile =
      process.env.BENCH_OUTBOX_PROFILE &&
      (format
        ? process.env.BENCH_OUTBOX_PROFILE
        : process.env.BENCH_OUTBOX_PROFILE.replace(/(\.cpuprofile)?$/, '.alone.cpuprofile'));
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    // BENCH_OUTBOX_TRACE=<file>: the send's Chrome trace (the main thread's tasks by kind: the
    // browser's own handling of each request, layout and paint, which a CPU profile calls "(program)")
    const trace = format && process.env.BENCH_OUTBOX_TRACE;
    if (trace) await browser.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
    const browserSession = await browser.newBrowserCDPSession();
    const cpuBefore = await rendererCpu(browserSession);
    const before = await taskSeconds();
    const started = Date.now();
    await page.goto(`${baseURL}/dashboard/listing`, { waitUntil: 'commit' });
    await page.locator(ROW_SELECTOR).first().waitFor({ timeout: 60000 });
    let stuck;
    if (format) {
      // (the last DELETE's time read every 5 s: the services' log is not read at every poll)
      let lastDelete = started;
      for (let poll = 1; await holdsChange(page); poll += 1) {
        const now = Date.now();
        if (poll % 25 === 0) lastDelete = (await deletesSince(started)).at(-1)?.at ?? lastDelete;
        if (now - lastDelete > STALL_MS || now - started > LIMIT_MS) {
          stuck = await outboxNow(page);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } else {
      // the same polling, for as long as the load with the change took
      while (Date.now() - started < forMs) {
        await holdsChange(page);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const ended = Date.now();
    const messages = await page.evaluate(() => window.__benchMessages).catch(() => undefined);
    const drawn = await page.evaluate(() => window.__benchDrawn).catch(() => undefined);
    const after = await taskSeconds();
    const cpu = cpuSpent(cpuBefore, await rendererCpu(browserSession));
    await browserSession.detach();
    if (profile) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    if (trace) await browser.stopTracing();
    if (after < before) throw new Error('the page changed renderer: its task time restarted');
    const deletes = await deletesSince(started);
    // each record's DELETEs answered 2xx (more than one: sent twice), and those that failed
    const deleted = new Map();
    for (const { url, status } of deletes)
      if (status >= 200 && status < 300) deleted.set(url, (deleted.get(url) ?? 0) + 1);
    const failedDeletes = deletes.filter(
      ({ status }) => status !== null && (status < 200 || status >= 300),
    ).length;
    return {
      taskMs: (after - before) * 1000,
      messages,
      drawn,
      cpuMs: cpu === undefined ? undefined : cpu * 1000,
      wallMs: ended - started,
      sendingMs: deletes.length > 0 ? ended - deletes[0].at : 0,
      deletes: deletes.length,
      failedDeletes,
      sentTwice: [...deleted.values()].filter((count) => count > 1).length,
      stuck,
    };
  } finally {
    await context.close();
  }
}

/**
 * The figure for the app at `baseURL` (signed in by `storageState`): `format` is the build's outbox
 * shape (outboxFormatOf).
 */
export async function benchOutbox(
  browser,
  baseURL,
  storageState,
  { name = 'demo build', format, served } = {},
) {
  const shape = format ?? outboxFormatOf();
  console.log(`\nA ${RECORDS.toLocaleString('en')}-record bulk delete sent by the outbox, ${name}:`);
  const session = sessionOf(storageState, baseURL);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const sent = await measuredLoad(browser, baseURL, storageState, session, { format: shape, served });
    const alone = await measuredLoad(browser, baseURL, storageState, session, { forMs: sent.wallMs, served });
    runs.push({
      ...sent,
      baselineMs: alone.taskMs,
      costMs: sent.taskMs - alone.taskMs,
      cpuCostMs: sent.cpuMs === undefined ? undefined : sent.cpuMs - alone.cpuMs,
      drawnMore: (sent.drawn?.drawn ?? 0) - (alone.drawn?.drawn ?? 0),
      commitsMore: (sent.drawn?.commits ?? 0) - (alone.drawn?.commits ?? 0),
    });
    if (sent.stuck) console.log(`  the outbox stopped sending after ${sent.deletes} DELETEs: ${sent.stuck}`);
  }
  const figure = (key) => median(runs.map((one) => one[key]));
  console.log(
    `  main thread ${figure('costMs').toFixed(0)} ms (task time from the load to an empty outbox ${figure('taskMs').toFixed(0)} ms, less ${figure('baselineMs').toFixed(0)} ms of the same load without the change), ${(figure('sendingMs') / 1000).toFixed(1)} s from the first DELETE to an empty outbox, ${figure('deletes')} DELETEs (outbox v${shape}; median of ${RUNS})   aim: <= 1000 ms`,
  );
  if (runs.some((one) => one.failedDeletes > 0 || one.sentTwice > 0))
    console.log(
      `  ${figure('failedDeletes')} DELETEs answered with a failure (sent again), ${figure('sentTwice')} records deleted twice (medians)`,
    );
  const toWorker = median(runs.map((one) => one.messages?.toWorker ?? 0));
  const fromWorker = median(runs.map((one) => one.messages?.fromWorker ?? 0));
  if (toWorker + fromWorker > 0)
    console.log(`  ${toWorker} messages to the call worker and ${fromWorker} back (medians)`);
  if (runs.some((one) => one.drawnMore !== 0))
    console.log(
      `  React drew ${figure('drawnMore')} components more in ${figure('commitsMore')} commits more than in the same load without the change (medians)`,
    );
  // the same, in the CPU time of the page's main thread (where the system says it): a busy machine
  // lengthens the task time, not this
  if (runs.every((one) => one.cpuCostMs !== undefined))
    console.log(
      `  main thread CPU ${figure('cpuCostMs').toFixed(0)} ms (${figure('cpuMs').toFixed(0)} ms from the load to an empty outbox, less the same load without the change)`,
    );
  if (RUNS > 1)
    console.log(
      `  (runs: ${runs.map((one) => `${one.costMs.toFixed(0)} ms${one.cpuCostMs === undefined ? '' : ` (CPU ${one.cpuCostMs.toFixed(0)} ms)`}, ${(one.sendingMs / 1000).toFixed(1)} s, ${one.deletes}`).join('; ')})`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { benchFromCommandLine } = await import('./bench-alone.mjs');
  await benchFromCommandLine(benchOutbox, process.env.BENCH_OUTBOX_DIST);
}
