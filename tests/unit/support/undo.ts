import { act } from '@testing-library/react';

import { undoQueue } from '../../../src/components/undo/queue';
import { setUndoWindowForTests } from '../../../src/components/undo/undo-queue';

/**
 * For a test of a whole screen that waits for a change to be sent: the undo windows stay open until
 * `endUndoWindows`, instead of the real 5 s (tests/setup.ts puts the default back after each test;
 * tests/unit/components/undo/undo-queue.test.ts checks the default and the timer).
 */
export function holdUndoWindows(): void {
  setUndoWindowForTests(Number.POSITIVE_INFINITY);
}

/** Ends every open undo window now, as its timer would: the waiting changes are sent. */
export function endUndoWindows(): void {
  act(() => undoQueue.flushAll({ keepalive: false }));
}
