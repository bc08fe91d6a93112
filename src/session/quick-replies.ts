/**
 * A person's quick replies to leads: saved texts with placeholders filled for the lead and its listing
 * when picked. Kept per user in this browser's local storage as a preference (its texts are the
 * user's own, not a customer's), so a sign-out keeps them (docs/contract.md section 4).
 */
import { defaultQuickReplies, formerDefaultTexts, quickReplyTexts } from '../locales/quick-replies';
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
  /** The listing's address as a person finds it (street, district, city): `{alamat}`, and `{peta}` from it. */
  address?: string;
}

/** A reply filled for a lead: its text, and the [placeholders] in it still to be completed by hand. */
export interface FilledReply {
  text: string;
  /** Each bracketed part the reply leaves to the person (written so in the reply, or a fill with no value). */
  gaps: string[];
}

/** A Google Maps search for an address, opening on a phone's maps app too ('' without an address). */
export function mapsLink(address: string): string {
  const query = address.trim();
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : '';
}

interface Fill {
  value: (values: QuickValues) => string;
  /**
   * What stands in its place when the record has no value: a bracketed part the person must complete
   * (a location reply never goes out without the location). Without it, the fill leaves no gap.
   */
  missing?: string;
}

/**
 * The placeholders and what fills each. The contract gives a listing no public page (only its API
 * read by slug), so there is no `{tautan}`: such a text is left as written.
 */
const FILLS: Record<string, Fill> = {
  nama: { value: (values) => values.name },
  properti: { value: (values) => values.listing },
  alamat: { value: (values) => values.address ?? '', missing: quickReplyTexts.missing.address },
  peta: { value: (values) => mapsLink(values.address ?? ''), missing: quickReplyTexts.missing.map },
};

/** A bracketed part of a text: `[alamat]`, `[tautan peta]` (on one line, nothing bracketed inside). */
const GAP = /\[[^[\]\n]+\]/g;

export const QUICK_LIMITS = { replies: 30, title: 60, text: 1000 } as const;

/** Bumped when the stored shape changes: a value of another version is ignored. */
const VERSION = 1;

export function quickRepliesKey(user: string): string {
  return `${PREFERENCE_PREFIX}quick-replies.${encodeURIComponent(user)}`;
}

/**
 * The reply's text with its placeholders filled (any case: `{Nama}` too), and the parts left to the
 * person. A name or title the record lacks leaves no gap behind: the space before it and a dangling
 * space before punctuation go with it. An address the record lacks leaves `[alamat]` (and
 * `[tautan peta]`) in view, listed in `gaps` with the bracketed parts written in the reply itself; a
 * value's own brackets (a name "[Budi]") are not gaps.
 */
export function fillQuickReplyParts(text: string, values: QuickValues): FilledReply {
  const gaps = new Set<string>();
  for (const written of text.replace(/\{\w+\}/g, ' ').match(GAP) ?? []) gaps.add(written);
  const filled = text
    .replace(/( ?)\{(\w+)\}/g, (whole, space: string, name: string) => {
      const fill = FILLS[name.toLowerCase()];
      if (!fill) return whole;
      const value = fill.value(values).trim();
      if (value) return `${space}${value}`;
      if (!fill.missing) return '';
      gaps.add(fill.missing);
      return `${space}${fill.missing}`;
    })
    .replace(/ +([,.!?:;])/g, '$1');
  return { text: filled, gaps: [...gaps].filter((gap) => filled.includes(gap)) };
}

/** The reply's text with its placeholders filled (see `fillQuickReplyParts`). */
export function fillQuickReply(text: string, values: QuickValues): string {
  return fillQuickReplyParts(text, values).text;
}

/** The gaps still in a text (those of `gaps` it holds), in the order they were left. */
export function gapsLeft(text: string, gaps: readonly string[]): string[] {
  return gaps.filter((gap) => text.includes(gap));
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

/** A default kept unchanged from an earlier version reads as today's (a text the person wrote stays theirs). */
function currentText(id: string, text: string): string {
  if (formerDefaultTexts[id] !== text) return text;
  return defaultQuickReplies.find((reply) => reply.id === id)?.text ?? text;
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
      .map(({ id, title, text }) => ({ id, title, text: currentText(id, text) }));
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
