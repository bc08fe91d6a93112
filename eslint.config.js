import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const mocksPattern = {
  regex: '^\\.{1,2}/(\\.\\./)*mocks(/|$)',
  message: 'Only src/main.tsx starts the demo backend (src/mocks).',
};

/** `no-restricted-imports` for each folder: the folders above it it may not import. */
function layerRules(layers) {
  return layers.map(({ files, banned }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...banned.map((folder) => ({
              regex: `^(\\.\\./)+${folder}(/|$)`,
              message: `${files[0].replace('/**', '')} is below src/${folder} and may not import it.`,
            })),
            mocksPattern,
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // the demo backend is started by main.tsx alone (each layer below repeats this, as a later
  // no-restricted-imports replaces an earlier one)
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/mocks/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [mocksPattern] }] },
  },
  // the layers (README): a lower layer never imports a higher one
  ...layerRules([
    {
      files: ['src/http/**'],
      banned: ['resources', 'providers', 'components', 'layout', 'pages', 'notifications'],
    },
    { files: ['src/notifications/**'], banned: ['providers', 'pages', 'layout'] },
    { files: ['src/components/**'], banned: ['pages', 'layout'] },
    { files: ['src/providers/**'], banned: ['components', 'layout', 'pages'] },
    {
      files: ['src/session/**', 'src/locales/**'],
      banned: ['resources', 'providers', 'components', 'layout', 'pages', 'notifications'],
    },
  ]),
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // imports in a fixed order (eslint --fix sorts them): packages, then the project's from far to near,
  // then side-effect imports (styles, locale set-up) last and in their written order, so the CSS
  // cascade and the set-up order stay as written
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': [
        'error',
        { groups: [['^node:'], ['^@?\\w'], ['^\\.\\.', '^\\.'], ['^\\u0000']] },
      ],
      'simple-import-sort/exports': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.commonjs, ...globals.browser } },
  },
);
