// The docs name files of the repository; a file renamed or removed must take its mentions with it.
// Every `path` in backticks that starts with a top-level folder of the repository is checked (a
// `<placeholder>` part stands for any name, a `*` for any part of one; a `:line` suffix is ignored).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const TOP = ['src', 'tests', 'deploy', 'scripts', 'public', 'docs', 'build', '.ci'];
const DOCS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs')).map((name) => `docs/${name}`),
  'tests/e2e/README.md',
  'src/notifications/README.md',
  'src/engine/preferences/README.md',
].filter((doc) => doc.endsWith('.md'));

function namedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const [, inner] of text.matchAll(/`([^`\s]+)`/g)) {
    const candidate = inner.replace(/:\d+(-\d+)?$/, '').replace(/\/$/, '');
    if (TOP.some((top) => candidate.startsWith(`${top}/`)) && /\.[a-z]+$|\/[^./]+$/.test(candidate))
      found.add(candidate);
  }
  return [...found];
}

/** Whether a path, whose parts may be `<placeholder>`s or hold `*`s, names something that exists. */
function exists(relative: string): boolean {
  const parts = relative.split('/');
  const walk = (dir: string, index: number): boolean => {
    if (index === parts.length) return true;
    const part = parts[index]!;
    if (!/[<*]/.test(part)) {
      const next = path.join(dir, part);
      return existsSync(next) && walk(next, index + 1);
    }
    const pattern = new RegExp(
      `^${part
        .split(/(<[^>]*>|\*)/)
        .map((piece) =>
          piece === '*' || piece.startsWith('<') ? '.+' : piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('')}$`,
    );
    if (!existsSync(dir)) return false;
    return readdirSync(dir).some((name) => pattern.test(name) && walk(path.join(dir, name), index + 1));
  };
  return walk(ROOT, 0);
}

describe('files named in the docs', () => {
  it.each(DOCS)('%s names only files that exist', (doc) => {
    const text = readFileSync(path.join(ROOT, doc), 'utf8');
    const missing = namedPaths(text).filter((named) => !exists(named));
    expect(missing, `${doc} names files that do not exist`).toEqual([]);
  });

  it('finds a missing file', () => {
    expect(namedPaths('see `src/resources/listing.tsx` and `src/resources/listing.ts:12`')).toEqual([
      'src/resources/listing.tsx',
      'src/resources/listing.ts',
    ]);
    expect(exists('src/resources/listing.tsx')).toBe(false);
    expect(exists('src/resources/listing.ts')).toBe(true);
    expect(exists('src/resources/<group>.ts')).toBe(true);
    expect(exists('deploy/nginx/*.template')).toBe(true);
  });
});
