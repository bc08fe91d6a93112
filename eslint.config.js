import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const mocksPattern = {
  regex: '^\\.{1,2}/(\\.\\./)*mocks(/|$)',
  message: 'Only src/main.tsx starts the demo backend (src/mocks).',
};

/**
 * The outbox's store, sender, plan, undo queue, tab lock and photos are the data floor's own: the rest
 * of the app reaches them through src/providers/outbox/index.ts (and the light `outbox-keys`,
 * `kept-error`, `page-leave` and `outbox-writes`, which the login page and the forms read alone).
 */
const outboxPattern = {
  regex:
    '^(\\.{1,2}/)+(\\.\\./)*providers/outbox/(outbox-store|outbox-sender|outbox-plan|undo-queue|tab-lock|app-outbox|kept-photos)$',
  message: 'Reach the outbox through src/providers/outbox (its index): its store and sender are its own.',
};

/**
 * Outside the engine, code reaches it through src/engine/index.ts alone (`../engine`), never a module
 * of its own: what the pages, the shell and App use of it is that file's list, and its code-split
 * screens come through the loaders it exports. The engine's own files are exempt.
 */
const enginePattern = {
  regex: '^(\\.{1,2}/)+(\\.\\./)*engine/.+$',
  message: 'Import the engine from its index (src/engine/index.ts), not one of its modules.',
};

/**
 * `no-restricted-imports` for `import()` expressions, which that rule does not see: a lazy import of a
 * banned folder fails like a static one. Options: `{ patterns: [{ regex, message }] }`.
 */
const noRestrictedImportExpression = {
  meta: { type: 'problem', schema: [{ type: 'object' }] },
  create(context) {
    const patterns = (context.options[0]?.patterns ?? []).map(({ regex, message }) => ({
      regex: new RegExp(regex),
      message,
    }));
    return {
      ImportExpression(node) {
        const source = node.source;
        const text =
          source.type === 'Literal'
            ? source.value
            : source.type === 'TemplateLiteral' && source.expressions.length === 0
              ? source.quasis[0].value.cooked
              : undefined;
        if (typeof text !== 'string') return;
        const banned = patterns.find(({ regex }) => regex.test(text));
        if (banned) context.report({ node, message: `'${text}' import is restricted. ${banned.message}` });
      },
    };
  },
};

const layersPlugin = { rules: { 'no-restricted-import-expression': noRestrictedImportExpression } };

/**
 * The data provider's methods are called under src/providers alone (and by the demo backend, src/mocks):
 * a screen reads with Refine's hooks, or with `useReads()` for what they cannot express.
 */
const dataProviderPath = {
  name: '@refinedev/core',
  importNames: ['useDataProvider'],
  message:
    "Read with Refine's hooks (useList, useOne, useCustom, ...) or useReads() from src/providers/reads.ts: only src/providers calls the data provider.",
};

/**
 * The same banned paths for static imports and `import()` expressions; `paths` (static imports only:
 * names taken from a package) bans `useDataProvider` unless the folder is the providers' or the mocks'.
 */
function restrictedImports(patterns, paths = [dataProviderPath]) {
  return {
    'no-restricted-imports': ['error', { paths, patterns }],
    'layers/no-restricted-import-expression': ['error', { patterns }],
  };
}

/** Whether files under `folder` may call the data provider (`dataProviderPath`). */
const callsDataProvider = (folder) => /^src\/(providers|mocks)(\/|$)/.test(folder);

/** The floors above the registry, the HTTP layer and the session (docs/design.md, "Layers"). */
const ABOVE_THE_REGISTRY = ['providers', 'components', 'engine', 'layout', 'pages', 'notifications'];

/** For each folder, the folders above it it may not import (statically or with `import()`). */
function layerRules(layers) {
  return layers.map(({ files, banned, except = [] }) => ({
    files,
    rules: restrictedImports(
      [
        ...banned.map((folder) => ({
          // `except`: files of a banned folder this floor may import (`resources/wire`)
          regex: `^(\\.\\./)+${folder}${except
            .filter((file) => file.startsWith(`${folder}/`))
            .map((file) => `(?!${file.slice(folder.length)}$)`)
            .join('')}(/|$)`,
          message: `${files[0].replace('/**', '')} is below src/${folder} and may not import it.`,
        })),
        mocksPattern,
        ...(files[0].startsWith('src/providers') ? [] : [outboxPattern]),
        // a floor that may not import the engine at all is told so once
        ...(files[0].startsWith('src/engine') || banned.includes('engine') ? [] : [enginePattern]),
      ],
      callsDataProvider(files[0]) ? [] : [dataProviderPath],
    ),
  }));
}

/**
 * The engine's own floors, top to bottom, under its own files (the route, the providers, the keeper):
 * the list opens the form and the record drawer; the bulk runs use the actions; the form uses the
 * conflicts' re-read and the drafts; `common` (a record's title, form values, the one path of a record
 * change) imports no other engine folder. A folder imports only the folders after it (docs/design.md).
 */
const ENGINE_FLOORS = [
  'list',
  'record',
  'preferences',
  'export',
  'bulk',
  'actions',
  'form',
  'conflicts',
  'drafts',
  'outbox',
  'common',
];

/** For each engine folder: the engine's own files and the folders above it, as well as the pages and the shell. */
function engineFloorRules() {
  return ENGINE_FLOORS.map((folder, at) => {
    const here = `src/engine/${folder}`;
    return {
      files: [`${here}/**`],
      rules: restrictedImports([
        ...['pages', 'layout'].map((up) => ({
          regex: `^(\\.\\./)+${up}(/|$)`,
          message: `${here} is below src/${up} and may not import it.`,
        })),
        {
          regex: '^\\.\\./[^/]+$',
          message: `${here} is below the engine's own files (src/engine/*.tsx) and may not import them.`,
        },
        ...ENGINE_FLOORS.slice(0, at).map((up) => ({
          regex: `^\\.\\./${up}(/|$)`,
          message: `${here} is below src/engine/${up} and may not import it.`,
        })),
        mocksPattern,
        outboxPattern,
      ]),
    };
  });
}

/**
 * An effect returns nothing or its cleanup function: React keeps what an effect returns and calls it
 * on the next run and on unmount. `useEffect(() => el.scrollIntoView())` returns what scrollIntoView
 * returns (a Promise in current Chromium) and the screen crashes when it closes. So an effect is not
 * async, its arrow has a body in braces, and it never returns a value that cannot be a cleanup (a state
 * setter's result, an optional call, a literal, an object...). `return subscribe(...)` stays allowed:
 * such a call returns the cleanup.
 */
const EFFECT_HOOK = /^use(Layout|Insertion)?Effect$/;
const NOT_A_CLEANUP = new Set([
  'ArrayExpression',
  'AssignmentExpression',
  'AwaitExpression',
  'BinaryExpression',
  'ChainExpression',
  'ClassExpression',
  'Literal',
  'NewExpression',
  'ObjectExpression',
  'SequenceExpression',
  'TemplateLiteral',
  'UnaryExpression',
  'UpdateExpression',
]);

function isEffectCallback(node) {
  const call = node.parent;
  if (call?.type !== 'CallExpression' || call.arguments[0] !== node) return false;
  const callee = call.callee.type === 'MemberExpression' ? call.callee.property : call.callee;
  return callee.type === 'Identifier' && EFFECT_HOOK.test(callee.name);
}

function isNotACleanup(argument) {
  if (NOT_A_CLEANUP.has(argument.type)) return true;
  return (
    argument.type === 'CallExpression' &&
    argument.callee.type === 'Identifier' &&
    /^set[A-Z]/.test(argument.callee.name)
  );
}

const effectCleanupRule = {
  meta: {
    type: 'problem',
    docs: { description: 'An effect returns nothing or a cleanup function.' },
    schema: [],
    messages: {
      async:
        'An effect may not be async: it would return a Promise as its cleanup. Call an async function inside it.',
      expression:
        'Write the effect in braces: `() => expr` returns what expr returns, and React calls it as the cleanup.',
      value: 'An effect returns nothing or a cleanup function, not this value.',
    },
  },
  create(context) {
    const check = (node) => {
      if (!isEffectCallback(node)) return;
      if (node.async) context.report({ node, messageId: 'async' });
      else if (node.body.type !== 'BlockStatement')
        context.report({ node: node.body, messageId: 'expression' });
    };
    return {
      ArrowFunctionExpression: check,
      FunctionExpression: check,
      ReturnStatement(node) {
        if (!node.argument || !isNotACleanup(node.argument)) return;
        const ancestors = context.sourceCode.getAncestors(node);
        const fn = ancestors.findLast((one) => /Function/.test(one.type));
        if (fn && isEffectCallback(fn)) context.report({ node: node.argument, messageId: 'value' });
      },
    };
  },
};

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
    plugins: { 'react-hooks': reactHooks, layers: layersPlugin },
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
    rules: restrictedImports([mocksPattern, outboxPattern, enginePattern]),
  },
  // main.tsx, which alone may start it, reaches the outbox and the engine through their indexes too
  { files: ['src/main.tsx'], rules: restrictedImports([outboxPattern, enginePattern]) },
  // the floors (docs/design.md, "Layers"): pages and layout above the engine; the engine above the
  // shared widgets and the providers; the registry (data) below them all; none imports a floor above
  ...layerRules([
    // the HTTP layer reads the registry's words of the wire (a call's service, method, success rule)
    // and nothing else of it: the registry does not load with the client
    {
      files: ['src/http/**'],
      banned: ['resources', ...ABOVE_THE_REGISTRY],
      except: ['resources/wire'],
    },
    // the bell and the notification screens' parts, over the live socket the providers keep (providers/live/)
    { files: ['src/notifications/**'], banned: ['engine', 'pages', 'layout'] },
    { files: ['src/engine/**'], banned: ['pages', 'layout'] },
    // the shared widgets know no screen: the engine and the pages use them
    { files: ['src/components/**'], banned: ['engine', 'pages', 'layout'] },
    { files: ['src/providers/**'], banned: ['components', 'engine', 'layout', 'pages', 'notifications'] },
    // the registry is data, the bottom floor: what draws it (pages, dialogs, icons) is mapped outside
    // it, and it imports neither the HTTP client nor the session (a success rule is data: ./wire.ts)
    {
      files: ['src/resources/**'],
      banned: [...ABOVE_THE_REGISTRY, 'boot', 'theme', 'http', 'session'],
    },
    // a page reaches the shell only through App (src/pages/screens.ts), and the shell no page
    { files: ['src/pages/**'], banned: ['layout'] },
    { files: ['src/layout/**'], banned: ['pages'] },
    // file readers (a spreadsheet's rows) for the screens and the demo backend: they import no layer
    {
      files: ['src/files/**'],
      banned: ['resources', ...ABOVE_THE_REGISTRY, 'http', 'session'],
    },
    // the demo backend answers the contract: it shares the records and readers, never the UI
    {
      files: ['src/mocks/**'],
      banned: ABOVE_THE_REGISTRY,
    },
    // the contract check (npm run contract-check): the registry and the wire, never the UI
    {
      files: ['src/contract-check/**'],
      banned: ['components', 'engine', 'layout', 'pages', 'notifications', 'boot', 'theme'],
    },
    // the session and what it keeps on the device (the drafts' store): read by the providers and the engine
    {
      files: ['src/session/**', 'src/locales/**'],
      banned: ['resources', ...ABOVE_THE_REGISTRY],
    },
  ]),
  // the engine's own floors (ENGINE_FLOORS above): these replace the engine's rule for its folders
  ...engineFloorRules(),
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
  // effects return nothing or a cleanup function (effectCleanupRule above)
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { effects: { rules: { 'returns-cleanup': effectCleanupRule } } },
    rules: { 'effects/returns-cleanup': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.commonjs, ...globals.browser } },
  },
);
