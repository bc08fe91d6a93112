import { outboxTexts } from '../../locales/outbox';
import { fill } from '../../locales/ui';
import type { AppOutbox } from '../../providers/outbox';
import { drafts } from '../../session/drafts';

/**
 * What a deliberate sign-out of `user` would throw away or must still send, in any tab: the lines it
 * says before it goes (none: nothing, it goes at once). Drafts are kept on this device per user, so
 * those of other tabs are counted too (`unsavedHere`: this page's forms with unsaved input); the
 * outbox's changes of the user are sent before it ends.
 */
export async function signOutWarnings(
  user: string,
  { outbox, undoQueue }: Pick<AppOutbox, 'outbox' | 'undoQueue'>,
  unsavedHere: number,
): Promise<string[]> {
  const total = user ? await drafts.count(user) : 0;
  const here = Math.min(unsavedHere, total);
  const waiting = outbox()
    .all()
    .filter((change) => change.author === user && !change.discarded).length;
  const lines: string[] = [];
  if (here > 0) lines.push(fill(outboxTexts.signOutDraftsHere, { count: here }));
  if (total - here > 0) lines.push(fill(outboxTexts.signOutDraftsElsewhere, { count: total - here }));
  if (total > 0) lines.push(outboxTexts.signOutDraftsGone);
  // this page's queue sends its own before the sign-out ends; the rest (saved offline, stored, asked
  // about, cancelled) stays on this device for the user's next sign-in
  const sending = Math.min(undoQueue.pending(), waiting);
  if (sending > 0) lines.push(fill(outboxTexts.signOutWaiting, { count: sending }));
  if (waiting - sending > 0) lines.push(fill(outboxTexts.signOutKept, { count: waiting - sending }));
  return lines;
}
