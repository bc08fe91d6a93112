import { PERSISTED_FLAG } from '../session/session-key';

// (whether this browser keeps some user's answers: only then does the boot wait for them before its
// first drawing; a first visit, with nothing persisted, waits for nothing)
export { PERSISTED_FLAG };

export function hasPersistedQueries(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(PERSISTED_FLAG) !== null;
  } catch {
    return false;
  }
}

/**
 * The answers last put in the cache from the device, by query hash, with the time each was fetched:
 * such an answer still on screen with that time has not been refreshed (src/components/PersistedDataAge.tsx).
 * One per app, made by createProviders.
 */
export interface RestoredAnswers {
  read(): ReadonlyMap<string, number>;
  /** Called once a user's persisted answers are in the cache (a page load, or signing in again in a tab). */
  mark(answers: ReadonlyMap<string, number>): void;
}

export function createRestoredAnswers(): RestoredAnswers {
  let restored: ReadonlyMap<string, number> = new Map();
  return {
    read: () => restored,
    mark(answers) {
      restored = answers;
    },
  };
}
