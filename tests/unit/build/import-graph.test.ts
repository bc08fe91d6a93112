// @vitest-environment node
// The source tree is a graph without cycles: no file reaches itself through its imports, static or
// dynamic (`import()`), type-only or not, `export * as` and `declare module` included (the layers themselves are kept by the lint, layers.test.ts).
// And an import keeps its own name: no one-letter alias.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { filesUnder, resolveSpecifier } from '../support/source-files';

const root = resolve(__dirname, '../../../src');
const TYPESCRIPT = /\.(ts|tsx)$/;

/**
 * A file's import specifiers, read from its syntax tree: `import`, `import type`, every form of
 * `export ... from` (`export * as name from` included, which TypeScript's `preProcessFile` misses),
 * `import()`, `import('...').Type` and `declare module '...'` (it adds to that module).
 */
function specifiersOf(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text);
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      found.push(node.name.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every file's imports, in every form (`specifiersOf`). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of filesUnder(root, TYPESCRIPT)) {
    const targets = specifiersOf(file, readFileSync(file, 'utf8'))
      .map((one) => resolveSpecifier(file, one, TYPESCRIPT))
      .filter((one): one is string => one !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles of the graph (one per strongly connected component of more than one file, or a self-import). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;

  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) {
        cycles.push(pathWithin(graph, new Set(component)));
      }
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** One concrete loop through a component, to print: a -> b -> ... -> a. */
function pathWithin(graph: Map<string, string[]>, members: Set<string>): string[] {
  const start = [...members].sort()[0];
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(previous.get(path[0])!);
        return [...path, start].map((one) => relative(root, one));
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return [relative(root, start)];
}

describe('imports in src/', () => {
  it('form no cycle', () => {
    const cycles = cyclesOf(importGraph()).map(
      (cycle) => `${cycle.join(' -> ')} (${cycle.length - 1} files)`,
    );
    expect(cycles, `import cycles:\n${cycles.join('\n')}`).toEqual([]);
  });

  it("form no cycle between src/'s folders either (a folder imports no folder that leads back to it)", () => {
    const folderOf = (file: string) => resolve(root, relative(root, file).split('/')[0]);
    const folders = new Map<string, Set<string>>();
    for (const [file, targets] of importGraph()) {
      const into = folders.get(folderOf(file)) ?? new Set<string>();
      for (const target of targets) if (folderOf(target) !== folderOf(file)) into.add(folderOf(target));
      folders.set(folderOf(file), into);
    }
    const cycles = cyclesOf(new Map([...folders].map(([folder, into]) => [folder, [...into]]))).map((cycle) =>
      cycle.join(' -> '),
    );
    expect(cycles, `folder cycles:\n${cycles.join('\n')}`).toEqual([]);
  });

  it('name what they import by its own name (no one-letter alias)', () => {
    const aliased = filesUnder(root, TYPESCRIPT).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const clauses = [...text.matchAll(/^import\s+(?:type\s+)?([^'";]*?)\s+from\s/gms)].map(
        (match) => match[1],
      );
      return clauses
        .flatMap((clause) => [...clause.matchAll(/\bas\s+([A-Za-z_$])\b(?![\w$])/g)])
        .map((match) => `${relative(root, file)}: as ${match[1]}`);
    });
    expect(aliased).toEqual([]);
  });

  it('reads every form of import and export', () => {
    const text = [
      "import a from './a';",
      "import type { B } from './b';",
      "export * from './c';",
      "export * as d from './d';",
      "export { e } from './e';",
      "export type { F } from './f';",
      "const g = () => import('./g');",
      "type H = import('./h').H;",
      "declare module './i' { interface I { i: true } }",
    ].join('\n');
    expect(specifiersOf('/x.ts', text)).toEqual([
      './a',
      './b',
      './c',
      './d',
      './e',
      './f',
      './g',
      './h',
      './i',
    ]);
  });

  it('finds a cycle when there is one (the check itself)', () => {
    const graph = new Map([
      ['/a', ['/b']],
      ['/b', ['/c']],
      ['/c', ['/a']],
      ['/d', ['/a']],
    ]);
    expect(cyclesOf(graph)).toHaveLength(1);
    expect(
      cyclesOf(
        new Map([
          ['/a', ['/b']],
          ['/b', []],
        ]),
      ),
    ).toEqual([]);
  });
});
