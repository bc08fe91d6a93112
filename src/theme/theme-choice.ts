import { PREFERENCE_PREFIX } from '../session/session';

/** What a person picks in the profile menu: Terang, Gelap or Ikuti sistem. */
export type ThemeChoice = 'light' | 'dark' | 'system';
/** What is shown. */
export type ThemeMode = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

/**
 * The signed-in user's choice, read by public/theme-boot.js before the first paint (plain, not
 * secret; cleared with the session on sign-out, so the login page follows the system).
 */
export const BOOT_THEME_KEY = 'pbo.theme';

/** The page background of each mode: also set on <html> by public/theme-boot.js, keep them equal. */
export const pageBackground: Record<ThemeMode, string> = { light: '#f4f6fa', dark: '#0b1220' };

export const DARK_QUERY = '(prefers-color-scheme: dark)';

function isChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** The key of one user's choice (kept after sign-out, like every preference). */
export function choiceKey(user: string): string {
  return `${PREFERENCE_PREFIX}theme:${user}`;
}

/** A user's stored choice; none, or anything that is not a choice, is "Ikuti sistem". */
export function readChoice(storage: Storage, user: string): ThemeChoice {
  try {
    const value = storage.getItem(choiceKey(user));
    return isChoice(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/** Keeps a user's choice, and the choice the next load paints first. */
export function writeChoice(storage: Storage, user: string, choice: ThemeChoice): void {
  try {
    storage.setItem(choiceKey(user), choice);
    storage.setItem(BOOT_THEME_KEY, choice);
  } catch {
    // storage full or refused: the choice holds for this page only
  }
}

export function resolveMode(choice: ThemeChoice, systemDark: boolean): ThemeMode {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

/** What the page shows before React, and what every style keyed on `data-theme` follows. */
export function applyMode(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-theme', mode);
  root.style.colorScheme = mode;
  root.style.backgroundColor = pageBackground[mode];
}
