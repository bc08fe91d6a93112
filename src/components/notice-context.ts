import { createContext } from 'react';

import type { Notices } from '../providers/notices';

/**
 * The app's notice channel (made with the providers), for the bridge that shows its notices; what it
 * shows comes through Refine's notification provider (screens use `useNotification`).
 */
export const NoticeContext = createContext<Pick<Notices, 'connect' | 'hold' | 'follow'> | null>(null);
