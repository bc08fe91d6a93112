import type { NotificationProvider } from '@refinedev/core';
import { messages } from '../locales/messages';
import { showError } from './notices';

/**
 * Failures open the "Error" dialog with the normalised text (Refine puts it in `description`).
 * Refine's own success toasts are generic English; ours come from the registry through `announce`.
 */
export const notificationProvider: NotificationProvider = {
  open: ({ type, message, description }) => {
    if (type !== 'error') return;
    showError(description || message || messages.generic);
  },
  close: () => undefined,
};
