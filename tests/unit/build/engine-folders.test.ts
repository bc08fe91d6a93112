// @vitest-environment node
// The engine's parts stand on each other one way: no two folders of src/engine import each other (the
// files directly in src/engine count as one folder, "."). Which way each arrow runs is the lint's
// (eslint.config.js, "the engine's own floors"); this finds a pair the rules would let through.
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { filesUnder, resolveSpecifier } from '../support/source-files';

const engine = resolve(__dirname, '../../../src/engine');
const SOURCE = /\.(ts|tsx)$/;

/** The engine folder a file is in ("." for the engine's own files), or nothing outside the engine. */
function folderOf(file: string): string | undefined {
  const path = relative(engine, file);
  if (path.startsWith('..')) return undefined;
  const parts = path.split(sep);
  return parts.length === 1 ? '.' : parts[0];
}

/** For each engine folder, the other engine folders its files import (static, type-only or `import()`). */
function folderArrows(): Map<string, Set<string>> {
  const arrows = new Map<string, Set<string>>();
  for (const file of filesUnder(engine, SOURCE)) {
    const from = folderOf(file)!;
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const one of info.importedFiles) {
      const target = resolveSpecifier(file, one.fileName);
      const to = target && folderOf(target);
      if (to && to !== from) arrows.set(from, (arrows.get(from) ?? new Set()).add(to));
    }
  }
  return arrows;
}

/** The pairs of folders that import each other, as `a <-> b`. */
function pairsOf(arrows: Map<string, Set<string>>): string[] {
  return [...arrows].flatMap(([from, targets]) =>
    [...targets].filter((to) => from < to && arrows.get(to)?.has(from)).map((to) => `${from} <-> ${to}`),
  );
}

describe('src/engine', () => {
  it('has no two folders importing each other', () => {
    expect(pairsOf(folderArrows()).sort()).toEqual([]);
  });

  it('finds a pair when there is one (the check itself)', () => {
    const arrows = new Map([
      ['list', new Set(['form', 'record'])],
      ['form', new Set(['list'])],
      ['record', new Set<string>()],
    ]);
    expect(pairsOf(arrows)).toEqual(['form <-> list']);
  });
});
