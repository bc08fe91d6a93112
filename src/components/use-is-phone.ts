import { Grid } from 'antd';
import { useState } from 'react';

/** antd's breakpoints the layout follows (its `screenSM` and `screenLG` tokens, unchanged by the theme). */
const MIN_WIDTH = { sm: 576, lg: 992 } as const;

/** Whether the window is narrower than antd's `breakpoint` now (asked of the window). */
export function isBelow(breakpoint: keyof typeof MIN_WIDTH): boolean {
  return window.matchMedia?.(`(min-width: ${MIN_WIDTH[breakpoint]}px)`).matches === false;
}

/**
 * Whether the window is narrower than antd's `breakpoint`. Until antd has answered (a layout effect
 * after the first render) the window is asked directly: a phone rendered the desktop layout first (a
 * whole table and its filters, with their lookups) for nothing before its cards.
 */
export function useBelow(breakpoint: keyof typeof MIN_WIDTH): boolean {
  const screens = Grid.useBreakpoint();
  const [narrowAtFirst] = useState(() => isBelow(breakpoint));
  const wide = screens[breakpoint];
  return wide === undefined ? narrowAtFirst : !wide;
}

/** Below antd's `sm` breakpoint (576 px): a phone held upright. */
export function useIsPhone(): boolean {
  return useBelow('sm');
}
