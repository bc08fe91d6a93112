// State is made, not imported (docs/design.md): what a page keeps is made by main.tsx and given to
// whoever needs it. A module-level `let` outside the demo backend is the exception, and says why in
// the comment right above it (`global: ...`): one per page, or per worker, by its nature.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return relative === 'src/mocks' ? [] : sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

const MODULE_LET = /^(export\s+)?let\s+(\w+)/;
const COMMENT = /^\s*(\/\/|\/\*\*?|\*)/;

/** Each module-level `let` of `text` with no `global:` reason in the comment above it (or above its group). */
function unexplainedState(text: string): string[] {
  const lines = text.split('\n');
  return lines.flatMap((line, at) => {
    const name = MODULE_LET.exec(line)?.[2];
    if (!name) return [];
    let above = at - 1;
    // a group of lets under one reason
    while (above >= 0 && MODULE_LET.test(lines[above])) above -= 1;
    const comment: string[] = [];
    while (above >= 0 && COMMENT.test(lines[above])) comment.push(lines[above--]);
    return comment.some((one) => /\bglobal:/.test(one)) ? [] : [name];
  });
}

describe('module-level state', () => {
  it('says why it is global, each time', () => {
    const unexplained = sourceFiles('src').flatMap((file) =>
      unexplainedState(readFileSync(path.join(ROOT, file), 'utf8')).map((name) => `${file}: let ${name}`),
    );
    expect(unexplained).toEqual([]);
  });

  it('finds one that does not (the check itself)', () => {
    expect(unexplainedState('const a = 1;\nlet count = 0;\n')).toEqual(['count']);
    expect(unexplainedState('/** How many. */\nlet count = 0;\n')).toEqual(['count']);
    expect(unexplainedState('// global: one per page.\nlet count = 0;\nlet more = 1;\n')).toEqual([]);
    expect(unexplainedState('/**\n * Counted.\n * global: one per page.\n */\nlet count = 0;\n')).toEqual([]);
  });
});
