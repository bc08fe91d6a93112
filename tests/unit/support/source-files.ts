// Reading the project's own sources as files, for the checks of tests/unit/build/.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];

/** Every file under `folder` (never node_modules) whose name `keep` matches, declaration files aside. */
export function filesUnder(folder: string, keep: RegExp): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The project file a relative specifier names (one `keep` matches), or nothing for packages and assets. */
export function resolveSpecifier(from: string, specifier: string, keep = /./): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile() && keep.test(path));
}
