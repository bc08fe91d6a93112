import { useSyncExternalStore } from 'react';

import { systemSetting } from '../theme/media-query';

/** antd's breakpoints the layout follows (its `screenSM` and `screenLG` tokens, unchanged by the theme). */
const MIN_WIDTH = { sm: 576, lg: 992 } as const;
type Breakpoint = keyof typeof MIN_WIDTH;

/**
 * Wider than a phone: antd's `sm` and more, unless it is a touch screen under 500 px high (a phone
 * turned sideways, 844 x 390, where a table showed two rows and a half). The CSS of the phone layout
 * (layout/phone.css and the screens' own sheets) asks the opposite:
 * `(max-width: 575px), (max-height: 500px) and (pointer: coarse)`.
 */
const WIDER_THAN_PHONE =
  '(min-width: 576px) and (min-height: 501px), (min-width: 576px) and (pointer: fine), (min-width: 576px) and (pointer: none)';

const atLeast = (breakpoint: Breakpoint) =>
  breakpoint === 'sm' ? WIDER_THAN_PHONE : `(min-width: ${MIN_WIDTH[breakpoint]}px)`;
const widths = { sm: systemSetting(atLeast('sm')), lg: systemSetting(atLeast('lg')) };

/** Whether the window is narrower than antd's `breakpoint` now (for `sm`: a phone, upright or turned). */
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

/** A phone held upright (below antd's `sm` breakpoint, 576 px) or turned sideways. */
export function useIsPhone(): boolean {
  return useBelow('sm');
}
