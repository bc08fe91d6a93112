import { createContext } from 'react';

import type { Toasts } from '../providers/toasts';

/**
 * The app's toast channel (made with the providers), for the bridge that shows its toasts; what it
 * shows comes through Refine's notification provider (screens use `useNotification`).
 */
export const ToastContext = createContext<Pick<Toasts, 'connect' | 'hold' | 'follow'> | null>(null);
