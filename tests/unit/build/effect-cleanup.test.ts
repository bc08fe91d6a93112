// @vitest-environment node
// `npm run lint` refuses an effect that returns something other than nothing or a cleanup function:
// React calls what an effect returns when it cleans up (a Promise from scrollIntoView crashed a screen).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function problemsOf(code: string, filePath = 'src/pages/probe/Probe.tsx') {
  const source = `import { useEffect, useLayoutEffect } from 'react';\nimport * as React from 'react';\n${code}\nexport {};\n`;
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === 'effects/returns-cleanup').map((m) => m.message);
}

describe('effects return nothing or a cleanup', () => {
  it.each([
    "const el = document.body; useEffect(() => el.scrollIntoView?.({ block: 'end' }), []);",
    'declare const setOpen: (v: boolean) => void; useLayoutEffect(() => setOpen(false), []);',
    'React.useEffect(() => document.body.focus(), []);',
    'useEffect(async () => { await fetch("/x"); }, []);',
    'declare const setUrl: (v?: string) => void; useEffect(() => { if (!document.body) return setUrl(undefined); }, []);',
    'useEffect(() => { return document.body?.scrollIntoView(); }, []);',
    'useEffect(function () { return null; }, []);',
  ])(
    'refuses %s',
    async (code) => {
      expect(await problemsOf(code)).toHaveLength(1);
    },
    30000,
  );

  it.each([
    "useEffect(() => { document.body.scrollIntoView({ block: 'end' }); }, []);",
    'declare const store: { subscribe(f: () => void): () => void }; useEffect(() => { return store.subscribe(() => undefined); }, []);',
    'useEffect(() => { const id = setInterval(() => undefined, 10); return () => clearInterval(id); }, []);',
    'useEffect(() => { if (!document.body) return; return undefined; }, []);',
    // returns inside a function the effect defines are that function's own
    'useEffect(() => { const f = () => { return 1; }; f(); }, []);',
  ])(
    'accepts %s',
    async (code) => {
      expect(await problemsOf(code)).toEqual([]);
    },
    30000,
  );
});
