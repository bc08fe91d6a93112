import { createContext } from 'react';

import type { RestoredAnswers } from '../providers/persisted-flag';

/** The providers' answers restored from the device (`providers.restoredAnswers`; AppRefine gives it). */
export const RestoredAnswersContext = createContext<RestoredAnswers | null>(null);
