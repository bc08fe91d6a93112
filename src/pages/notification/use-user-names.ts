import { type BaseRecord, useList } from '@refinedev/core';
import { useMemo } from 'react';

import { userTypeLabels } from '../../locales/labels';
import type { UserKind } from '../../resources/records';

/** Users are listed by kind (GET /user/{url}); a notification names its user by `auth_id`. */
const READ_AT_ONCE = 1000;

function useUsersOf(kind: UserKind) {
  return useList<BaseRecord>({
    resource: 'users',
    filters: [{ field: 'url', operator: 'eq', value: kind }],
    pagination: { currentPage: 1, pageSize: READ_AT_ONCE, mode: 'server' },
  });
}

/** Every agent and member: their names by `auth_id`, and the options of a searchable user select. */
export function useUserNames() {
  const agents = useUsersOf('agent');
  const members = useUsersOf('member');
  const agentRows = agents.result.data;
  const memberRows = members.result.data;
  return useMemo(() => {
    const names = new Map<string, string>();
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
    return { names, options, loading: agents.query.isLoading || members.query.isLoading };
  }, [agentRows, memberRows, agents.query.isLoading, members.query.isLoading]);
}
