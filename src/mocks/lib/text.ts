import type { Rng } from './random';

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/m²/g, 'm2')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const MOBILE_PREFIXES = [
  '811',
  '812',
  '813',
  '821',
  '822',
  '852',
  '853',
  '856',
  '857',
  '858',
  '877',
  '878',
  '895',
  '896',
];

/** An Indonesian mobile number such as `+62 812-3456-7890`. */
export function phoneNumber(rng: Rng): string {
  return `+62 ${rng.pick(MOBILE_PREFIXES)}-${rng.digits(4)}-${rng.digits(4)}`;
}

export function emailFor(name: string, rng: Rng): string {
  const [first, ...rest] = name.toLowerCase().split(' ');
  const last = rest.length > 0 ? rest[rest.length - 1] : 'id';
  const domain = rng.pick(['gmail.com', 'gmail.com', 'yahoo.co.id', 'outlook.com', 'mail.com']);
  return `${first}.${last}${rng.int(1, 99)}@${domain}`;
}

/** Rounds a rupiah amount to a tidy step (5 juta under 1 M, 10 juta above). */
export function roundRupiah(amount: number): number {
  const step = amount >= 1_000_000_000 ? 10_000_000 : 5_000_000;
  return Math.round(amount / step) * step;
}

// one formatter for the whole seed: `toLocaleString` builds a new one per call (a fifth of the seed's time)
const ID_NUMBER = new Intl.NumberFormat('id-ID');

export function rupiah(amount: number): string {
  return `Rp ${ID_NUMBER.format(Math.round(amount))}`;
}
