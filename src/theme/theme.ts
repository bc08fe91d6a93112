import { theme as antdTheme, type ThemeConfig } from 'antd';

import type { ThemeMode } from './theme-choice';

/** docs/contract.md section 9: primary dark navy, secondary orange. */
export const colors = {
  navy: '#13294B',
  navyLight: '#1F3D6B',
  orange: '#F5821F',
} as const;

/**
 * The brand colours as a drawing on the page uses them (an icon, a card's top border): CSS variables
 * of global.css, so the navy turns to a navy tint on the dark page instead of vanishing into it.
 */
export const brandInk = {
  navy: 'var(--app-brand-navy)',
  navyLight: 'var(--app-brand-navy-light)',
  orange: colors.orange,
} as const;

/** Series colours of the charts, in order: the theme's navy and orange first. */
export const chartColors = [
  colors.navy,
  colors.orange,
  '#2E7D6B',
  '#7A4FB0',
  '#C2410C',
  '#0E7490',
  '#6B7280',
] as const;

/** The same series on the dark page, in order (navy turns to a navy tint, at least 3:1 on the cards). */
export const darkChartColors = [
  '#9DB8E6',
  colors.orange,
  '#4FC3A1',
  '#B59AE6',
  '#F08A5D',
  '#4CC3D9',
  '#A3ADBF',
] as const;

/** A chart's inks per theme: its texts (ticks, legend: 4.5:1 on the cards), grid lines and series. */
export const chartInk: Record<
  ThemeMode,
  { text: string; grid: string; surface: string; series: readonly string[] }
> = {
  light: { text: '#3f4a5a', grid: 'rgba(0, 0, 0, 0.1)', surface: '#ffffff', series: chartColors },
  dark: { text: '#c3cad6', grid: 'rgba(255, 255, 255, 0.12)', surface: '#131c2e', series: darkChartColors },
};

/** A series colour of the light theme (chartColors) as the given theme shows it. */
export function seriesColor(color: string, mode: ThemeMode): string {
  const index = chartColors.findIndex((one) => one.toLowerCase() === color.toLowerCase());
  return index === -1 ? color : (chartInk[mode].series[index] ?? color);
}

export const theme: ThemeConfig = {
  token: {
    colorPrimary: colors.navy,
    colorLink: colors.navyLight,
    colorWarning: colors.orange,
    // danger buttons and error texts: antd's #ff4d4f is 3.26:1 on white, this red is 5.6:1
    colorError: '#C42B2B',
    borderRadius: 6,
    // WCAG AA (4.5:1) on white: antd's #8c8c8c secondary text is 3.36:1, this grey is 5.74:1
    colorTextDescription: '#666666',
    colorTextTertiary: '#666666',
    // placeholders say what to type (a date's form): antd's rgba(0,0,0,.25) is 1.8:1, this grey 4.95:1
    colorTextPlaceholder: '#707070',
    fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { siderBg: colors.navy, headerBg: '#ffffff' },
    // a chosen row: antd derives its ground from the navy primary as a mid grey (#81868a), on which the
    // navy title link is 2.95:1; a light navy tint keeps every text of the row over 4.5:1
    Table: { rowSelectedBg: '#e8eef7', rowSelectedHoverBg: '#dde6f3' },
    // the selected item keeps the brand orange; navy text on it is 5.60:1 (white was 2.59:1). antd
    // gives the open group's title the same navy, on navy: shell.css colours it orange (5.60:1).
    Menu: {
      darkItemBg: colors.navy,
      darkSubMenuItemBg: '#0d1f3a',
      darkItemSelectedBg: colors.orange,
      darkItemSelectedColor: colors.navy,
      // the collapsed sider's popup groups: navy like the sider, not antd's #001529
      darkPopupBg: colors.navy,
    },
  },
};

/**
 * The dark theme: antd's dark algorithm on navy-black surfaces; the sider stays navy, the selected
 * entry orange. Colours that are a button's or a badge's background are light here, so the text on
 * them is navy (colorTextLightSolid). Measured on the cards (#131c2e) and dialogs (#1a2437): primary
 * 6.35 and 5.79:1, error 5.87 and 5.36:1, secondary text 7.53 and 6.87:1; navy on primary 5.41:1,
 * on error 5.00:1.
 */
export const darkTheme: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    colorBgBase: '#0b1220',
    colorBgLayout: '#0b1220',
    colorBgContainer: '#131c2e',
    colorBgElevated: '#1a2437',
    colorBgSpotlight: '#2e3b52',
    colorBorder: '#3a4760',
    colorBorderSecondary: '#273247',
    colorPrimary: '#9db8e6',
    colorPrimaryActive: '#889fc7',
    colorLink: '#9db8e6',
    colorLinkHover: '#b9c7dc',
    colorLinkActive: '#889fc7',
    colorWarning: colors.orange,
    colorError: '#ff8f87',
    colorErrorActive: '#dc7d76',
    colorTextLightSolid: colors.navy,
    colorTextDescription: '#a3adbf',
    colorTextTertiary: '#a3adbf',
    borderRadius: 6,
    fontFamily: theme.token?.fontFamily,
  },
  components: {
    Layout: { siderBg: colors.navy, headerBg: '#131c2e', bodyBg: '#0b1220' },
    // a chosen row: antd's grey (#3d4553) put the title link at 3.6:1; on this navy it is 7.0:1
    Table: { rowSelectedBg: '#1e2b44', rowSelectedHoverBg: '#24324d' },
    Menu: {
      ...theme.components?.Menu,
      // antd derives the sider's texts from colorTextLightSolid: they stay white on navy
      colorTextLightSolid: '#ffffff',
    },
    // on a dark ground in both themes: white text (a tooltip's 9.3:1 on #2e3b52, a preview's mask)
    Tooltip: { colorTextLightSolid: '#ffffff' },
    Image: { colorTextLightSolid: '#ffffff' },
  },
};

/** The theme of a mode; with `reducedMotion` antd's own animations are off (dialogs, drawers, menus appear at once). */
export function themeOf(mode: ThemeMode, reducedMotion = false): ThemeConfig {
  const base = mode === 'dark' ? darkTheme : theme;
  return reducedMotion ? { ...base, token: { ...base.token, motion: false } } : base;
}
