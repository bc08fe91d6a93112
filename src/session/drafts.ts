import { createStore, del, get, keys, set } from 'idb-keyval';

/** An entry written by another shape of this store is ignored (and dropped), never read wrongly. */
export const DRAFT_VERSION = 1;
/** Drafts older than this are dropped. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Whose draft of what: one per signed-in user, resource (or form) and record (none: a new one). */
export interface DraftScope {
  user: string;
  resource: string;
  record?: string | number;
}

export type DraftValues = Record<string, unknown>;

export interface Draft {
  values: DraftValues;
  savedAt: number;
  /**
   * The record as the form showed it when the draft began (an edit): a save of the draft, even days
   * later, is compared with it, so a change made elsewhere meanwhile is seen, not overwritten.
   */
  base?: DraftValues;
}

interface Entry extends Draft {
  v: number;
  user: string;
}

/** Where the entries live: IndexedDB in a browser (idb-keyval), a Map elsewhere. */
export interface DraftBackend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

const PREFIX = 'draft|';

/** The signed-in user a draft belongs to: the account's id, else its email. */
export function draftUserOf(
  identity: { id?: unknown; auth_id?: unknown; email?: unknown } | null | undefined,
): string {
  const id = identity?.auth_id ?? identity?.id;
  if (typeof id === 'string' && id) return id;
  return typeof identity?.email === 'string' ? identity.email : '';
}

function keyOf({ user, resource, record }: DraftScope): string {
  return `${PREFIX}${encodeURIComponent(user)}|${encodeURIComponent(resource)}|${encodeURIComponent(String(record ?? ''))}`;
}

function userPrefix(user: string): string {
  return `${PREFIX}${encodeURIComponent(user)}|`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

export function memoryDraftBackend(): DraftBackend & { clear(): void } {
  const entries = new Map<string, unknown>();
  return {
    get: async (key) => entries.get(key),
    set: async (key, value) => void entries.set(key, value),
    del: async (key) => void entries.delete(key),
    keys: async () => [...entries.keys()],
    clear: () => entries.clear(),
  };
}

function indexedDbBackend(): DraftBackend {
  const store = createStore('back-office-drafts', 'drafts');
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    keys: () => keys<string>(store).then((all) => all.filter((key) => typeof key === 'string')),
  };
}

/** A draft store on `backend`; a storage that fails (private mode, quota) keeps no draft, it never throws. */
export function createDraftStore(backend: DraftBackend, now: () => number = Date.now) {
  const valid = (raw: unknown, user: string): Entry | undefined => {
    if (!isPlainObject(raw) || raw.v !== DRAFT_VERSION || raw.user !== user) return undefined;
    if (typeof raw.savedAt !== 'number' || !isPlainObject(raw.values)) return undefined;
    if (raw.base !== undefined && !isPlainObject(raw.base)) return undefined;
    if (now() - raw.savedAt > DRAFT_MAX_AGE_MS) return undefined;
    return raw as unknown as Entry;
  };
  const userOfKey = (key: string) => decodeURIComponent(key.slice(PREFIX.length).split('|')[0] ?? '');
  const userKeys = async (user: string) =>
    (await backend.keys().catch(() => [] as string[])).filter((key) => key.startsWith(userPrefix(user)));

  return {
    async read(scope: DraftScope): Promise<Draft | undefined> {
      const key = keyOf(scope);
      const raw = await backend.get(key).catch(() => undefined);
      const entry = valid(raw, scope.user);
      if (!entry) {
        // a corrupt, older or expired entry is dropped
        if (raw !== undefined) await backend.del(key).catch(() => undefined);
        return undefined;
      }
      return { values: entry.values, savedAt: entry.savedAt, ...(entry.base ? { base: entry.base } : {}) };
    },
    async write(scope: DraftScope, values: DraftValues, base?: DraftValues): Promise<void> {
      const entry: Entry = {
        v: DRAFT_VERSION,
        user: scope.user,
        savedAt: now(),
        values,
        ...(base ? { base } : {}),
      };
      await backend.set(keyOf(scope), entry).catch(() => undefined);
    },
    async clear(scope: DraftScope): Promise<void> {
      await backend.del(keyOf(scope)).catch(() => undefined);
    },
    /** How many live drafts `user` has on this device. */
    async count(user: string): Promise<number> {
      const found = await Promise.all(
        (await userKeys(user)).map(async (key) => valid(await backend.get(key).catch(() => undefined), user)),
      );
      return found.filter(Boolean).length;
    },
    /** Drops every draft of `user`; resolves to how many live ones there were. */
    async discardAll(user: string): Promise<number> {
      const count = await this.count(user);
      await Promise.all((await userKeys(user)).map((key) => backend.del(key).catch(() => undefined)));
      return count;
    },
    /** Drops every expired or unreadable entry, of any user. */
    async prune(): Promise<void> {
      const all = await backend.keys().catch(() => [] as string[]);
      await Promise.all(
        all
          .filter((key) => key.startsWith(PREFIX))
          .map(async (key) => {
            if (!valid(await backend.get(key).catch(() => undefined), userOfKey(key)))
              await backend.del(key).catch(() => undefined);
          }),
      );
    },
  };
}

export type DraftStore = ReturnType<typeof createDraftStore>;

const fallback = memoryDraftBackend();

/** The app's drafts: IndexedDB in a browser, memory where there is none (the unit tests). */
export const drafts: DraftStore = createDraftStore(
  typeof indexedDB === 'undefined' ? fallback : indexedDbBackend(),
);

export const discardDrafts = (user: string) => drafts.discardAll(user);
