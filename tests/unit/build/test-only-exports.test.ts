// @vitest-environment node
// The product holds no test-only API: every name exported from src/ is used by the product itself
// (its own file, another source file, the build or the scripts), not only by the tests. A test reaches
// the product through what the product uses, or through the demo backend's hooks on `window`.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { filesUnder, resolveSpecifier } from '../support/source-files';

const ROOT = resolve(__dirname, '../../..');
const SOURCES = /\.(ts|tsx|mjs|js)$/;

interface Exports {
  /** Names declared and exported here (`default` for a default export). */
  own: Set<string>;
  /** Names passed on from another file: `export { a as b } from './x'`. */
  passed: Map<string, { file: string; name: string }>;
  /** Files whose every export is passed on: `export * from './x'`. */
  all: string[];
}

/** A file's uses of other files' exports: by file, the names it takes (`*`: any it may reach). */
type Uses = Map<string, Set<string>>;

const hasExport = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((one) => one.kind === ts.SyntaxKind.ExportKeyword);
const hasDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((one) => one.kind === ts.SyntaxKind.DefaultKeyword);

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function exportsOf(file: string, source: ts.SourceFile): Exports {
  const result: Exports = { own: new Set(), passed: new Map(), all: [] };
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const target = statement.moduleSpecifier
        ? resolveSpecifier(file, (statement.moduleSpecifier as ts.StringLiteral).text)
        : undefined;
      if (!statement.exportClause) {
        if (target) result.all.push(target);
      } else if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) {
          const name = (element.propertyName ?? element.name).text;
          if (target) result.passed.set(element.name.text, { file: target, name });
          else result.own.add(element.name.text);
        }
      }
    } else if (ts.isExportAssignment(statement)) {
      result.own.add('default');
    } else if (hasExport(statement)) {
      if (hasDefault(statement)) result.own.add('default');
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name)) result.own.add(declaration.name.text);
      } else {
        const name = (statement as ts.DeclarationStatement).name;
        if (name && ts.isIdentifier(name)) result.own.add(name.text);
      }
    }
  }
  return result;
}

function usesOf(file: string, source: ts.SourceFile): Uses {
  const uses: Uses = new Map();
  const take = (target: string | undefined, name: string) => {
    if (!target) return;
    const names = uses.get(target) ?? new Set<string>();
    names.add(name);
    uses.set(target, names);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveSpecifier(file, node.moduleSpecifier.text);
      const clause = node.importClause;
      if (clause?.name) take(target, 'default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) take(target, (element.propertyName ?? element.name).text);
      // a namespace import (`import * as x`) may reach any of them
      if (bindings && ts.isNamespaceImport(bindings)) take(target, '*');
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const target = resolveSpecifier(file, node.moduleSpecifier.text);
      if (node.exportClause && ts.isNamedExports(node.exportClause))
        for (const element of node.exportClause.elements)
          take(target, (element.propertyName ?? element.name).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      // `import('./x')`: whatever it takes from the module object
      take(resolveSpecifier(file, node.arguments[0].text), '*');
    } else if (ts.isStringLiteralLike(node) && /^\/src\/.+\.tsx?$/.test(node.text)) {
      // a module a script loads through Vite by its root path (`modules.load('/src/x.ts')`)
      take(join(ROOT, node.text), '*');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** How often each identifier appears in a file (a name used beside its declaration appears twice). */
function identifierCounts(source: ts.SourceFile): Map<string, number> {
  const counts = new Map<string, number>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) counts.set(node.text, (counts.get(node.text) ?? 0) + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return counts;
}

const PRODUCT = ['src', 'build', 'scripts', 'deploy'];
const CONFIG = ['vite.config.ts', 'vitest.config.ts', 'playwright.config.mjs', 'eslint.config.js'];

/** Every `file:name` exported from src/ that a test uses and the product does not. */
function testOnlyExports(): string[] {
  const product = [
    ...PRODUCT.flatMap((dir) => filesUnder(join(ROOT, dir), SOURCES)),
    ...CONFIG.map((f) => join(ROOT, f)),
  ];
  const tests = filesUnder(join(ROOT, 'tests'), SOURCES);
  const sources = new Map([...product, ...tests].filter(existsSync).map((file) => [file, parse(file)]));
  const src = join(ROOT, 'src');
  const exported = new Map<string, Exports>();
  for (const [file, source] of sources) if (file.startsWith(src)) exported.set(file, exportsOf(file, source));

  /** `file:name` for every declaration a use of `name` from `file` reaches, through re-exports. */
  const reached = (file: string, name: string, seen = new Set<string>()): string[] => {
    const key = `${file}:${name}`;
    const info = exported.get(file);
    if (!info || seen.has(key)) return [];
    seen.add(key);
    if (name === '*')
      return [
        ...[...info.own].map((own) => `${file}:${own}`),
        ...[...info.passed.values()].flatMap((to) => reached(to.file, to.name, seen)),
        ...info.all.flatMap((to) => reached(to, '*', seen)),
      ];
    if (info.own.has(name)) return [key];
    const passed = info.passed.get(name);
    if (passed) return reached(passed.file, passed.name, seen);
    return info.all.flatMap((to) => reached(to, name, seen));
  };
  const usedBy = (files: string[]) => {
    const used = new Set<string>();
    for (const file of files) {
      const source = sources.get(file);
      if (!source) continue;
      for (const [target, names] of usesOf(file, source))
        for (const name of names) for (const one of reached(target, name)) used.add(one);
    }
    return used;
  };
  const byProduct = usedBy(product);
  const byTests = usedBy(tests);
  // a name its own file uses beside declaring it is the product's too
  for (const [file, info] of exported) {
    const counts = identifierCounts(sources.get(file)!);
    for (const name of info.own) if ((counts.get(name) ?? 0) > 1) byProduct.add(`${file}:${name}`);
  }
  return [...byTests]
    .filter((key) => !byProduct.has(key))
    .map((key) => relative(ROOT, key))
    .sort();
}

describe('the product holds no test-only API', () => {
  it('exports nothing from src/ that only the tests use', () => {
    expect(testOnlyExports()).toEqual([]);
  });
});
