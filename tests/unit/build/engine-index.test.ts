// @vitest-environment node
// The engine's one public entry (src/engine/index.ts) passes names on and holds nothing else, and the
// bundler is told so: a page that takes a hook from it takes that hook's module, not every module the
// index names with their styles (which would all come with the login page's chunk, and the signed-in
// screens' code with them).
import { readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const INDEX = path.join(ROOT, 'src/engine/index.ts');

/** The `{ test: /.../, sideEffects: false }` rules of vite.config.ts, as regular expressions. */
function sideEffectFreeRules(): RegExp[] {
  const config = readFileSync(path.join(ROOT, 'vite.config.ts'), 'utf8');
  // a literal: escapes, character classes (which may hold a `/`) and other characters
  const literal =
    /\{\s*test:\s*\/((?:\\.|\[(?:\\.|[^\]\\])*\]|[^/\\[\n])+)\/([a-z]*),\s*sideEffects:\s*false\s*\}/g;
  return [...config.matchAll(literal)].map(([, source, flags]) => new RegExp(source, flags));
}

describe("the engine's index", () => {
  it('only names what it passes on from the engine’s modules: no `export *`, no code of its own', () => {
    const source = ts.createSourceFile(INDEX, readFileSync(INDEX, 'utf8'), ts.ScriptTarget.Latest);
    const others = source.statements.filter(
      (statement) =>
        !ts.isExportDeclaration(statement) ||
        !statement.moduleSpecifier ||
        !statement.exportClause ||
        !ts.isNamedExports(statement.exportClause),
    );
    expect(others.map((statement) => statement.getText(source))).toEqual([]);
    expect(source.statements.length).toBeGreaterThan(10);
  });

  it('is declared free of side effects to the bundler (vite.config.ts)', () => {
    const rules = sideEffectFreeRules();
    expect(rules.some((rule) => rule.test(INDEX))).toBe(true);
    // the modules it names keep theirs (a list's styles come with the list)
    const list = path.join(ROOT, 'src/engine/list/ResourceList.tsx');
    expect(rules.some((rule) => rule.test(list))).toBe(false);
  });
});
