/**
 * A person's quick replies to leads: saved texts with placeholders filled for the lead and its listing
 * when picked. Kept per user in this browser's local storage as a preference (its texts are the
 * user's own, not a customer's), so a sign-out keeps them (docs/contract.md section 4).
 */
import { defaultQuickReplies } from '../locales/quick-replies';
import { PREFERENCE_PREFIX } from './session';

export interface QuickReply {
  id: string;
  title: string;
  text: string;
}

/** What a reply's placeholders are filled with ('' when the record has none). */
export interface QuickValues {
  /** The lead's name: `{nama}`. */
  name: string;
  /** The listing's title (else its code): `{properti}`. */
  listing: string;
}

/**
 * The placeholders and what fills each. The contract gives a listing no public address (only its API
 * read by slug), so there is no `{tautan}`: such a text is left as written.
 */
const PLACEHOLDERS: Record<string, keyof QuickValues> = { nama: 'name', properti: 'listing' };

export const QUICK_LIMITS = { replies: 30, title: 60, text: 1000 } as const;

/** Bumped when the stored shape changes: a value of another version is ignored. */
const VERSION = 1;

export function quickRepliesKey(user: string): string {
  return `${PREFERENCE_PREFIX}quick-replies.${encodeURIComponent(user)}`;
}

/**
 * The reply's text with its placeholders filled (any case: `{Nama}` too). A value the record lacks
 * leaves no gap behind: the space before it and a dangling space before punctuation go with it.
 */
export function fillQuickReply(text: string, values: QuickValues): string {
  return text
    .replace(/( ?)\{(\w+)\}/g, (whole, space: string, name: string) => {
      const key = PLACEHOLDERS[name.toLowerCase()];
      if (!key) return whole;
      const value = values[key].trim();
      return value ? `${space}${value}` : '';
    })
    .replace(/ +([,.!?:;])/g, '$1');
}

function isReply(value: unknown): value is QuickReply {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    v.id !== '' &&
    typeof v.title === 'string' &&
    typeof v.text === 'string' &&
    v.title.trim() !== '' &&
    v.text.trim() !== '' &&
    v.title.length <= QUICK_LIMITS.title &&
    v.text.length <= QUICK_LIMITS.text
  );
}

/** The three replies a person starts with. */
export function defaultReplies(): QuickReply[] {
  return defaultQuickReplies.map((reply) => ({ ...reply }));
}

/**
 * The user's quick replies: the defaults when none were ever kept, or when what is kept cannot be read
 * (another version, not JSON, not a list); a kept list drops the entries that are not replies (and a
 * repeated id), so a value written by hand shows only well-formed texts. Nothing without a user.
 */
export function readQuickReplies(storage: Storage, user: string): QuickReply[] {
  if (!user) return [];
  let raw: string | null;
  try {
    raw = storage.getItem(quickRepliesKey(user));
  } catch {
    return defaultReplies();
  }
  if (raw === null) return defaultReplies();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return defaultReplies();
    const { version, replies } = parsed as Record<string, unknown>;
    if (version !== VERSION || !Array.isArray(replies)) return defaultReplies();
    const seen = new Set<string>();
    return replies
      .filter(isReply)
      .filter((reply) => !seen.has(reply.id) && Boolean(seen.add(reply.id)))
      .slice(0, QUICK_LIMITS.replies)
      .map(({ id, title, text }) => ({ id, title, text }));
  } catch {
    return defaultReplies();
  }
}

/** Keeps the user's quick replies (all of them: an empty list stays empty, the defaults do not return). */
export function writeQuickReplies(storage: Storage, user: string, replies: QuickReply[]): boolean {
  if (!user) return false;
  try {
    storage.setItem(
      quickRepliesKey(user),
      JSON.stringify({ version: VERSION, replies: replies.filter(isReply).slice(0, QUICK_LIMITS.replies) }),
    );
    return true;
  } catch {
    // a full or refused storage keeps nothing: the replies of this visit stay on screen
    return false;
  }
}
