import { describe, expect, it, vi } from 'vitest';

import { forgetAnswers } from '../../../src/boot/forget-answers';
import {
  CHANGE_PREFIX,
  OUTBOX_MS,
  RECORDS_SUFFIX,
  SENT_PREFIX,
  SUMMARY_PREFIX,
} from '../../../src/providers/outbox/outbox-keys';
import { recentKey } from '../../../src/session/recent-records';
import { createSessionStore, PREFERENCE_PREFIX, type Session } from '../../../src/session/session';
import { PERSISTED_FLAG } from '../../../src/session/session-key';
import { MemoryStorage } from '../support/memory-storage';

const change = (id: string, at: number) => ({ id, at, author: 'usr-ana', resource: 'listing' });

/** A browser where Ana's session ended on its own: its token expired, or the browser was closed. */
function leftBehind() {
  const storage = new MemoryStorage();
  const now = Date.now();
  storage.setItem(
    recentKey('usr-ana'),
    JSON.stringify([{ resource: 'listing', id: '7', title: 'Rumah Dago' }]),
  );
  storage.setItem(
    `${SUMMARY_PREFIX}usr-ana`,
    JSON.stringify([{ succeeded: [{ id: 1, owner: 'Ibu Sari' }] }]),
  );
  storage.setItem(`${CHANGE_PREFIX}new`, JSON.stringify(change('new', now - 60_000)));
  storage.setItem(`${CHANGE_PREFIX}new${RECORDS_SUFFIX}`, JSON.stringify([{ id: 1 }]));
  storage.setItem(`${CHANGE_PREFIX}old`, JSON.stringify(change('old', now - OUTBOX_MS - 1)));
  storage.setItem(`${CHANGE_PREFIX}old${RECORDS_SUFFIX}`, JSON.stringify([{ id: 2 }]));
  storage.setItem(`${PREFERENCE_PREFIX}theme:usr-ana`, 'dark');
  // what this device sent of a record: the values before are the server's
  storage.setItem(`${SENT_PREFIX}usr-ana`, JSON.stringify([{ id: '7', changes: [{ before: 1 }] }]));
  storage.setItem(PERSISTED_FLAG, '1');
  return storage;
}

describe('a start of the app without a valid session', () => {
  it("removes what the server said (the kept lists, recent records, summaries) and keeps the person's own work", async () => {
    const storage = leftBehind();
    const clearPersisted = vi.fn(() => Promise.resolve());
    await forgetAnswers(storage, clearPersisted);
    expect(clearPersisted).toHaveBeenCalledTimes(1);
    expect(storage.getItem(PERSISTED_FLAG)).toBeNull();
    expect(storage.getItem(recentKey('usr-ana'))).toBeNull();
    expect(storage.getItem(`${SUMMARY_PREFIX}usr-ana`)).toBeNull();
    expect(storage.getItem(`${SENT_PREFIX}usr-ana`)).toBeNull();
    // a change waiting for its author stays; one past 7 days goes, records and all
    expect(storage.getItem(`${CHANGE_PREFIX}new`)).not.toBeNull();
    expect(storage.getItem(`${CHANGE_PREFIX}new${RECORDS_SUFFIX}`)).not.toBeNull();
    expect(storage.getItem(`${CHANGE_PREFIX}old`)).toBeNull();
    expect(storage.getItem(`${CHANGE_PREFIX}old${RECORDS_SUFFIX}`)).toBeNull();
    expect(storage.getItem(`${PREFERENCE_PREFIX}theme:usr-ana`)).toBe('dark');
  });

  it('opens nothing of IndexedDB when nothing is kept there; a storage that fails leaves the flag for the next start', async () => {
    const storage = leftBehind();
    storage.removeItem(PERSISTED_FLAG);
    const clearPersisted = vi.fn(() => Promise.resolve());
    await forgetAnswers(storage, clearPersisted);
    expect(clearPersisted).not.toHaveBeenCalled();

    const failing = leftBehind();
    await forgetAnswers(failing, () => Promise.reject(new Error('blocked')));
    expect(failing.getItem(PERSISTED_FLAG)).toBe('1');
  });

  it('the flag that says answers are kept outlives a sign-out, so that the next start finds them', () => {
    const storage = new MemoryStorage();
    const store = createSessionStore('s3cret', storage);
    store.write({
      access_token: 't',
      auth_id: 'usr-ana',
      email: 'ana@demo.id',
      signin: true,
      flag: 'gro_admin',
    } as Session);
    storage.setItem(PERSISTED_FLAG, '1');
    store.clear();
    expect(storage.getItem(PERSISTED_FLAG)).toBe('1');
  });
});
