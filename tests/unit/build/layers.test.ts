// @vitest-environment node
// `npm run lint` keeps the layers: a lower folder importing a higher one fails.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function problemsOf(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rules', () => {
  it.each([
    ['src/http/probe.ts', "import { registry } from '../resources';"],
    ['src/http/probe.ts', "import type { ResourceDecl } from '../resources/types';"],
    ['src/notifications/probe.ts', "import { createLiveProvider } from '../providers/live-provider';"],
    ['src/components/probe.ts', "import LoginPage from '../pages/login/LoginPage';"],
    [
      'src/components/resource-list/probe.ts',
      "import Page from '../../pages/notification/NotificationPage';",
    ],
    ['src/providers/probe.ts', "import { db } from '../mocks/db';"],
    ['src/App.tsx', "import { startDemoBackend } from './mocks/browser';"],
  ])(
    '%s may not %s',
    async (file, code) => {
      expect(await problemsOf(file, `${code}\nexport {};\n`)).toHaveLength(1);
    },
    30000,
  );

  it.each([
    ['src/resources/probe.ts', "import { rules } from '../http/success-rules';"],
    ['src/providers/probe.ts', "import { registry } from '../resources';"],
    ['src/notifications/probe.ts', "import { Button } from 'antd/es/layout';"],
    ['src/main.tsx', "import { startDemoBackend } from './mocks/browser';"],
    ['tests/unit/probe.ts', "import { db } from '../../src/mocks/db';"],
  ])(
    '%s may %s',
    async (file, code) => {
      expect(await problemsOf(file, `${code}\nexport {};\n`)).toEqual([]);
    },
    30000,
  );
});
