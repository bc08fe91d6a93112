import { useSyncExternalStore } from 'react';

import { systemSetting } from '../theme/media-query';

/** antd's breakpoints the layout follows (its `screenSM` and `screenLG` tokens, unchanged by the theme). */
const MIN_WIDTH = { sm: 576, lg: 992 } as const;
type Breakpoint = keyof typeof MIN_WIDTH;

const atLeast = (breakpoint: Breakpoint) => `(min-width: ${MIN_WIDTH[breakpoint]}px)`;
const widths = { sm: systemSetting(atLeast('sm')), lg: systemSetting(atLeast('lg')) };

/** Whether the window is narrower than antd's `breakpoint` now (asked of the window). */
export function isBelow(breakpoint: Breakpoint): boolean {
  return window.matchMedia?.(atLeast(breakpoint)).matches === false;
}

/**
 * Whether the window is narrower than antd's `breakpoint`, followed live. Read from the window as
 * it renders: no first drawing of the desktop layout on a phone, and no second drawing of the whole
 * screen as it mounts (antd's `Grid.useBreakpoint` answers in a layout effect, which React renders
 * again at once, in one piece, a whole list of cards included).
 */
export function useBelow(breakpoint: Breakpoint): boolean {
  return useSyncExternalStore(widths[breakpoint].subscribe, () => isBelow(breakpoint));
}

/** Below antd's `sm` breakpoint (576 px): a phone held upright. */
export function useIsPhone(): boolean {
  return useBelow('sm');
}
