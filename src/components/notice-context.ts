import { createContext } from 'react';

import type { Notices } from '../providers/notices';

/**
 * The app's notice channel (made with the providers), for the bridge that shows its notices and for
 * screens that announce a message of their own (a bulk run's one message with its count).
 */
export const NoticeContext = createContext<Pick<Notices, 'connect' | 'announce' | 'showError'> | null>(null);
