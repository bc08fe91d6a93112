import { App as AntdApp, ConfigProvider } from 'antd';
import { type ReactNode, useMemo } from 'react';

import { ToastBridge } from '../engine';
import { antdLocale } from '../locales/antd-locale';
import { ui } from '../locales/ui';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { installAntdStyles } from '../theme/antd-styles';
import { usePrefersReducedMotion } from '../theme/reduced-motion';
import { themeOf } from '../theme/theme';
import { useThemeChoice } from '../theme/ThemeChoice';

// antd 5 on React 19 (its static methods and effects render through this); here rather than in
// main.tsx, so the login page, which uses no antd, does not load it
import '@ant-design/v5-patch-for-react-19';
import '../theme/dayjs-setup';

// rc-dialog names a dialog's close button "Close" whatever the locale: name it in the closable config
// (antd passes its aria props to the button); drawers the same, though theirs reads the locale today
// before antd's first render reads which styles the page already holds
installAntdStyles();

const MODAL = { closable: { 'aria-label': ui.record.close } };
const DRAWER = { closable: { 'aria-label': ui.record.close } };
// a click's ripple: none for a person who asks for less motion (with antd's motion off, the ripple's
// element stayed in the page for 5 s after each click, waiting for a transition that never ran)
const NO_WAVE = { disabled: true };

/**
 * antd's locale (id_ID), theme and <App> (for the success messages and the Error dialog), and the
 * signed-in user's notification state. Mounted by the shell, so the login page loads none of it.
 */
export function AntdFrame({ children }: { children: ReactNode }) {
  const { mode } = useThemeChoice();
  const reducedMotion = usePrefersReducedMotion();
  // antd's CSS-variable mode without hashed class names: each component's styles are generated once,
  // not again per theme, and the light/dark switch only changes the variables' values
  const theme = useMemo(
    () => ({ ...themeOf(mode, reducedMotion), cssVar: true, hashed: false }),
    [mode, reducedMotion],
  );
  return (
    <ConfigProvider
      locale={antdLocale}
      theme={theme}
      modal={MODAL}
      drawer={DRAWER}
      wave={reducedMotion ? NO_WAVE : undefined}
    >
      <AntdApp>
        <ToastBridge />
        <NotificationsProvider>{children}</NotificationsProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
