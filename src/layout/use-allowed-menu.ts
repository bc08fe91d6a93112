import { type TreeMenuItem, useCanWithoutCache, useMenu } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

function namesOf(items: TreeMenuItem[]): string[] {
  return items.flatMap((item) => [item.name, ...namesOf(item.children)]);
}

function keep(items: TreeMenuItem[], allowed: ReadonlySet<string>): TreeMenuItem[] {
  return items.flatMap((item) => {
    if (!allowed.has(item.name)) return [];
    const children = keep(item.children, allowed);
    // a group whose children are all denied is hidden too (refine issue 6312)
    if (item.children.length > 0 && children.length === 0) return [];
    return [{ ...item, children }];
  });
}

/**
 * Refine's menu tree, kept to what the access-control provider allows: the full, reduced and
 * first-time menus all come from `can()`, never from a second list here.
 */
export function useAllowedMenu() {
  const { menuItems, selectedKey, defaultOpenKeys } = useMenu();
  const { can } = useCanWithoutCache();
  const names = useMemo(() => namesOf(menuItems), [menuItems]);
  const access = useQuery({
    queryKey: ['menu-access', names],
    queryFn: async () => {
      const answers = await Promise.all(
        names.map(async (name) => ({
          name,
          can: can ? (await can({ resource: name, action: 'list' })).can : true,
        })),
      );
      return answers.filter((answer) => answer.can).map((answer) => answer.name);
    },
    staleTime: 5 * 60 * 1000,
  });
  const items = useMemo(
    () => (access.data ? keep(menuItems, new Set(access.data)) : []),
    [access.data, menuItems],
  );
  return { items, selectedKey, defaultOpenKeys, loading: access.isLoading };
}

/** The first screen a user may open, e.g. for a "go to" button on a denied page. */
export function firstRoute(items: TreeMenuItem[]): TreeMenuItem | undefined {
  for (const item of items) {
    if (item.route) return item;
    const child = firstRoute(item.children);
    if (child) return child;
  }
  return undefined;
}
