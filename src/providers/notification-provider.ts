import type { NotificationProvider } from '@refinedev/core';

import { messages } from '../locales/messages';
import type { Notices } from './notices';

/**
 * The one way a text reaches the person: a success shows its message (an operation's declared one,
 * a bulk run's with its count; Refine's own generic English ones say nothing, locales/refine-i18n.ts),
 * a failure opens the "Error" dialog with the normalised text (Refine puts it in `description`).
 */
export function createNotificationProvider(
  notices: Pick<Notices, 'announce' | 'showError'>,
): NotificationProvider {
  return {
    open: ({ type, message, description }) => {
      if (type === 'error') notices.showError(description || message || messages.generic);
      else if (type === 'success' && message) notices.announce(message);
    },
    close: () => undefined,
  };
}
