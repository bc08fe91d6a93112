import { readReplyShapeFromBrowser, type ReplyShape } from '../../../src/mocks/lib/reply-shape';

/**
 * Makes the demo backend answer in `shape`, chosen as a person chooses it in a browser (local
 * storage, read at start); tests/setup.ts clears the storage and reads it again after each test.
 */
export function setReplyShape(shape: ReplyShape): void {
  window.localStorage.setItem('demo:reply-shape', shape);
  readReplyShapeFromBrowser();
}
