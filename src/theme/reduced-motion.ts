import { useSyncExternalStore } from 'react';

import { systemSetting } from './media-query';

/** The person's system asks for less motion (an accessibility setting). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const reducedMotion = systemSetting(REDUCED_MOTION_QUERY);

/** Whether the system asks for reduced motion, followed live (antd's motion is turned off then). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(reducedMotion.subscribe, reducedMotion.matches, () => false);
}
