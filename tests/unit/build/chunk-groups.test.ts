// @vitest-environment node
// The closure that decides what goes into the first chunks (build/chunk-groups.ts): through a file
// that re-exports (antd's index), only the modules of the names asked of it.
import { describe, expect, it } from 'vitest';

import { type ModuleGraph, staticClosure } from '../../../build/chunk-groups';

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
    imports: [`${NM}/antd/es/button/index.js`, `${NM}/antd/es/table/index.js`, `${NM}/antd/es/upload/index.js`],
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
