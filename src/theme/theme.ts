import type { ThemeConfig } from 'antd';

/** SPEC.md section 9: primary dark navy, secondary orange. */
export const colors = {
  navy: '#13294B',
  navyLight: '#1F3D6B',
  orange: '#F5821F',
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
