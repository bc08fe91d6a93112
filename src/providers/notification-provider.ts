import type { NotificationProvider } from '@refinedev/core';

import { messages } from '../locales/messages';

/**
 * Failures open the "Error" dialog with the normalised text (Refine puts it in `description`).
 * Refine's own success toasts are generic English; ours come from the registry through `announce`.
 */
export function createNotificationProvider(showError: (text: string) => void): NotificationProvider {
  return {
    open: ({ type, message, description }) => {
      if (type !== 'error') return;
      showError(description || message || messages.generic);
    },
    close: () => undefined,
  };
}
