import { setUndoWindowForTests } from '../../../src/components/undo/undo-queue';

/**
 * Shortens the undo window for one test of a whole screen that waits for a change to be sent: long
 * enough to see that nothing leaves during it, short enough not to wait the real 5 s. tests/setup.ts
 * puts the default back after each test; tests/unit/components/undo/undo-queue.test.ts checks it.
 */
export function shortUndoWindow(): void {
  setUndoWindowForTests(1500);
}
