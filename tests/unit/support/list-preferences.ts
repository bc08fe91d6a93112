import {
  parsePreferences,
  parseViews,
  preferenceKey,
  readRaw,
  type SavedView,
  type TablePreferences,
} from '../../../src/engine/preferences/store';

/** What the list keeps of a person's arrangement, read as the list reads it (use-list-preferences.ts). */
export function readPreferences(
  storage: Storage,
  user: string,
  resource: string,
): TablePreferences | undefined {
  return parsePreferences(readRaw(storage, preferenceKey(user, resource, 'table')));
}

/** A person's own views of a list with their searches, read as the list reads them. */
export function readViews(storage: Storage, user: string, resource: string): SavedView[] | undefined {
  return parseViews(
    readRaw(storage, preferenceKey(user, resource, 'views')),
    readRaw(storage, preferenceKey(user, resource, 'searches')),
  );
}
