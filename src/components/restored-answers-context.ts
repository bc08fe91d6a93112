import { createContext } from 'react';

import type { RestoredAnswers } from '../providers/kept-flag';

/** The providers' answers restored from the device (`providers.restoredAnswers`; AppRefine gives it). */
export const RestoredAnswersContext = createContext<RestoredAnswers | null>(null);
