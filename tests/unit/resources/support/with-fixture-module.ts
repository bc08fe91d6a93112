// Set-up of tests/unit/resources/one-module.test.tsx alone (vitest.config.ts, project "one-module"):
// the fixture module joins the modules the build finds in src/resources/modules/, before anything
// reads the registry (tests/setup.ts does).
import { vi } from 'vitest';

vi.mock('../../../../src/resources/declared', async (importOriginal) => {
  const declared = await importOriginal<typeof import('../../../../src/resources/declared')>();
  const fixture = await import('./housing-estate');
  return { ...declared, resourceModules: [...declared.resourceModules, fixture] };
});
