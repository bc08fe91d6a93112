/**
 * The outbox's one sender wired to the app's providers, with no React in it: made once per page
 * (providers/index.ts, once a session and the outbox are there) with the data provider, the query
 * client and the session store. The engine gives only how a record change is judged (`RecordJudge`:
 * pure functions of the registry's declarations); a failed call is told to whoever listens
 * (`AppOutbox.failures`: the shell says it and lets the auth provider end a refused session).
 */
import { type DataProvider, keys } from '@refinedev/core';
import { onlineManager, type QueryClient } from '@tanstack/react-query';

import type { FieldDecl, ResourceDecl, Values } from '../../resources/types';
import { type FreshRead, readFresh } from '../read-fresh';
import type { EditVerdict, FreshVerdict, SenderDeps } from './outbox-sender';
import type { ChangeOperation } from './record-call';
import type { Author } from './send-schedule';

/** How a record change is judged before it leaves (the engine's rules, docs/contract.md section 10). */
export interface RecordJudge {
  /** The declared operation of a record change by its key; undefined when this build has it no more. */
  operationOf(decl: ResourceDecl, key: string): ChangeOperation | undefined;
  /** What the record read again says of a change (`operation`: its key) made over `made`. */
  verdictOf(operation: string, made: Values, fresh: FreshRead, fields: readonly FieldDecl[]): FreshVerdict;
  /** What the edited record read again says of the edit's body (`mine`) begun from `base`. */
  editVerdictOf(decl: ResourceDecl, base: Values, mine: Values, fresh: FreshRead): EditVerdict;
}

/** What the sender is given besides its outbox and where its failures go. */
export type SenderConnection = Omit<SenderDeps, 'outbox' | 'onFailure'>;

/**
 * The lists (and records) of `resources` read again, as Refine's `useInvalidate` with `resourceAll`
 * does (the default data provider: every resource here uses it).
 */
export function invalidateResources(queryClient: QueryClient, resources: readonly string[]) {
  return Promise.all(
    resources.map((resource) =>
      queryClient.invalidateQueries({
        queryKey: keys().data('default').resource(resource).get(),
        type: 'all',
        refetchType: 'active',
      }),
    ),
  );
}

export function senderConnection({
  dataProvider,
  queryClient,
  findResource,
  author,
  judge,
}: {
  /** The data provider Refine is given: every call of the sender leaves through it. */
  dataProvider: DataProvider;
  queryClient: QueryClient;
  findResource: (name: string) => ResourceDecl | undefined;
  author: () => Author | undefined;
  judge: RecordJudge;
}): SenderConnection {
  const refresh = (resources: readonly string[]) => invalidateResources(queryClient, resources);
  return {
    provider: () => dataProvider,
    queryClient,
    findResource,
    author,
    isOnline: () => onlineManager.isOnline(),
    rules: {
      operationOf: judge.operationOf,
      refresh: (decl, operation) => refresh([decl.name, ...(operation.invalidates ?? [])]),
      recordVerdict: async (decl, operation, record) =>
        judge.verdictOf(operation, record, await readFresh(dataProvider, decl, record), decl.fields ?? []),
      editVerdict: async (decl, base, body) =>
        judge.editVerdictOf(decl, base, body, await readFresh(dataProvider, decl, base)),
      saved: (decl) => void refresh([decl.name]),
    },
  };
}
