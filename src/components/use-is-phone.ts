import { Grid } from 'antd';

/** Below antd's `sm` breakpoint (576 px): a phone held upright. */
export function useIsPhone(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.sm === false;
}
