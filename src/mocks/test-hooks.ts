import { delay, http, HttpResponse, type RequestHandler } from 'msw';

import { announceNotification, db, dbChanged, nowIso } from './db';
import type { DbState } from './types';

/** A collection of the demo store that holds a list of records (`listings`, `schedules`, ...). */
export type Collection = {
  [K in keyof DbState]: DbState[K] extends readonly object[] ? K : never;
}[keyof DbState];

/** Which record: the first whose fields hold these values (`{ slug: 'rumah-...' }`). */
export type RecordMatch = Record<string, unknown>;

/** Held calls (`replyWith(..., 'held')`) wait on this until the test releases them. */
let held: { released: Promise<void>; release: () => void } | null = null;

function releaseHeld(): void {
  held?.release();
  held = null;
}

/**
 * What the browser tests do "from elsewhere" in a demo page (`window.demoBackend`): answer a service's
 * calls otherwise, and change or remove a record as another admin would, without this page knowing.
 * In the page each is a message to the tab's backend worker (src/mocks/browser.ts), hence a promise.
 */
export interface DemoTestHooks {
  /**
   * Changes the first record of `collection` that `match`es (and its `updated_at`, where it has one);
   * the record as changed, or null when none matches.
   */
  changeRecord(collection: Collection, match: RecordMatch, patch: Record<string, unknown>): Promise<unknown>;
  /** Removes the first record of `collection` that `match`es; false when none does. */
  removeRecord(collection: Collection, match: RecordMatch): Promise<boolean>;
  /**
   * Pushes the user's stored notification that `match`es over the socket again, as a server that
   * sends one twice would; the notification, or null when none matches.
   */
  resendNotification(match: RecordMatch): unknown;
  /** The socket server ends every live session (as when it refuses a token it took before); how many. */
  endSocketSessions(): number | Promise<number>;
  /** The demo server's clock reads `now` from here on (the tests move it with the page's own clock). */
  setClock(now: number): void | Promise<void>;
  /**
   * From now on, calls of `method` whose address matches the regular expression `path` are answered
   * as a service that hangs (never), as a gateway's page (`status`, an HTML `text`), as usual but
   * `slowMs` later (a slow service), or as usual once the test calls `releaseReplies` (`'held'`: a
   * slow service whose answer the test times), until `restoreReplies`.
   */
  replyWith(method: ReplyMethod, path: string, reply: ReplyOverride): void | Promise<void>;
  /** Answers the held calls, and those that come later, as usual. */
  releaseReplies(): void | Promise<void>;
  restoreReplies(): void | Promise<void>;
  /**
   * Adds `count` listings copied from those there, each with a price, an address and three photos
   * of its own (for `npm run bench`'s figure of the signals over 1,000 listings); how many there are.
   */
  addListings(count: number): Promise<number>;
}

export type ReplyMethod = 'get' | 'post' | 'put' | 'delete';
/**
 * A service that hangs, a gateway's page (`status`, an HTML `text`), the usual answer `slowMs` later,
 * or the usual answer once the test releases it.
 */
export type ReplyOverride = 'hang' | 'held' | { status: number; text: string } | { slowMs: number };

/** The handlers `replyWith` put before the demo's own, newest first (MSW's `use`). */
let overrides: RequestHandler[] = [];

/** What answers a call: the tests' overrides, then `handlers`. */
export function withReplyOverrides(handlers: readonly RequestHandler[]): RequestHandler[] {
  return overrides.length === 0 ? (handlers as RequestHandler[]) : [...overrides, ...handlers];
}

/** The hooks the store's own code runs (the socket's are the page's, the clock the worker's: src/mocks/browser.ts). */
export type BackendTestHooks = Omit<DemoTestHooks, 'endSocketSessions' | 'setClock'>;

/** The records of a collection, read as plain records (the hooks know no collection's own type). */
function recordsOf(collection: Collection): Record<string, unknown>[] {
  return db[collection] as unknown as Record<string, unknown>[];
}

function indexIn(collection: Collection, match: RecordMatch): number {
  return recordsOf(collection).findIndex((record) =>
    Object.entries(match).every(([key, value]) => record[key] === value),
  );
}

export const demoTestHooks: BackendTestHooks = {
  replyWith(method, path, reply) {
    if (reply === 'held' && !held) {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      held = { released, release };
    }
    const override = http[method](new RegExp(path), async () => {
      // a slow service: answered by the usual handler, later
      if (typeof reply === 'object' && 'slowMs' in reply) return void (await delay(reply.slowMs));
      if (reply === 'held') return void (await held?.released);
      if (reply === 'hang') await delay('infinite');
      return reply === 'hang'
        ? new HttpResponse(null, { status: 204 })
        : new HttpResponse(reply.text, { status: reply.status, headers: { 'content-type': 'text/html' } });
    });
    overrides = [override, ...overrides];
  },
  releaseReplies: releaseHeld,
  restoreReplies() {
    overrides = [];
    releaseHeld();
  },
  async changeRecord(collection, match, patch) {
    const index = indexIn(collection, match);
    if (index < 0) return null;
    const records = recordsOf(collection);
    const stamp = 'updated_at' in records[index] ? { updated_at: nowIso() } : {};
    records[index] = { ...records[index], ...patch, ...stamp };
    // kept and told to the other tabs like any change the handlers make
    await dbChanged();
    return { ...records[index] };
  },
  resendNotification(match) {
    const index = indexIn('notifications', match);
    if (index < 0) return null;
    announceNotification(db.notifications[index]);
    return { ...db.notifications[index] };
  },
  async removeRecord(collection, match) {
    const index = indexIn(collection, match);
    if (index < 0) return false;
    recordsOf(collection).splice(index, 1);
    await dbChanged();
    return true;
  },
  async addListings(count) {
    const { housePhoto } = await import('./seed/moderation');
    const known = db.listings.length;
    for (let i = 0; i < count; i += 1) {
      const from = db.listings[i % known];
      const sequence = db.listings.length + 1;
      db.listings.push({
        ...from,
        id: `bench${String(sequence).padStart(19, '0')}`,
        house_id: `HL-${String(sequence).padStart(6, '0')}`,
        slug: `${from.slug}-b${sequence}`,
        address: `Jl. Percobaan No. ${sequence}, ${from.village}`,
        price: Math.round(from.price * (0.7 + (sequence % 61) / 100)),
        photos: [housePhoto(sequence * 3), housePhoto(sequence * 3 + 1), housePhoto(sequence * 3 + 2)],
      });
    }
    await dbChanged();
    return db.listings.length;
  },
};
