import { type BaseRecord, useList } from '@refinedev/core';
import { useMemo } from 'react';

import { userTypeLabels } from '../../locales/labels';
import type { UserKind } from '../../resources/records';

/** Users are listed by kind (GET /user/{url}); a notification names its user by `auth_id`. */
const READ_AT_ONCE = 1000;

/**
 * Admins are users of the kind `admin` (GET /user/admin): a notification to one (a lead, a notice)
 * names them. docs/contract.md names agents and members only: a service that lists no admins leaves
 * them unnamed, with no error said.
 */
const ADMIN_KIND = 'admin';

function useUsersOf(kind: UserKind | typeof ADMIN_KIND) {
  const quiet = kind === ADMIN_KIND;
  return useList<BaseRecord>({
    resource: 'users',
    filters: [{ field: 'url', operator: 'eq', value: kind }],
    pagination: { currentPage: 1, pageSize: READ_AT_ONCE, mode: 'server' },
    ...(quiet ? { errorNotification: false as const, queryOptions: { retry: false } } : {}),
  });
}

/**
 * Every agent, member and admin: their names by `auth_id`; and the options of a searchable user
 * select, the agents and members a blast is for.
 */
export function useUserNames() {
  const agents = useUsersOf('agent');
  const members = useUsersOf('member');
  const admins = useUsersOf(ADMIN_KIND);
  const agentRows = agents.result.data;
  const memberRows = members.result.data;
  const adminRows = admins.result.data;
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const user of adminRows ?? []) {
      const id = String(user.auth_id ?? '');
      const name = String(user.name ?? '');
      if (id && name) names.set(id, name);
    }
    const options: { label: string; value: string }[] = [];
    for (const [kind, rows] of [
      ['agent', agentRows],
      ['member', memberRows],
    ] as const) {
      for (const user of rows ?? []) {
        const id = String(user.auth_id ?? '');
        const name = String(user.name ?? '');
        if (!id || !name) continue;
        names.set(id, name);
        options.push({ label: `${name} (${userTypeLabels[kind]})`, value: id });
      }
    }
    const loading = agents.query.isLoading || members.query.isLoading || admins.query.isLoading;
    return { names, options, loading };
  }, [
    agentRows,
    memberRows,
    adminRows,
    agents.query.isLoading,
    members.query.isLoading,
    admins.query.isLoading,
  ]);
}
