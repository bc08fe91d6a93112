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

export interface ChunkRecoveryDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  reload?: () => void;
}

/**
 * After a failed chunk: reloads the page once (the new index.html names the new chunks) and answers
 * 'reloading'; when this tab already reloaded for that reason a moment ago, answers 'failed' so the
 * caller shows a message with a reload button instead of reloading in a loop.
 */
export function recoverFromChunkError(deps: ChunkRecoveryDeps = {}): 'reloading' | 'failed' {
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
 * Chunks loaded outside React (axios, socket.io-client): Vite reports their failure as an event; the
 * first one reloads the page, a second one is left to fail where it happened.
 */
export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (recoverFromChunkError() === 'reloading') event.preventDefault();
  });
}
