import { useSyncExternalStore } from 'react';

import type { Screens } from '../components/screens-context';
import { createRegistryLoader } from '../resources/load-registry';

// The pages and dialogs of their own (./screens.ts) load with a session, as the registry does, not with
// the login page: their map of lazy parts, each with the files it loads, is part of the session's
// chunk (build/chunk-groups.ts), fetched ahead at boot when a session is stored, and loaded at
// sign-in or when a signed-in address is first drawn (another tab signed in).
const screensLoader = createRegistryLoader<Screens>(() => import('./screens').then(({ screens }) => screens));

/** Loads the screens' map once (again after a failed load); a signed-in screen waits for it. */
export const loadScreens = screensLoader.load;

/** The screens' map once it has loaded (the component renders again then), else undefined; never loads it. */
export function useLoadedScreens(): Screens | undefined {
  return useSyncExternalStore(screensLoader.onLoaded, screensLoader.loaded);
}
