// A phone's list as the last visit first drew it (the address frame with its first cards, kept on the
// device), drawn by the page's first module before the app's code has run: on a slow phone the app
// takes about a second to draw anything, this a few milliseconds. The app's first drawing replaces it
// with the same frame, drawn from the kept answers (src/providers/kept-queries.ts), then the list.
import { SESSION_KEY } from '../session/session-key';

/**
 * The local-storage key of the kept frame (one: the last list drawn, of the session that drew it); it
 * leaves with the session (a sign-out clears local storage but the preferences).
 */
export const KEPT_FRAME_KEY = 'pbo.frame';
/** As old as kept answers may be (kept-queries.ts' KEPT_MAX_AGE_MS). */
const KEPT_FRAME_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;

interface KeptFrame {
  /** The address it was drawn at. */
  path: string;
  /** The stored session it was drawn for (a digest of its encrypted form): another one never shows it. */
  session: string;
  /** The window's width it was drawn at: another layout does not show it. */
  width: number;
  /** Until when it may show: its session's token's expiry, at most KEPT_FRAME_MAX_AGE_MS after it was drawn. */
  until: number;
  html: string;
}

/** FNV-1a of `text`: the stored session is told from another without keeping it twice. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

function read(storage: Pick<Storage, 'getItem'>): KeptFrame | undefined {
  try {
    const kept = JSON.parse(storage.getItem(KEPT_FRAME_KEY) ?? 'null') as KeptFrame | null;
    return kept && typeof kept.html === 'string' ? kept : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps `html` (the address frame's markup with its first cards) as drawn at `path` for the stored
 * session, until its token expires (`expiresAt`, ms) and at most KEPT_FRAME_MAX_AGE_MS.
 */
export function keepFrame(
  storage: Storage,
  { path, html, expiresAt, width }: { path: string; html: string; expiresAt?: number; width: number },
  now = Date.now(),
): void {
  try {
    const session = storage.getItem(SESSION_KEY);
    if (session === null) return;
    const until = Math.min(expiresAt ?? Infinity, now + KEPT_FRAME_MAX_AGE_MS);
    const kept: KeptFrame = { path, session: digest(session), width, until, html };
    storage.setItem(KEPT_FRAME_KEY, JSON.stringify(kept));
  } catch {
    // storage refused or full: the next visit draws the frame when the app runs, as before
  }
}

/**
 * Draws the kept frame in `root` when it was drawn at this address (no page, sort or filter in it),
 * for this stored session, at this window's width, and has not expired; says whether it did.
 */
export function showKeptFrame(
  root: Element | null,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  storage: Pick<Storage, 'getItem'>,
  width: number,
  now = Date.now(),
): boolean {
  const kept = read(storage);
  if (!root || !kept || search || kept.path !== pathname || kept.width !== width || kept.until <= now)
    return false;
  let session: string | null = null;
  try {
    session = storage.getItem(SESSION_KEY);
  } catch {
    return false;
  }
  if (session === null || digest(session) !== kept.session) return false;
  root.innerHTML = kept.html;
  return true;
}

/**
 * Runs `draw` with the page's root once the parser has closed it (an async module may run before the
 * body is parsed; a root still open would take the page's own children after what is drawn in it).
 */
export function whenRootParsed(doc: Document, draw: (root: Element) => void): void {
  const parsed = () => {
    const root = doc.getElementById('root');
    return root && (root.nextElementSibling || doc.readyState !== 'loading') ? root : null;
  };
  const now = parsed();
  if (now) return draw(now);
  const observer = new MutationObserver(() => {
    const root = parsed();
    if (!root) return;
    observer.disconnect();
    draw(root);
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
}
