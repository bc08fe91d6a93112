// @vitest-environment node
// The closure that decides what goes into the first chunks (build/chunk-groups.ts): through a file
// that re-exports (antd's index), only the modules of the names asked of it.
import { describe, expect, it } from 'vitest';

import { entryCore, type ModuleGraph, signedInCore, staticClosure } from '../../../build/chunk-groups';

const NM = '/app/node_modules';

/** A graph of modules by id: their code and the ids their static imports resolve to. */
function graphOf(modules: Record<string, { code: string; imports?: string[] }>): ModuleGraph {
  return {
    getModuleInfo: (id) =>
      modules[id] ? { code: modules[id].code, importedIds: modules[id].imports ?? [] } : null,
  };
}

const ANTD = {
  [`${NM}/antd/es/index.js`]: {
    code: [
      '"use client";',
      "export { default as Button } from './button';",
      "export { default as Table } from './table';",
      "export { default as Upload } from './upload';",
    ].join('\n'),
    imports: [
      `${NM}/antd/es/button/index.js`,
      `${NM}/antd/es/table/index.js`,
      `${NM}/antd/es/upload/index.js`,
    ],
  },
  [`${NM}/antd/es/button/index.js`]: {
    code: "import Wave from '../wave';\nexport default Button;",
    imports: [`${NM}/antd/es/wave/index.js`],
  },
  [`${NM}/antd/es/wave/index.js`]: { code: 'export default Wave;' },
  [`${NM}/antd/es/table/index.js`]: { code: 'export default Table;' },
  [`${NM}/antd/es/upload/index.js`]: { code: 'export default Upload;' },
};

describe('staticClosure', () => {
  it('takes from a re-exporting index only the modules of the names imported, and what those import', () => {
    const graph = graphOf({
      ...ANTD,
      '/app/src/List.tsx': {
        code: "import { Button as AntButton } from 'antd';\nimport { rows } from './rows';",
        imports: [`${NM}/antd/es/index.js`, '/app/src/rows.ts'],
      },
      '/app/src/rows.ts': { code: 'export const rows = [];' },
    });
    expect([...staticClosure(graph, ['/app/src/List.tsx'])].sort()).toEqual(
      [
        '/app/src/List.tsx',
        '/app/src/rows.ts',
        `${NM}/antd/es/index.js`,
        `${NM}/antd/es/button/index.js`,
        `${NM}/antd/es/wave/index.js`,
      ].sort(),
    );
  });

  it('adds the names a second importer asks for', () => {
    const graph = graphOf({
      ...ANTD,
      '/app/src/a.tsx': { code: "import { Button } from 'antd';", imports: [`${NM}/antd/es/index.js`] },
      '/app/src/b.tsx': { code: "import { Table } from 'antd';", imports: [`${NM}/antd/es/index.js`] },
    });
    const closure = staticClosure(graph, ['/app/src/a.tsx', '/app/src/b.tsx']);
    expect(closure.has(`${NM}/antd/es/table/index.js`)).toBe(true);
    expect(closure.has(`${NM}/antd/es/button/index.js`)).toBe(true);
    expect(closure.has(`${NM}/antd/es/upload/index.js`)).toBe(false);
  });

  it('follows a namespace import, a bare import or an import it cannot read whole', () => {
    for (const code of ["import * as antd from 'antd';", "import 'antd';", 'const antd = require("antd");']) {
      const graph = graphOf({
        ...ANTD,
        '/app/src/all.ts': { code, imports: [`${NM}/antd/es/index.js`] },
      });
      expect(staticClosure(graph, ['/app/src/all.ts']).has(`${NM}/antd/es/upload/index.js`), code).toBe(true);
    }
  });

  it('passes the names on through `export * from`', () => {
    const graph = graphOf({
      [`${NM}/icons/es/index.js`]: {
        code: 'import Context from "./components/Context";\nexport * from "./icons";',
        imports: [`${NM}/icons/es/components/Context.js`, `${NM}/icons/es/icons/index.js`],
      },
      [`${NM}/icons/es/components/Context.js`]: { code: 'export default Context;' },
      [`${NM}/icons/es/icons/index.js`]: {
        code: "export { default as Plus } from './Plus';\nexport { default as Bell } from './Bell';",
        imports: [`${NM}/icons/es/icons/Plus.js`, `${NM}/icons/es/icons/Bell.js`],
      },
      [`${NM}/icons/es/icons/Plus.js`]: { code: 'export default Plus;' },
      [`${NM}/icons/es/icons/Bell.js`]: { code: 'export default Bell;' },
      '/app/src/menu.tsx': { code: "import { Plus } from 'icons';", imports: [`${NM}/icons/es/index.js`] },
    });
    const closure = staticClosure(graph, ['/app/src/menu.tsx']);
    expect(closure.has(`${NM}/icons/es/icons/Plus.js`)).toBe(true);
    expect(closure.has(`${NM}/icons/es/components/Context.js`)).toBe(true);
    expect(closure.has(`${NM}/icons/es/icons/Bell.js`)).toBe(false);
  });

  it("takes through a file of imports and one list of exports (TanStack Query's index) only the modules of the names asked", () => {
    const QUERY = `${NM}/@tanstack/react-query/build/modern`;
    const graph = graphOf({
      [`${QUERY}/index.js`]: {
        code: [
          'import { useQuery } from "./useQuery.js";',
          'import { useQueries as queries } from "./useQueries.js";',
          'import { HydrationBoundary } from "./HydrationBoundary.js";',
          'export * from "@tanstack/query-core";',
          '// src/index.ts',
          '/* istanbul ignore file */',
          'export {',
          '// hooks',
          'HydrationBoundary, queries as useQueries, useQuery };',
          '//# sourceMappingURL=index.js.map',
        ].join('\n'),
        imports: [`${QUERY}/useQuery.js`, `${QUERY}/useQueries.js`, `${QUERY}/HydrationBoundary.js`],
      },
      [`${QUERY}/useQuery.js`]: { code: 'export function useQuery() {}' },
      [`${QUERY}/useQueries.js`]: { code: 'export function useQueries() {}' },
      [`${QUERY}/HydrationBoundary.js`]: { code: 'export function HydrationBoundary() {}' },
      '/app/src/main.tsx': {
        code: "import { useQuery } from '@tanstack/react-query';",
        imports: [`${QUERY}/index.js`],
      },
      '/app/src/screen.tsx': {
        code: "import { useQueries } from '@tanstack/react-query';",
        imports: [`${QUERY}/index.js`],
      },
    });
    const login = staticClosure(graph, ['/app/src/main.tsx']);
    expect(login.has(`${QUERY}/useQuery.js`)).toBe(true);
    expect(login.has(`${QUERY}/useQueries.js`)).toBe(false);
    expect(login.has(`${QUERY}/HydrationBoundary.js`)).toBe(false);
    // an export under another name is followed to its module
    expect(staticClosure(graph, ['/app/src/screen.tsx']).has(`${QUERY}/useQueries.js`)).toBe(true);
  });

  it('follows every import of a file that does more than re-export them', () => {
    const graph = graphOf({
      [`${NM}/lib/index.js`]: {
        code: 'import { a } from "./a.js";\nimport { b } from "./b.js";\nconst c = a(b);\nexport { a, c };',
        imports: [`${NM}/lib/a.js`, `${NM}/lib/b.js`],
      },
      [`${NM}/lib/a.js`]: { code: 'export const a = () => 1;' },
      [`${NM}/lib/b.js`]: { code: 'export const b = 2;' },
      '/app/src/use.ts': { code: "import { a } from 'lib';", imports: [`${NM}/lib/index.js`] },
    });
    expect(staticClosure(graph, ['/app/src/use.ts']).has(`${NM}/lib/b.js`)).toBe(true);
  });

  it('does not follow @refinedev/antd into antd: the app takes its hooks, the bundler drops its components', () => {
    const graph = graphOf({
      ...ANTD,
      [`${NM}/@refinedev/antd/dist/index.mjs`]: {
        code: 'import { Table, Upload } from "antd";\nimport { useList } from "@refinedev/core";',
        imports: [`${NM}/antd/es/index.js`, `${NM}/@refinedev/core/dist/index.mjs`],
      },
      [`${NM}/@refinedev/core/dist/index.mjs`]: { code: 'export const useList = 1;' },
      '/app/src/list.ts': {
        code: "import { useTable } from '@refinedev/antd';",
        imports: [`${NM}/@refinedev/antd/dist/index.mjs`],
      },
    });
    const closure = staticClosure(graph, ['/app/src/list.ts']);
    expect(closure.has(`${NM}/@refinedev/core/dist/index.mjs`)).toBe(true);
    expect(closure.has(`${NM}/antd/es/index.js`)).toBe(false);
  });
});

describe('the infinite queries (only screens run them)', () => {
  it('go with the screens, not the login page, though Refine imports them', () => {
    const INFINITE = `${NM}/@tanstack/react-query/build/modern/useInfiniteQuery.js`;
    const graph = graphOf({
      '/app/src/main.tsx': {
        code: "import { Refine } from '@refinedev/core';",
        imports: [`${NM}/@refinedev/core/dist/index.mjs`],
      },
      [`${NM}/@refinedev/core/dist/index.mjs`]: {
        code: 'import { useInfiniteQuery } from "@tanstack/react-query";',
        imports: [INFINITE],
      },
      [INFINITE]: { code: 'export function useInfiniteQuery() {}' },
    });
    expect(staticClosure(graph, ['/app/src/main.tsx']).has(INFINITE)).toBe(true);
    expect(entryCore('/app').name(INFINITE, graph)).toBeNull();
    expect(entryCore('/app').name(`${NM}/@refinedev/core/dist/index.mjs`, graph)).toBe('boot');
    expect(signedInCore('/app').name(INFINITE, graph)).toBe('signed-in');
  });
});
