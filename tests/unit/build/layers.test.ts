// @vitest-environment node
// `npm run lint` keeps the layers: a lower folder importing a higher one fails, whether the import is
// static or an `import()` expression; inside the engine too, between its own folders. Outside the
// engine, code imports it from its index alone. Outside src/providers, no code takes `useDataProvider`.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function problemsOf(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter(
      (message) =>
        message.ruleId === 'no-restricted-imports' ||
        message.ruleId === 'layers/no-restricted-import-expression',
    )
    .map((message) => message.message);
}

describe('layer rules', () => {
  it.each([
    ['src/http/probe.ts', "import { registry } from '../resources';"],
    ['src/http/probe.ts', "import type { ResourceDecl } from '../resources/types';"],
    ['src/providers/probe.ts', "import { NotificationBell } from '../notifications/NotificationBell';"],
    ['src/components/probe.ts', "import LoginPage from '../pages/login/LoginPage';"],
    ['src/engine/list/probe.ts', "import Page from '../../pages/notification/BlastPage';"],
    ['src/providers/probe.ts', "import { db } from '../mocks/db';"],
    ['src/App.tsx', "import { startDemoBackend } from './mocks/browser';"],
    ['src/App.tsx', "const demo = () => import('./mocks/browser');"],
    ['src/resources/probe.ts', "import ListingShow from '../pages/listing/ListingShow';"],
    ['src/resources/probe.ts', "const page = () => import('../pages/listing/ListingShow');"],
    ['src/resources/probe.ts', 'const page = () => import(`../pages/leads/LeadsPage`);'],
    ['src/resources/probe.ts', "import type { IconName } from '../components/icons';"],
    ['src/resources/probe.ts', "const rows = () => import('../components/actions/xlsx-rows');"],
    ['src/resources/probe.ts', "import Shell from '../layout/Shell';"],
    ['src/resources/probe.ts', "import { createDataProvider } from '../providers/data-provider';"],
    // the registry is the bottom floor: a success rule is its own data, a role its own reading
    ['src/resources/probe.ts', "import { isSuccess } from '../http/success-rules';"],
    ['src/resources/modules/probe.ts', "import { ApiError } from '../../http/errors';"],
    ['src/resources/probe.ts', "import type { Session } from '../session/session';"],
    ['src/http/probe.ts', "import { rules } from '../resources/wire-rules';"],
    ['src/components/probe.ts', "const page = () => import('../pages/login/LoginPage');"],
    ['src/http/probe.ts', "const registry = () => import('../resources');"],
    ['src/layout/probe.ts', "const page = () => import('../pages/leads/LeadsPage');"],
    ['src/pages/leads/probe.ts', "import Shell from '../../layout/Shell';"],
    ['src/mocks/handlers/probe.ts', "import { ActionDialog } from '../../components/actions/ActionDialog';"],
    ['src/files/probe.ts', "import { registry } from '../resources';"],
    ['src/engine/outbox/probe.ts', "import { createOutbox } from '../../providers/outbox/outbox-store';"],
    ['src/layout/probe.ts', "import { createOutboxSender } from '../providers/outbox/outbox-sender';"],
    ['src/pages/leads/probe.ts', "import { createUndoQueue } from '../../providers/outbox/undo-queue';"],
    ['src/App.tsx', "const outbox = () => import('./providers/outbox/app-outbox');"],
    ['src/notifications/probe.ts', "import { SEARCH_KEY } from '../engine/list/use-resource-list';"],
    ['src/engine/form/probe.ts', "import { ListDialogs } from '../list/ListDialogs';"],
    ['src/engine/form/probe.ts', "const dialogs = () => import('../list/ListDialogs');"],
    ['src/engine/record/probe.ts', "import { useResourceList } from '../list/use-resource-list';"],
    ['src/engine/actions/probe.ts', "import { useBulkRun } from '../bulk/use-bulk-run';"],
    ['src/engine/conflicts/probe.ts', "import { ReferenceSelect } from '../form/ReferenceSelect';"],
    ['src/engine/outbox/probe.ts', "import { RecordActions } from '../actions/RecordActions';"],
    ['src/engine/common/probe.ts', "import { useUndo } from '../outbox/use-undo';"],
    ['src/engine/list/probe.ts', "import { ResourceRoute } from '../ResourceRoute';"],
    ['src/engine/common/probe.ts', "import Page from '../../pages/notification/BlastPage';"],
    ['src/pages/leads/probe.ts', "import ResourceList from '../../engine/list/ResourceList';"],
    ['src/pages/leads/probe.ts', "const form = () => import('../../engine/form/ResourceFormModal');"],
    ['src/layout/probe.ts', "import { useAppOutbox } from '../engine/outbox/outbox-context';"],
    ['src/App.tsx', "import { EngineProviders } from './engine/EngineProviders';"],
    ['src/main.tsx', "import { loadSkeletonCards } from './engine/ScreenSkeleton';"],
    // only src/providers calls the data provider: a screen reads with Refine's hooks or useReads()
    ['src/pages/leads/probe.ts', "import { useDataProvider } from '@refinedev/core';"],
    ['src/engine/bulk/probe.ts', "import { useDataProvider } from '@refinedev/core';"],
  ])(
    '%s may not %s',
    async (file, code) => {
      expect(await problemsOf(file, `${code}\nexport {};\n`)).toHaveLength(1);
    },
    30000,
  );

  it.each([
    ['src/resources/probe.ts', "import { rules } from './wire';"],
    ['src/http/probe.ts', "import type { SuccessRule } from '../resources/wire';"],
    ['src/providers/probe.ts', "import { registry } from '../resources';"],
    ['src/notifications/probe.ts', "import { Button } from 'antd/es/layout';"],
    ['src/main.tsx', "import { startDemoBackend } from './mocks/browser';"],
    ['src/main.tsx', "const demo = () => import('./mocks/browser');"],
    ['src/App.tsx', "const page = () => import('./pages/leads/LeadsPage');"],
    ['src/pages/probe.ts', "const page = () => import('./leads/LeadsPage');"],
    ['src/resources/probe.ts', "import { listingFields } from './listing';"],
    ['src/mocks/handlers/probe.ts', "import { listingStatuses } from '../../resources/records';"],
    ['src/mocks/handlers/probe.ts', "import { readXlsxRows } from '../../files/xlsx-rows';"],
    ['src/engine/actions/probe.ts', "const rows = () => import('../../files/xlsx-rows');"],
    ['tests/unit/probe.ts', "import { db } from '../../src/mocks/db';"],
    ['src/engine/outbox/probe.ts', "import { isOnItsWay } from '../../providers/outbox';"],
    ['src/pages/login/probe.ts', "import { keptCount } from '../../providers/outbox/outbox-keys';"],
    ['src/providers/probe.ts', "import { withOutbox } from './outbox/outbox-writes';"],
    ['src/engine/list/probe.ts', "import { ResourceFormModal } from '../form/ResourceFormModal';"],
    ['src/engine/list/probe.ts', "import { RowDetailDrawer } from '../record/RowDetailDrawer';"],
    ['src/engine/form/probe.ts', "import { useFreshCheck } from '../conflicts/use-fresh-check';"],
    ['src/engine/outbox/probe.ts', "import { recordTitle } from '../common/record-title';"],
    ['src/engine/ResourceRoute.probe.ts', "import { ResourceList } from './list/ResourceList';"],
    ['src/notifications/probe.ts', "import { SEARCH_KEY } from '../resources/list-filters';"],
    ['src/pages/leads/probe.ts', "import { ResourceList } from '../../engine';"],
    ['src/layout/probe.ts', "import { useAppOutbox } from '../engine';"],
    ['src/App.tsx', "import { EngineProviders, loadResourceRoute } from './engine';"],
    ['tests/unit/probe.ts', "import ResourceList from '../../src/engine/list/ResourceList';"],
    ['src/providers/probe.ts', "import { useDataProvider } from '@refinedev/core';"],
    ['src/pages/leads/probe.ts', "import { useList, useOne } from '@refinedev/core';"],
  ])(
    '%s may %s',
    async (file, code) => {
      expect(await problemsOf(file, `${code}\nexport {};\n`)).toEqual([]);
    },
    30000,
  );
});
