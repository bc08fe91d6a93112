// @vitest-environment node
// The source tree is a graph without cycles: no file reaches itself through its imports, static or
// dynamic (`import()`), type-only or not (the layers themselves are kept by the lint, layers.test.ts).
// And an import keeps its own name: no one-letter alias.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { filesUnder, resolveSpecifier } from '../support/source-files';

const root = resolve(__dirname, '../../../src');
const TYPESCRIPT = /\.(ts|tsx)$/;

/** Every file's imports: `import`, `export ... from`, `import type` and `import()`. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of filesUnder(root, TYPESCRIPT)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((one) => resolveSpecifier(file, one.fileName, TYPESCRIPT))
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
