// What keeps the login page light: a registry and the pages' screens that load with a session, a data
// provider that loads on its first call, registry icons by name resolved in the shell, and the smaller
// side-channel that qs uses.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

import type { DataProvider, LiveProvider } from '@refinedev/core';
import { render } from '@testing-library/react';
import ts from 'typescript';

import { RegistryIcon } from '../../../src/components/icons';
import { lazyDataProvider } from '../../../src/providers/lazy-data-provider';
import { lazyLiveProvider } from '../../../src/providers/lazy-live-provider';
import { groups, registry as allResources } from '../../../src/resources';
import {
  createRegistryLoader,
  loadedRegistry,
  loadRegistry,
  type Registry,
} from '../../../src/resources/load-registry';
import getSideChannel from '../../../src/vendor/side-channel.cjs';
import { resolveSpecifier } from '../support/source-files';
import { MemoryStorage } from '../support/wire';

const SRC = resolve(__dirname, '../../../src');

/** What a module is asked for: some of its names, or all of it (`*`). */
type Asked = readonly string[] | '*';

/** One import of a file for its values: its specifier, and the names it takes (`*`: all of it). */
interface ValueImport {
  specifier: string;
  names: Asked;
}

const parsed = new Map<string, ts.SourceFile>();
function sourceOf(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    parsed.set(file, source);
  }
  return source;
}

/** The names an `import { ... }` or `export { ... } from` takes for their values (types are erased). */
function valueNamesOf(elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>): string[] {
  return elements
    .filter((element) => !element.isTypeOnly)
    .map((element) => (element.propertyName ?? element.name).text);
}

/** What a file imports for its values: not `import type` (erased), not `import()` (a chunk of its own). */
function valueImportsOf(file: string): ValueImport[] {
  return sourceOf(file).statements.flatMap((statement): ValueImport[] => {
    const specifier = (statement as { moduleSpecifier?: ts.Expression }).moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) return [];
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause) return [{ specifier: specifier.text, names: '*' }];
      if (clause.isTypeOnly) return [];
      const named = clause.namedBindings;
      if (named && ts.isNamespaceImport(named)) return [{ specifier: specifier.text, names: '*' }];
      const names = [...(clause.name ? ['default'] : []), ...(named ? valueNamesOf(named.elements) : [])];
      return names.length > 0 ? [{ specifier: specifier.text, names }] : [];
    }
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) return [{ specifier: specifier.text, names: '*' }];
      const names = valueNamesOf(clause.elements);
      return names.length > 0 ? [{ specifier: specifier.text, names }] : [];
    }
    return [];
  });
}

/**
 * For a file that only passes on names of other modules (`export { a, b as c } from './x'`, as
 * src/engine/index.ts does), each name it exports for its values with the file and the name it comes
 * from; nothing for any other file.
 */
function passedNamesOf(file: string): Map<string, ValueImport> | undefined {
  const passed = new Map<string, ValueImport>();
  for (const statement of sourceOf(file).statements) {
    if (
      !ts.isExportDeclaration(statement) ||
      !statement.moduleSpecifier ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      !statement.exportClause ||
      !ts.isNamedExports(statement.exportClause)
    )
      return undefined;
    if (statement.isTypeOnly) continue;
    const specifier = statement.moduleSpecifier.text;
    for (const element of statement.exportClause.elements)
      if (!element.isTypeOnly)
        passed.set(element.name.text, { specifier, names: [(element.propertyName ?? element.name).text] });
  }
  return passed;
}

/**
 * What the bundler puts in the chunks of `roots` (files of src/): the files they import for their
 * values, directly or through others, and the packages those files import. From a file that only
 * passes names on (the engine's index), as from the bundler, an importer takes only the modules of
 * the names it asks for.
 */
function staticCodeOf(roots: readonly string[]): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const whole = new Set<string>();
  const asked = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string, names: Asked) => {
    files.add(file);
    const passed = names === '*' ? undefined : passedNamesOf(file);
    if (passed && names !== '*') {
      for (const name of names) {
        const through = passed.get(name);
        if (asked.has(`${file}:${name}`) || !through) continue;
        asked.add(`${file}:${name}`);
        const next = resolveSpecifier(file, through.specifier, /\.(ts|tsx)$/);
        if (next) visit(next, through.names);
      }
      return;
    }
    if (whole.has(file)) return;
    whole.add(file);
    for (const { specifier, names: taken } of valueImportsOf(file)) {
      const next = resolveSpecifier(file, specifier, /\.(ts|tsx)$/);
      if (next) visit(next, taken);
      else if (!specifier.startsWith('.')) packages.add(specifier);
    }
  };
  roots.forEach((file) => visit(resolve(SRC, file), '*'));
  return { files: [...files].map((file) => relative(SRC, file)).sort(), packages: [...packages].sort() };
}

function fakeProvider(): DataProvider {
  return {
    getApiUrl: () => 'ignored',
    getList: vi.fn(async () => ({ data: [{ id: 1 }], total: 1 })),
    getOne: vi.fn(async () => ({ data: { id: 1 } })),
    getMany: vi.fn(async () => ({ data: [] })),
    create: vi.fn(async () => ({ data: { id: 2 } })),
    update: vi.fn(async () => ({ data: { id: 1 } })),
    deleteOne: vi.fn(async () => ({ data: { id: 1 } })),
    custom: vi.fn(async () => ({ data: { ok: true } })),
  } as unknown as DataProvider;
}

describe('lazyDataProvider', () => {
  it('loads nothing until the first call, then loads once and forwards every call', async () => {
    const real = fakeProvider();
    const load = vi.fn(async () => real);
    const provider = lazyDataProvider('/demo-api/main', load);
    expect(provider.getApiUrl()).toBe('/demo-api/main');
    expect(load).not.toHaveBeenCalled();

    const list = await provider.getList({ resource: 'listing', pagination: { currentPage: 2 } });
    expect(list).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(real.getList).toHaveBeenCalledWith({ resource: 'listing', pagination: { currentPage: 2 } });
    await provider.getOne({ resource: 'listing', id: 1 });
    await provider.getMany!({ resource: 'listing', ids: [1] });
    await provider.create({ resource: 'listing', variables: { name: 'a' } });
    await provider.update({ resource: 'listing', id: 1, variables: { name: 'b' } });
    await provider.deleteOne({ resource: 'listing', id: 1 });
    await provider.custom!({ url: '', method: 'get', meta: { resource: 'listing', action: 'views' } });
    expect(real.update).toHaveBeenCalledWith({ resource: 'listing', id: 1, variables: { name: 'b' } });
    expect(real.custom).toHaveBeenCalledWith({
      url: '',
      method: 'get',
      meta: { resource: 'listing', action: 'views' },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes the real provider’s failure through, and tries the load again after a failed one', async () => {
    const real = fakeProvider();
    (real.getOne as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new Error('Data tidak ditemukan'));
    const load = vi
      .fn<() => Promise<DataProvider>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real);
    const provider = lazyDataProvider('', load);
    await expect(provider.getList({ resource: 'listing' })).rejects.toThrow('dynamically imported');
    await expect(provider.getOne({ resource: 'listing', id: 9 })).rejects.toThrow('Data tidak ditemukan');
    await expect(provider.getList({ resource: 'listing' })).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

it('preload starts the load once, for a signed-in user, before any call', async () => {
  const real = fakeProvider();
  const load = vi.fn(async () => real);
  const provider = lazyDataProvider('', load);
  provider.preload();
  provider.preload();
  expect(load).toHaveBeenCalledTimes(1);
  await provider.getList({ resource: 'listing' });
  expect(load).toHaveBeenCalledTimes(1);
});

describe('registry icons', () => {
  it('every icon the registry names is drawn in the shell', () => {
    const names = [
      ...allResources.map((decl) => decl.icon),
      ...allResources.flatMap((decl) => Object.values(decl.actions ?? {}).map((action) => action.ui?.icon)),
      ...groups.map((group) => group.icon),
    ].filter((name): name is NonNullable<typeof name> => Boolean(name));
    expect(names.length).toBeGreaterThan(20);
    for (const name of new Set(names)) {
      const { container, unmount } = render(<RegistryIcon name={name} />);
      expect(container.querySelector('span[role="img"] svg'), name).not.toBeNull();
      unmount();
    }
  });

  it('draws nothing for a name it does not know', () => {
    const { container } = render(<RegistryIcon name="NoSuchOutlined" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('side-channel on WeakMap and Map', () => {
  it('keeps values by object and by primitive key, and asserts presence', () => {
    const channel = getSideChannel();
    const key = {};
    expect(channel.has(key)).toBe(false);
    expect(() => channel.assert(key)).toThrow(TypeError);
    channel.set(key, 'objek');
    channel.set('kunci', 1);
    channel.set(null, 'kosong');
    expect(channel.get(key)).toBe('objek');
    expect(channel.get('kunci')).toBe(1);
    expect(channel.get(null)).toBe('kosong');
    expect(channel.has({})).toBe(false);
    expect(() => channel.assert(key)).not.toThrow();
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
    expect(getSideChannel().has('kunci')).toBe(false);
  });
});

// what a change adds to these lists, it adds to every page load (docs/design.md: the login page's weight)
/** The antd components `files` (of src/) import for their values. */
function antdNamesOf(files: readonly string[]): string[] {
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(resolve(SRC, file), 'utf8');
    for (const [, list] of text.matchAll(/^import \{([^}]*)\} from 'antd';/gm))
      list
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && !name.startsWith('type '))
        .forEach((name) => names.add(name));
  }
  return [...names].sort();
}

describe('the login page holds what signing in needs', () => {
  const { files, packages } = staticCodeOf(['entry.ts', 'main.tsx', 'pages/login/LoginPage.tsx']);

  it('none of the registry: where a screen is, the roles that may sign in, the words of the wire, and the loader of the rest', () => {
    expect(files.filter((file) => file.startsWith('resources/'))).toEqual([
      'resources/load-registry.ts',
      'resources/paths.ts',
      'resources/roles.ts',
      'resources/wire.ts',
    ]);
  });

  it("none of the pages' screens and dialogs: the login page, and the loader of the others", () => {
    expect(files.filter((file) => file.startsWith('pages/'))).toEqual([
      'pages/load-screens.ts',
      'pages/login/LoginPage.tsx',
    ]);
  });

  it('none of the outbox: its context, what a screen reads of a kept save, its keys and the page-leave relay', () => {
    expect(files.filter((file) => /^(engine|providers)\/outbox\//.test(file))).toEqual([
      'engine/outbox/outbox-context.ts',
      'providers/outbox/kept-error.ts',
      'providers/outbox/outbox-keys.ts',
      'providers/outbox/page-leave.ts',
    ]);
  });

  it("none of the signed-in screens' texts", () => {
    expect(files.filter((file) => file.startsWith('locales/'))).toEqual([
      'locales/messages.ts',
      'locales/refine-i18n.ts',
      'locales/ui-boot.ts',
    ]);
  });

  it('no package beyond React, the router, Refine, its query client and address reader (qs) and the token reader', () => {
    expect(packages).toEqual([
      '@refinedev/core',
      '@refinedev/react-router',
      '@tanstack/react-query',
      'jwt-decode',
      'qs',
      'react',
      // createPortal (a part that cannot load offline says so over the screen): in react-dom/client already
      'react-dom',
      'react-dom/client',
      'react-router',
    ]);
  });
});

// the list's prefetch at boot waits for the session's small chunk (the registry and the data
// provider, build/chunk-groups.ts) and axios, not for the screens' large one
describe("the data provider's code", () => {
  it('is none of the screens: no React, antd or Refine code, no component', () => {
    const { files, packages } = staticCodeOf(['providers/data-provider.ts']);
    expect(packages.filter((name) => !name.startsWith('@refinedev/core'))).toEqual([]);
    expect(files.filter((file) => file.endsWith('.tsx'))).toEqual([]);
  });
});

// a phone's first list screen shows cards: the table, the filters behind "Filter" and the conflict
// dialogs come as their own chunks when first needed (docs/design.md: the signed-in list on a phone)
describe('the first list screen holds what its cards need', () => {
  const { files } = staticCodeOf([
    'layout/Shell.tsx',
    'engine/ResourceRoute.tsx',
    'engine/list/ResourceList.tsx',
  ]);

  it('none of the table, the filter selects or the conflict dialogs', () => {
    expect(files).toContain('engine/list/ListCards.tsx');
    expect(files).toContain('engine/list/TextFilter.tsx');
    for (const file of [
      'engine/list/ListTable.tsx',
      'engine/list/FilterBar.tsx',
      'engine/conflicts/ConflictDialog.tsx',
      'engine/conflicts/ConflictValue.tsx',
      'engine/form/ReferenceSelect.tsx',
    ])
      expect(files, file).not.toContain(file);
  });

  it("none of antd's table, tree, upload, date picker, image or tabs", () => {
    const names = antdNamesOf(files);
    expect(names).toContain('Pagination');
    for (const heavy of ['Table', 'Tree', 'Upload', 'DatePicker', 'Image', 'Tabs', 'Form', 'Radio'])
      expect(names, heavy).not.toContain(heavy);
  });
});

describe('the registry loads with a session', () => {
  it('when asked, once, and tells who waits for it; a failed load is tried again', async () => {
    let answer: (registry: Registry) => void = () => undefined;
    const load = vi
      .fn<() => Promise<Registry>>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const loader = createRegistryLoader(load);
    expect(loader.loaded()).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    await expect(loader.load()).rejects.toThrow('chunk');
    const heard = vi.fn();
    const stop = loader.onLoaded(heard);
    const loading = loader.load();
    expect(loader.load()).toBe(loading);
    expect(load).toHaveBeenCalledTimes(2);
    expect(loader.loaded()).toBeUndefined();
    const registry = { registry: [] } as unknown as Registry;
    answer(registry);
    expect(await loading).toBe(registry);
    expect(loader.loaded()).toBe(registry);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it("the app's loader gives the declarations and their access rules", async () => {
    const loaded = await loadRegistry();
    expect(loadedRegistry()).toBe(loaded);
    expect(loaded.findResource('listing')?.route).toBe('listing');
    expect(loaded.canSee({ flag: ['ADMIN'], first_time: false }, 'withdrawal')).toBe(false);
  });
});

describe('the session cipher loads on demand', () => {
  it('is not a static import of the session module, and a read before the load throws instead of saying signed out', async () => {
    const source = readFileSync(resolve(__dirname, '../../../src/session/session.ts'), 'utf8');
    expect(source).not.toMatch(/^import (?!type )[^;]*from 'crypto-js/m);

    vi.resetModules();
    const fresh = await import('../../../src/session/session');
    expect(fresh.isSessionCipherLoaded()).toBe(false);
    const storage = new MemoryStorage();
    storage.setItem(fresh.SESSION_KEY, 'U2FsdGVkX1+garbage');
    const store = fresh.createSessionStore('k', storage);
    expect(() => store.read()).toThrow(/not loaded/);
    expect(storage.getItem(fresh.SESSION_KEY)).not.toBeNull();
    expect(() => fresh.decryptSession('anything', 'k')).toThrow(/not loaded/);

    await fresh.loadSessionCipher();
    // loaded: garbage is a signed-out user, as before
    expect(store.read()).toBeNull();
    expect(storage.getItem(fresh.SESSION_KEY)).toBeNull();
  });

  it('the entry does not load crypto-js before the first render unless a session is stored', () => {
    const main = readFileSync(resolve(__dirname, '../../../src/main.tsx'), 'utf8');
    expect(main).toMatch(/const stored = hasStoredSession\(window\.localStorage\);/);
    expect(main).toMatch(
      /stored\s*\?\s*Promise\.all\(\[loadSessionCipher\(\), loadRegistry\(\), loadScreens\(\)\]\)/,
    );
    const staticCrypto = (file: string) =>
      /^import (?!type )[^;]*from 'crypto-js/m.test(
        readFileSync(resolve(__dirname, '../../../src', file), 'utf8'),
      );
    for (const file of [
      'entry.ts',
      'main.tsx',
      'App.tsx',
      'providers/index.ts',
      'providers/auth-provider.ts',
    ]) {
      expect(staticCrypto(file), file).toBe(false);
    }
  });
});

describe('lazyLiveProvider', () => {
  function fakeLive() {
    const handles: string[] = [];
    const real = {
      subscribe: vi.fn(({ channel }: { channel: string }) => {
        handles.push(channel);
        return `handle:${channel}`;
      }),
      unsubscribe: vi.fn(),
      publish: vi.fn(),
    };
    return { real, handles };
  }

  it('loads nothing until the first subscription, then forwards subscriptions, publishes and unsubscribes', async () => {
    const { real } = fakeLive();
    const load = vi.fn(async () => real as unknown as LiveProvider);
    const live = lazyLiveProvider(load);
    expect(load).not.toHaveBeenCalled();

    const callback = vi.fn();
    const handle = live.subscribe({ channel: 'notification', types: ['*'], callback, params: {} });
    live.publish!({ channel: 'notification', type: 'read', payload: { _id: 'n1' }, date: new Date() });
    await vi.waitFor(() => expect(real.publish).toHaveBeenCalledTimes(1));
    expect(real.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'notification', callback }),
    );
    live.unsubscribe(handle);
    await vi.waitFor(() => expect(real.unsubscribe).toHaveBeenCalledWith('handle:notification'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an unsubscribe before the load ends means the real provider never subscribes', async () => {
    const { real } = fakeLive();
    const live = lazyLiveProvider(async () => real as unknown as LiveProvider);
    const handle = live.subscribe({ channel: 'notification', types: ['*'], callback: vi.fn(), params: {} });
    live.unsubscribe(handle);
    live.preload();
    await new Promise((resolveLater) => setTimeout(resolveLater, 0));
    expect(real.subscribe).not.toHaveBeenCalled();
    expect(real.unsubscribe).not.toHaveBeenCalled();
  });

  it('tries the load again after a failed one', async () => {
    const { real } = fakeLive();
    const load = vi
      .fn<() => Promise<LiveProvider>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real as unknown as LiveProvider);
    const live = lazyLiveProvider(load);
    live.subscribe({ channel: 'a', types: ['*'], callback: vi.fn(), params: {} });
    await new Promise((resolveLater) => setTimeout(resolveLater, 0));
    live.subscribe({ channel: 'b', types: ['*'], callback: vi.fn(), params: {} });
    await vi.waitFor(() => expect(real.subscribe).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the providers do not import the socket or the live provider statically', () => {
    const source = readFileSync(resolve(__dirname, '../../../src/providers/index.ts'), 'utf8');
    expect(source).not.toMatch(
      /^import (?!type )[^;]*from '(\.\.\/notifications\/socket-manager|\.\/live-provider)'/m,
    );
  });
});
