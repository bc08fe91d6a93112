import { useState } from 'react';

/**
 * Whether a drawer or dialog has been open yet: it is drawn from its first opening on (and stays, so
 * it can close with its animation and keep what was typed), not set up closed with its screen, where
 * antd's drawer measures itself and is drawn a second time for nothing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
