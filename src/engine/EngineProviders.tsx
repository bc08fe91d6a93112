import type { ReactNode } from 'react';

import { RecordChangeProvider } from './common/record-change-context';
import { UnsavedFormsProvider } from './drafts/unsaved-forms';
import { ListPreferencesProvider } from './preferences/list-preferences-store';

/**
 * The engine's stores the screens share (list preferences, this page's unsaved forms, the one path of a
 * record change), made with the app (AppRefine), above antd's frame: what its hooks draw reads them.
 */
export function EngineProviders({ children }: { children: ReactNode }) {
  return (
    <ListPreferencesProvider>
      <UnsavedFormsProvider>
        <RecordChangeProvider>{children}</RecordChangeProvider>
      </UnsavedFormsProvider>
    </ListPreferencesProvider>
  );
}
