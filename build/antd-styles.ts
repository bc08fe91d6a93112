// antd's styles generated at build time rather than on the phone at first render (issue 28).
import { createRequire } from 'node:module';

import type { Plugin } from 'vite';

import { themeOf } from '../src/theme/theme.ts';
import type { ThemeMode } from '../src/theme/theme-choice.ts';

/** The module that holds the generated style sheet (its text, a string). */
export const ANTD_STYLES_MODULE = 'virtual:antd-styles';
const RESOLVED = `\0${ANTD_STYLES_MODULE}`;

/**
 * The antd components whose styles the shell and a list screen draw first (antd's names of its style
 * paths); the others are generated in the browser when a screen first shows them, as before.
 */
export const FIRST_SCREEN_COMPONENTS = [
  // what the page itself and the icons need
  'Shared',
  'ant-design-icons',
  'App',
  // the shell: sider, menu, header with its user menu and notification bell
  'Layout',
  'Menu',
  'Avatar',
  'Badge',
  'Dropdown',
  'Popover',
  'Tooltip',
  'Space',
  'Button',
  'Wave',
  // a list screen: its filters, table, pager and their states
  'Input',
  'Select',
  'Checkbox',
  'Table',
  'Pagination',
  'Tag',
  'Spin',
  'Empty',
  'Modal',
  // a phone's list: its menu and filters in drawers, its cards' loading
  'Drawer',
  'Skeleton',
];

const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/;

/**
 * antd's styles of `components` for the app's themes, as one plain style sheet: each component
 * rendered on the server per theme under the app's ConfigProvider settings (CSS variables, no hashed
 * class names), and antd's cache-path rule naming every style the sheet holds, so that antd in the
 * browser finds them there and generates none of them. In CSS-variable mode the light and dark rules
 * are the same text (their colours are variables): they are kept once and the cache paths of both
 * themes listed. Without motion (prefers-reduced-motion) the rules differ: those themes keep
 * generating their styles in the browser.
 */
export function generateAntdStyles(components: readonly string[] = FIRST_SCREEN_COMPONENTS): string {
  const require = createRequire(import.meta.url);
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const antd = require('antd') as Record<string, unknown> & typeof import('antd');
  const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const wanted = new Set(components);
  // style keys are `style%<token>%<Component-Part>%<class prefix>...`
  const isWanted = (key: string) => {
    const part = key.split('%')[2] ?? '';
    return wanted.has(part) || wanted.has(part.split('-')[0]);
  };
  const candidates = Object.entries(antd)
    .flatMap(([name, component]) =>
      /^[A-Z]/.test(name) && name !== 'ConfigProvider' && name !== 'Grid'
        ? [
            component,
            ...Object.entries(component as object)
              .filter(([sub]) => /^[A-Z]/.test(sub))
              .map(([, s]) => s),
          ]
        : [],
    )
    .filter(
      (component) =>
        typeof component === 'function' ||
        (typeof component === 'object' && component !== null && '$$typeof' in component),
    );
  // each with the props that bring its parts' styles: a table's sorter, filter and selection; a tag's
  // preset and status colours (its plain render has neither)
  const elements: [unknown, object][] = [
    ...candidates.map((component): [unknown, object] => [component, tableProps(component === antd.Table)]),
    [antd.Tag, { color: 'blue' }],
    [antd.Tag, { color: 'success' }],
  ];
  let rules: string | undefined;
  const paths: string[] = [];
  for (const mode of ['light', 'dark'] as ThemeMode[]) {
    const cache = cssinjs.createCache();
    const theme = { ...themeOf(mode), cssVar: true, hashed: false };
    for (const [component, props] of elements) {
      try {
        renderToString(
          React.createElement(
            cssinjs.StyleProvider,
            { cache },
            React.createElement(
              antd.ConfigProvider,
              { theme },
              React.createElement(component as React.ElementType, props),
            ),
          ),
        );
      } catch {
        // a part that needs its parent (Menu.Item, Form.List): its styles come with the parent
      }
    }
    for (const key of [...cache.cache.keys()])
      if (!key.startsWith('style%') || !isWanted(key)) cache.cache.delete(key);
    const sheet = cssinjs.extractStyle(cache, { plain: true, types: 'style' });
    const [rule, list] = sheet.match(CACHE_PATH_RULE) ?? [];
    const body = rule ? sheet.replace(rule, '') : sheet;
    rules ??= body;
    // a theme whose rules differ keeps generating its styles in the browser
    if (list && body === rules) paths.push(list);
  }
  return `${rules ?? ''}.data-ant-cssinjs-cache-path{content:"${paths.join(';')}";}`;
}

/** A table with a sorter, a filter, selection and a row: the styles of all its parts. */
function tableProps(isTable: boolean) {
  if (!isTable) return {};
  return {
    columns: [{ title: 'a', dataIndex: 'a', sorter: true, filters: [{ text: 'a', value: 'a' }] }],
    dataSource: [{ key: 1, a: 1 }],
    rowSelection: {},
  };
}

/** `virtual:antd-styles`: the sheet of generateAntdStyles (an empty one with `generate: false`). */
export function antdStyles({ generate = true }: { generate?: boolean } = {}): Plugin {
  let sheet: string | undefined;
  return {
    name: 'antd-styles',
    resolveId: (id) => (id === ANTD_STYLES_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      sheet ??= generate ? generateAntdStyles() : '';
      return `export default ${JSON.stringify(sheet)};`;
    },
  };
}
