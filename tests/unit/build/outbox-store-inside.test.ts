// The outbox's store is written only by the outbox's own modules (src/providers/outbox/): screens
// read it through the page's outbox (`outbox()`, typed read-only: a write there fails the typecheck)
// and ask it to keep, cancel, discard or retry a change. The one door to the store itself, `storeOf`, and the store's maker are used
// nowhere else but where the data provider's write side is given the store (providers/index.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const INSIDE = 'src/providers/outbox/';
const GIVES_THE_WRITE_SIDE = 'src/providers/index.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

describe('the outbox store is written only inside src/providers/outbox/', () => {
  it('no other module reaches the store or makes one', () => {
    const reaching = sourceFiles('src')
      .filter((file) => !file.startsWith(INSIDE))
      .filter((file) => {
        const text = readFileSync(path.join(ROOT, file), 'utf8');
        if (/\bcreateOutbox\(/.test(text)) return true;
        return file !== GIVES_THE_WRITE_SIDE && /\bstoreOf\(/.test(text);
      });
    expect(reaching).toEqual([]);
  });
});
