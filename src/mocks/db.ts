import { trackChanges } from './lib/change-tracker';
import { startOfToday } from './lib/dates';
import { createSeed } from './seed';
import type { DbState, Notification } from './types';

/**
 * What changes in the store, noted as the handlers change it (lib/change-tracker.ts): a save writes
 * only that (persistence.ts). `dbChanges.target` is the plain store, to read without noting. Noting
 * is on only while the store is kept (startPersistence): read through its proxies a record costs
 * several times more to find, and the unit tests, whose demo backend keeps nothing, took 13 % longer.
 */
export const dbChanges = trackChanges<DbState>(createSeed(startOfToday()), { noting: false });

/**
 * The in-memory store. Handlers always read `db.<collection>` at call time, so `resetDb()` can swap
 * the content without anyone holding a stale array.
 */
export const db: DbState = dbChanges.state;

/** Tunables; tests may shorten the CSV import delay. */
export const demoSettings = {
  /** How long a CSV upload "processes" before its rows appear as listings. */
  csvImportDelayMs: 2000,
};

const timers = new Set<ReturnType<typeof setTimeout>>();
let idCounter = 0;

/** Restores the seed, cancels pending background jobs and resets the id counter. */
export function resetDb(): void {
  for (const timer of timers) clearTimeout(timer);
  timers.clear();
  Object.assign(db, createSeed(startOfToday()));
  idCounter = 0;
}

/** Puts `state` in the store (a saved state restored, or one another tab saved). */
export function replaceDb(state: DbState): void {
  Object.assign(db, state);
}

type ChangeListener = () => void | Promise<void>;
const changeListeners = new Set<ChangeListener>();

/** Called after each change of the store (the browser demo keeps it); returns the unsubscribe function. */
export function onDbChanged(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * Says the store has changed; resolves when every listener is done (the state is saved), so a reply
 * sent after it is never ahead of what was kept.
 */
export async function dbChanged(): Promise<void> {
  await Promise.all([...changeListeners].map((listener) => listener()));
}

/** Runs `job` later unless the store is reset first (the CSV import). */
export function schedule(job: () => void, delayMs: number): void {
  const timer = setTimeout(() => {
    timers.delete(timer);
    job();
    void dbChanged();
  }, delayMs);
  timers.add(timer);
}

/** Tells apart the ids of tabs sharing one saved store (an ObjectId's random part). */
const tabPart = Math.floor(Math.random() * 0xffffffffff)
  .toString(16)
  .padStart(10, '0');

/** A fresh ObjectId-like id for records created at run time: time, this tab, a counter. */
export function newId(): string {
  idCounter += 1;
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds}${tabPart}${idCounter.toString(16).padStart(6, '0')}`;
}

export function nowIso(): string {
  return new Date().toISOString();
}

type NotificationListener = (notification: Notification) => void;
const notificationListeners = new Set<NotificationListener>();

/** Lets a demo socket push new notifications live; returns the unsubscribe function. */
export function onNotificationCreated(listener: NotificationListener): () => void {
  notificationListeners.add(listener);
  return () => notificationListeners.delete(listener);
}

export function addNotification(notification: Notification): void {
  db.notifications.push(notification);
  announceNotification(notification);
}

/** Pushes a notification live to its user's sockets (again, for one already stored: a server resending it). */
export function announceNotification(notification: Notification): void {
  for (const listener of notificationListeners) listener(notification);
}
