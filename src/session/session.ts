import type AESType from 'crypto-js/aes';
import type Utf8Type from 'crypto-js/enc-utf8';

import { RECENT_PREFIX } from './recent-records';
import { PERSISTED_FLAG, SESSION_KEY } from './session-key';

/** The session kept after login (docs/contract.md section 3). */
export interface Session {
  access_token: string;
  id_token: string;
  email: string;
  name: string;
  /** The role flag as the server sent it: a string or a list. */
  flag: string | string[];
  avatar: string;
  auth_id: string;
  signin: true;
  first_time: boolean;
}

/** Whose session it is, as the key of what is kept per user: the account's id, else its email. */
export function userKeyOf(session: Pick<Session, 'auth_id' | 'email'>): string {
  return session.auth_id || session.email;
}

/** The author of a change made now in `session`: the user's key and their token; none signed out. */
export function authorOf(
  session: Pick<Session, 'auth_id' | 'email' | 'access_token'> | null | undefined,
): { id: string; token: string } | undefined {
  return session ? { id: userKeyOf(session), token: session.access_token } : undefined;
}

export { SESSION_KEY };

/**
 * Local-storage keys that outlive a sign-out: each user's display preferences (the theme), keyed by
 * the user, never their data (docs/contract.md section 4).
 */
export const PREFERENCE_PREFIX = 'pbo.pref.';

/**
 * Local-storage keys that outlive a sign-out too: the outbox's changes (src/providers/outbox/outbox-store.ts),
 * at most 7 days, with no token; under the older prefix, what an earlier build left (moved up at the
 * outbox's first read) and the bulk runs' summaries.
 */
export const OUTBOX_PREFIX = 'pbo.outbox.';
export const OLD_OUTBOX_PREFIX = 'pbo.held.';

// the recent records (recent-records.ts) go with a deliberate sign-out only, like the drafts
const SURVIVING_PREFIXES = [PREFERENCE_PREFIX, OUTBOX_PREFIX, OLD_OUTBOX_PREFIX, RECENT_PREFIX];

interface SessionCipher {
  AES: typeof AESType;
  Utf8: typeof Utf8Type;
}

// crypto-js loads only when a session is read or written, not with the login page
// global: a loaded library (crypto-js), kept as the module cache keeps it.
let loadedCipher: SessionCipher | null = null;
let loadingCipher: Promise<void> | null = null;

/** Loads the session's cipher once; every path that reads or writes a stored session awaits it first. */
export function loadSessionCipher(): Promise<void> {
  if (loadedCipher) return Promise.resolve();
  loadingCipher ??= Promise.all([import('crypto-js/aes'), import('crypto-js/enc-utf8')]).then(
    ([aes, utf8]) => {
      loadedCipher = { AES: aes.default, Utf8: utf8.default };
    },
    (error: unknown) => {
      loadingCipher = null;
      throw error;
    },
  );
  return loadingCipher;
}

export function isSessionCipherLoaded(): boolean {
  return loadedCipher !== null;
}

/** The loaded cipher; a read before the load throws, so a stored session is never taken for absent. */
function sessionCipher(): SessionCipher {
  if (!loadedCipher) throw new Error('The session cipher is not loaded: await loadSessionCipher() first');
  return loadedCipher;
}

export function encryptSession(session: Session, secret: string): string {
  return sessionCipher().AES.encrypt(JSON.stringify(session), secret).toString();
}

function isSession(value: unknown): value is Session {
  if (!value || typeof value !== 'object') return false;
  const s = value as Record<string, unknown>;
  const flagOk =
    typeof s.flag === 'string' || (Array.isArray(s.flag) && s.flag.every((f) => typeof f === 'string'));
  return (
    typeof s.access_token === 'string' &&
    s.access_token !== '' &&
    typeof s.auth_id === 'string' &&
    typeof s.email === 'string' &&
    s.signin === true &&
    flagOk
  );
}

/** Decrypts and parses a stored session; anything that does not decrypt or parse gives null. */
export function decryptSession(cipher: string, secret: string): Session | null {
  const { AES, Utf8 } = sessionCipher();
  try {
    const plain = AES.decrypt(cipher, secret).toString(Utf8);
    if (!plain) return null;
    const parsed: unknown = JSON.parse(plain);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export type SessionListener = (session: Session | null, fromOtherTab?: boolean) => void;

export interface SessionStore {
  /** The stored session; throws while a stored session waits for the cipher (`loadSessionCipher`). */
  read(): Session | null;
  write(session: Session): void;
  /**
   * Sign-out: clears local storage but the users' preferences (docs/contract.md section 4) and the
   * changes stored for their author.
   */
  clear(): void;
  /** Called after every write and clear (`fromOtherTab`: made by another tab); returns the unsubscribe. */
  subscribe(listener: SessionListener): () => void;
}

export function createSessionStore(secret: string, storage: Storage = window.localStorage): SessionStore {
  let cached: { cipher: string; session: Session | null } | null = null;
  const listeners = new Set<SessionListener>();
  const emit = (session: Session | null, fromOtherTab = false) =>
    listeners.forEach((listener) => listener(session, fromOtherTab));
  /**
   * A session the storage refused to keep (full): this tab keeps it in memory and stays signed in;
   * never a sign-in that fails with the generic text. Gone with this page.
   */
  let unwritten: Session | null = null;
  const store: SessionStore = {
    read() {
      const cipher = storage.getItem(SESSION_KEY);
      if (!cipher) return unwritten;
      if (cached?.cipher === cipher) return cached.session;
      const session = decryptSession(cipher, secret);
      // a session that does not decrypt or parse is discarded
      if (!session) storage.removeItem(SESSION_KEY);
      cached = { cipher, session };
      return session;
    },
    write(session) {
      const cipher = encryptSession(session, secret);
      try {
        storage.setItem(SESSION_KEY, cipher);
        unwritten = null;
        cached = { cipher, session };
      } catch {
        // storage full: kept in memory, an older stored session no longer counts
        storage.removeItem(SESSION_KEY);
        unwritten = session;
        cached = null;
      }
      emit(session);
    },
    clear() {
      // only what goes is removed, key by key: what survives is never copied and written back (a
      // change another tab adds or marks meanwhile would be lost or rolled back)
      const going = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (key): key is string =>
          key !== null &&
          key !== PERSISTED_FLAG &&
          !SURVIVING_PREFIXES.some((prefix) => key.startsWith(prefix)),
      );
      going.forEach((key) => storage.removeItem(key));
      cached = null;
      unwritten = null;
      emit(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  // another tab signed in or out: this tab follows (its socket and cached data too)
  if (typeof window !== 'undefined' && storage === window.localStorage) {
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_KEY && event.key !== null) return;
      const follow = () => {
        cached = null;
        emit(store.read(), true);
      };
      // a session written by another tab is decrypted once the cipher is here
      if (storage.getItem(SESSION_KEY) && !isSessionCipherLoaded()) void loadSessionCipher().then(follow);
      else follow();
    });
  }
  return store;
}
