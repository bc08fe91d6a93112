import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';

import { type Session, type SessionStore, userKeyOf } from '../session/session';
import { systemSetting } from './media-query';
import {
  applyMode,
  BOOT_THEME_KEY,
  DARK_QUERY,
  readChoice,
  resolveMode,
  type ThemeChoice,
  type ThemeMode,
  writeChoice,
} from './theme-choice';

interface ThemeState {
  /** The signed-in user's choice ("system" when signed out). */
  choice: ThemeChoice;
  /** What is shown now. */
  mode: ThemeMode;
  /** Keeps the signed-in user's choice; nothing when signed out. */
  setChoice: (choice: ThemeChoice) => void;
}

const ThemeContext = createContext<ThemeState>({ choice: 'system', mode: 'light', setChoice: () => {} });

/** The session's user, as the key of their preferences. */
function userOf(session: Session | null): string | null {
  if (!session) return null;
  return userKeyOf(session) || null;
}

const systemDark = systemSetting(DARK_QUERY);

/**
 * The theme of the page: the signed-in user's choice (kept per user in local storage), "Ikuti sistem"
 * following `prefers-color-scheme` live, and the login page always following the system. Sets
 * `data-theme`, `color-scheme` and the background on <html>, as public/theme-boot.js did first.
 */
export function ThemeChoiceProvider({
  store,
  storage = window.localStorage,
  children,
}: {
  store: SessionStore;
  storage?: Storage;
  children: ReactNode;
}) {
  const user = useSyncExternalStore(store.subscribe, () => userOf(store.read()));
  const dark = useSyncExternalStore(systemDark.subscribe, systemDark.matches);
  // who follows the choice: told of this provider's own writes; another tab's arrive as storage events
  const [choiceListeners] = useState(() => new Set<() => void>());
  const subscribeChoice = useCallback(
    (onChange: () => void) => {
      choiceListeners.add(onChange);
      window.addEventListener('storage', onChange);
      return () => {
        choiceListeners.delete(onChange);
        window.removeEventListener('storage', onChange);
      };
    },
    [choiceListeners],
  );
  const choice = useSyncExternalStore(subscribeChoice, () =>
    user === null ? 'system' : readChoice(storage, user),
  );
  const mode = resolveMode(choice, dark);

  useLayoutEffect(() => {
    applyMode(mode);
  }, [mode]);

  // the next load of this user paints their choice first (a sign-out clears it with the session)
  useEffect(() => {
    if (user === null) return;
    try {
      if (storage.getItem(BOOT_THEME_KEY) !== choice) storage.setItem(BOOT_THEME_KEY, choice);
    } catch {
      // storage refused: the next load follows the system until the app runs
    }
  }, [user, choice, storage]);

  const setChoice = useCallback(
    (next: ThemeChoice) => {
      if (user === null) return;
      writeChoice(storage, user, next);
      choiceListeners.forEach((listener) => listener());
    },
    [user, storage, choiceListeners],
  );

  const value = useMemo(() => ({ choice, mode, setChoice }), [choice, mode, setChoice]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useThemeChoice(): ThemeState {
  return useContext(ThemeContext);
}
