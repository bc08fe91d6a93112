/**
 * Indonesian phone numbers as people type them ("0812-3456-7890", "+62 812 3456 7890", "62.812...")
 * read into one form, for a call (`tel:`) and a WhatsApp chat (`https://wa.me/62...`).
 */

/** Separators people put in a number: spaces, dots, dashes, slashes and brackets. */
const SEPARATORS = /[\s.\-/()]/g;
/** A national number after the country code: 8 to 12 digits, never starting with 0. */
const NATIONAL = /^[1-9]\d{7,11}$/;

/**
 * The number as `62` followed by its national digits ("6281234567890"), or null when the text is
 * not an Indonesian number (letters, another country's code, too short or too long).
 */
export function normalizePhone(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const compact = String(raw).trim().replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let national: string;
  if (compact.startsWith('+62')) national = compact.slice(3);
  else if (compact.startsWith('+')) return null;
  else if (compact.startsWith('62')) national = compact.slice(2);
  else if (compact.startsWith('0')) national = compact.slice(1);
  // a mobile number written without its leading 0 ("812 3456 7890")
  else if (compact.startsWith('8')) national = compact;
  else return null;
  // "+62 0812..." : the trunk 0 written after the country code as well
  if (national.startsWith('0')) national = national.slice(1);
  return NATIONAL.test(national) ? `62${national}` : null;
}

/** A mobile number (its national part starts with 8): the only kind WhatsApp reaches. */
export function isMobile(normalized: string): boolean {
  return normalized.startsWith('628');
}

/** The landline area codes of two digits (Jakarta, Bandung, Semarang, Surabaya, Medan); the others have three. */
const SHORT_AREA_CODES = ['21', '22', '24', '31', '61'];

/** `+62 812-3456-7890`: the number as it is read out, in groups; a landline as `+62 22 555-1234`. */
export function displayPhone(normalized: string): string {
  const national = normalized.slice(2);
  if (!isMobile(normalized)) {
    const area = national.slice(0, SHORT_AREA_CODES.includes(national.slice(0, 2)) ? 2 : 3);
    const local = national.slice(area.length);
    return `+62 ${area} ${local.length > 4 ? `${local.slice(0, -4)}-${local.slice(-4)}` : local}`;
  }
  const groups = [national.slice(0, 3), national.slice(3, 7), national.slice(7)].filter(Boolean);
  return `+62 ${groups.join('-')}`;
}

/**
 * A number in the one form it is saved and shown in (`+62 812-3456-7890`, whatever was typed: "0812 3456
 * 7890", "62812..."); a text that is no Indonesian number is left as it is, trimmed, for its rule to refuse.
 */
export function canonicalPhone(raw: string): string {
  const normalized = normalizePhone(raw);
  return normalized ? displayPhone(normalized) : raw.trim();
}

/** The `tel:` address of a normalized number. */
export function telHref(normalized: string): string {
  return `tel:+${normalized}`;
}

/** The WhatsApp chat of a normalized number, with `message` written for the sender to send. */
export function whatsAppHref(normalized: string, message?: string): string {
  const text = message?.trim();
  return `https://wa.me/${normalized}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
