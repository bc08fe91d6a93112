import { networkAnswers } from '../http/reachable';

/** Session-storage key holding when this tab last reloaded because a chunk failed to load. */
export const CHUNK_RELOAD_KEY = 'pbo.chunk-reload-at';
/** A reload within this window is not tried again: the new page failed too, so say so instead. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/**
 * The messages browsers give when a dynamic import fails (after a deploy the old chunk names are gone):
 * Chromium, Firefox, Safari, and Vite's own preload error.
 */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Failed to load module script/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/**
 * What a failed chunk leads to: the page reloads (a new deployment: the new index.html names the new
 * chunks), the reload was tried a moment ago and did not help (`failed`), or the network is gone
 * (`offline`): the page stays, since a reload would land on the browser's offline page and lose all.
 */
export type ChunkRecovery = 'reloading' | 'failed' | 'offline';

export interface ChunkRecoveryDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  reload?: () => void;
  /** Does the network answer (src/http/reachable.ts)? */
  answers?: () => Promise<boolean>;
}

// one decision for the failures of a moment (a screen's chunk and its style sheet fail together)
// global: one decision per page load (a reload is what it decides).
let deciding: Promise<ChunkRecovery> | null = null;

/**
 * After a failed chunk: when the network answers, reloads the page once and answers 'reloading';
 * when this tab already reloaded for that reason a moment ago, answers 'failed' so the caller shows a
 * message with a reload button instead of reloading in a loop. Offline it never reloads: 'offline',
 * and the caller says so on the spot and loads the code again when the network returns.
 */
export function recoverFromChunkError(deps: ChunkRecoveryDeps = {}): Promise<ChunkRecovery> {
  deciding ??= decide(deps).finally(() => (deciding = null));
  return deciding;
}

async function decide(deps: ChunkRecoveryDeps): Promise<ChunkRecovery> {
  const answers = deps.answers ?? networkAnswers;
  // the page's own address: a chunk cut off while the network works is no reason to stay
  if (!(await answers())) return 'offline';
  const storage = deps.storage ?? window.sessionStorage;
  const now = (deps.now ?? Date.now)();
  const reload = deps.reload ?? (() => window.location.reload());
  let last = NaN;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // storage refused (private mode): treat as never reloaded
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return 'failed';
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return 'failed'; // without the mark a reload could loop
  }
  reload();
  return 'reloading';
}

/**
 * Chunks loaded outside React (axios, socket.io-client): Vite reports their failure as an event; when
 * the network answers, the first one reloads the page. The failure goes on to its caller either way
 * (offline, it fails where it happened and says so there).
 */
export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', () => void recoverFromChunkError());
}
