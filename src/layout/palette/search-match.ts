import { displayPhone, normalizePhone } from '../../components/phone';

/** A text as it is compared: lower case, without accents ("Café" and "cafe" are one). */
export function fold(text: string): string {
  return text
    .toLocaleLowerCase('id')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The words of a query, folded. */
export function wordsOf(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

/**
 * The query as an Indonesian phone number ("0896-1266-1729", "089612661729", "6289612661729",
 * "+62 896-1266-1729" are one: `6289612661729`), or null when it is not one.
 */
export function phoneOfQuery(query: string): string | null {
  return normalizePhone(query.trim());
}

/**
 * The ways a number is commonly written, for a server that matches the text as written: national
 * digits with 0, with 62 (inside "+62..." too), as the app shows it ("+62 896-1266-1729") and as
 * people write it ("0896-1266-1729").
 */
export function phoneForms(normalized: string): string[] {
  const national = normalized.slice(2);
  const grouped = displayPhone(normalized);
  return [`0${national}`, normalized, grouped, `0${grouped.slice('+62 '.length)}`];
}

/** One text the list is asked for; a `strict` one's records are kept only when what they show matches. */
export interface SearchAsk {
  text: string;
  strict: boolean;
}

/**
 * What a list is asked for a query. The server's matching is its own (the demo's: the text as
 * written, anywhere in a field), so besides the text as typed: a number in its other written forms
 * (`phones`: the resource has a phone field), and for several words their longest alone, its
 * records kept only when their title or shown fields hold every word ("minimalis dago").
 */
export function asksOf(query: string, { phones }: { phones: boolean }): SearchAsk[] {
  const typed = query.trim();
  const asks: SearchAsk[] = [{ text: typed, strict: false }];
  const add = (text: string, strict: boolean) => {
    if (!asks.some((ask) => ask.text === text)) asks.push({ text, strict });
  };
  const phone = phones ? phoneOfQuery(typed) : null;
  if (phone) {
    for (const form of phoneForms(phone)) add(form, false);
    return asks;
  }
  const words = typed.split(/\s+/).filter(Boolean);
  if (words.length > 1) {
    const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
    if (longest.length >= 2) add(longest, true);
  }
  return asks;
}

/** What of a record the palette can judge a match by. */
export interface MatchFields {
  /** The record's title as shown. */
  title: string;
  /** Its other shown texts (a code, a city). */
  texts: readonly string[];
  /** Its phone numbers as stored, in any written form. */
  phones: readonly string[];
}

/** A record matching by none of what it shows (the server found it by another field). */
export const UNSEEN_RANK = 5;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The national digits of a (partial) number as typed: "0896-1266" and "62896 1266" give "8961266". */
function nationalDigits(text: string): string {
  const digits = digitsOf(text);
  if (digits.startsWith('62')) return digits.slice(2);
  if (digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** Whether `text`'s words start with each of `words` (in any order): "dago" starts a word of "... Lantai Dago". */
function startsWords(text: string, words: readonly string[]): boolean {
  const own = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.every((word) => own.some((one) => one.startsWith(word)));
}

/**
 * How well a record matches `query`, lower first: 0 its title, a shown text or its phone number is
 * the query; 1 its title or a shown text starts with it; 2 every word starts a word of the title
 * (anywhere in it); 3 the title holds every word anywhere; 4 a shown text holds every word, or a phone
 * number the digits typed; else `UNSEEN_RANK`. Case and accents never count, nor how a number is written.
 */
export function matchRank(query: string, fields: MatchFields): number {
  const whole = fold(query.trim());
  const words = wordsOf(query);
  if (!whole) return UNSEEN_RANK;
  const title = fold(fields.title);
  const texts = fields.texts.map(fold).filter(Boolean);
  const phone = phoneOfQuery(query);
  const phones = fields.phones.map((one) => normalizePhone(one));
  if (title === whole || texts.includes(whole) || (phone !== null && phones.includes(phone))) return 0;
  if (title.startsWith(whole) || texts.some((text) => text.startsWith(whole))) return 1;
  if (startsWords(title, words)) return 2;
  if (words.every((word) => title.includes(word))) return 3;
  if (texts.some((text) => words.every((word) => text.includes(word)))) return 4;
  const typed = nationalDigits(query);
  // a part of a number: only digits and the separators people write, enough of them to mean it
  if (/^\+?[\d\s.\-/()]+$/.test(query.trim()) && typed.length >= 4) {
    const stored = fields.phones.map((one) => nationalDigits(one));
    if (stored.some((one) => one.includes(typed))) return 4;
  }
  return UNSEEN_RANK;
}
