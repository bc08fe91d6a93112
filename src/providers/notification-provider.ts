import type { NotificationProvider } from '@refinedev/core';

import { messages } from '../locales/messages';
import type { Toasts } from './toasts';

/**
 * The one way a text reaches the person: a success shows its message (an operation's declared one,
 * a bulk run's with its count; Refine's own generic English ones say nothing, locales/refine-i18n.ts),
 * a failure opens the "Error" dialog with the normalised text (Refine puts it in `description`), a
 * `progress` (a change in its undo window) the undo toast with "Urungkan" (`cancelMutation`), open
 * until `close` is called with its key.
 */
export function createNotificationProvider(
  toasts: Pick<Toasts, 'announce' | 'showError' | 'progress' | 'close'>,
): NotificationProvider {
  return {
    open: ({ type, message, description, key, cancelMutation, undoableTimeout }) => {
      if (type === 'progress' && key) {
        // Refine's own undo window (`mutationMode: 'undoable'`) counts down here: at 0 nothing is
        // left to undo, and "Urungkan" closes it too
        if (undoableTimeout === 0) toasts.close(key);
        else
          toasts.progress({
            key,
            text: message,
            undo: cancelMutation && (() => (cancelMutation(), toasts.close(key))),
          });
        return;
      }
      // an answer under a key takes the place of what that key showed (Refine's undo toast)
      if (key) toasts.close(key);
      if (type === 'error') toasts.showError(description || message || messages.generic);
      else if (type === 'success' && message) toasts.announce(message);
    },
    close: (key) => toasts.close(key),
  };
}
