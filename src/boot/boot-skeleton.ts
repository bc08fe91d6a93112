// A phone's list as the last visit first drew it (the address skeleton with its first cards, saved on the
// device), drawn by public/theme-boot.js as the page is parsed, before the app's code has run: on a
// slow phone the app takes about a second to draw anything. The app's first drawing replaces it with
// the same skeleton, drawn from the persisted answers (src/providers/persisted-queries.ts), then the
// list. What is saved here and how it is read (theme-boot.js) must agree: tests/unit/boot/boot-skeleton.test.ts.
import { SESSION_KEY } from '../session/session-key';

/**
 * The local-storage key of the boot skeleton (one: the last list drawn, of the session that drew it); it
 * leaves with the session (a sign-out clears local storage but the preferences).
 */
export const BOOT_SKELETON_KEY = 'pbo.skeleton';
/** As old as persisted answers may be (persisted-queries.ts' PERSISTED_MAX_AGE_MS). */
const BOOT_SKELETON_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;

interface BootSkeleton {
  /** The address it was drawn at. */
  path: string;
  /** The stored session it was drawn for (a digest of its encrypted form): another one never shows it. */
  session: string;
  /** The window's width it was drawn at: another layout does not show it. */
  width: number;
  /** Until when it may show: its session's token's expiry, at most BOOT_SKELETON_MAX_AGE_MS after it was drawn. */
  until: number;
  html: string;
  /** When its cards' answer came, and that in words on that day and on a later one (theme-boot.js picks). */
  age?: { at: number; sameDay: string; otherDay: string };
}

/** FNV-1a of `text` (theme-boot.js computes it too): the stored session is told from another without keeping it twice. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

/**
 * Keeps `html` (the address skeleton's markup with its first cards) as drawn at `path` for the stored
 * session, until its token expires (`expiresAt`, ms) and at most BOOT_SKELETON_MAX_AGE_MS.
 */
export function saveBootSkeleton(
  storage: Storage,
  {
    path,
    html,
    expiresAt,
    width,
    age,
  }: { path: string; html: string; expiresAt?: number; width: number; age?: BootSkeleton['age'] },
  now = Date.now(),
): void {
  try {
    const session = storage.getItem(SESSION_KEY);
    if (session === null) return;
    const until = Math.min(expiresAt ?? Infinity, now + BOOT_SKELETON_MAX_AGE_MS);
    const saved: BootSkeleton = { path, session: digest(session), width, until, html, age };
    storage.setItem(BOOT_SKELETON_KEY, JSON.stringify(saved));
  } catch {
    // storage refused or full: the next visit draws the skeleton when the app runs, as before
  }
}
