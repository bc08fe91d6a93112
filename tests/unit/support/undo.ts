import { act } from '@testing-library/react';
import { type MockInstance, vi } from 'vitest';

import type { UndoQueue } from '../../../src/providers/outbox/undo-queue';
import { testOutbox } from './outbox';

let stored: MockInstance<UndoQueue['schedule']> | undefined;

/**
 * For a test of a whole screen that waits for a change to be sent: each change made from now on
 * waits as if a person kept the pointer on its toast (the queue's own pause), until
 * `endUndoWindows`, instead of the real 5 s that a loaded machine could outrun.
 * tests/setup.ts lets go after each test (`releaseUndoWindows`).
 */
export function holdUndoWindows(): void {
  releaseUndoWindows();
  const { undoQueue } = testOutbox();
  const schedule = undoQueue.schedule;
  stored = vi.spyOn(undoQueue, 'schedule').mockImplementation((entry) => {
    const handle = schedule(entry);
    undoQueue.pause(handle);
    return handle;
  });
}

/** Changes made from now on wait their usual window again. */
export function releaseUndoWindows(): void {
  stored?.mockRestore();
  stored = undefined;
}

/** Ends every open undo window now, as its timer would: the waiting changes are sent. */
export function endUndoWindows(): void {
  act(() => testOutbox().undoQueue.flushAll({ keepalive: false }));
}
