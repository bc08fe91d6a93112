import type { ResourceProps } from '@refinedev/core';

import { screenKeywords } from '../locales/screen-keywords';
import { resourceModules } from './declared';
import { groups } from './groups';
import type { Checked, ResourceName } from './names';
import { hasShow, pathOf } from './paths';
import type { GroupDecl, ResourceDecl } from './types';

export type { GroupDecl, ResourceDecl } from './types';
export { groups };
export { DASHBOARD_PATH, hasShow, pathOf, showKeyOf, showPathOf } from './paths';

/**
 * The resources in sidebar order: each right after its `after`, else last of its group, else last.
 */
function inSidebarOrder(declared: readonly ResourceDecl[]): ResourceDecl[] {
  const out: ResourceDecl[] = [];
  let waiting = [...declared];
  while (waiting.length > 0) {
    // one whose `after` is itself waiting is placed once that one is
    const ready = waiting.filter((decl) => !decl.after || out.some((one) => one.name === decl.after));
    if (ready.length === 0) throw new Error(`No place after ${waiting.map((decl) => decl.after).join(', ')}`);
    for (const decl of ready) {
      const anchor = decl.after
        ? out.findIndex((one) => one.name === decl.after)
        : out.findLastIndex((one) => one.group !== undefined && one.group === decl.group);
      out.splice(anchor < 0 ? out.length : anchor + 1, 0, decl);
    }
    waiting = waiting.filter((decl) => !ready.includes(decl));
  }
  return out;
}

/** Every resource of the back-office, in sidebar order: those above, and those of one module each. */
export const registry: readonly ResourceDecl[] = inSidebarOrder(
  resourceModules.map((module) => module.resource),
);

/**
 * The palette's Indonesian words for each screen (Ctrl+K): the locale table's, and those a resource
 * declared in one module carries.
 */
export const paletteKeywords: Readonly<Record<string, readonly string[]>> = {
  ...screenKeywords,
  ...Object.fromEntries(registry.flatMap((decl) => (decl.keywords ? [[decl.name, decl.keywords]] : []))),
};

const byName = new Map<string, ResourceDecl>(registry.map((decl) => [decl.name, decl]));
const groupByName = new Map(groups.map((group) => [group.name, group]));

/** A literal name is checked by tsc; a name known only at run time (a route, a stored change) is looked up. */
export function findResource<N extends string>(
  name: Checked<N, ResourceName> | undefined,
): ResourceDecl | undefined {
  return name ? byName.get(name) : undefined;
}

export function findGroup(name: string | undefined): GroupDecl | undefined {
  return name ? groupByName.get(name) : undefined;
}

export function childrenOf(groupName: string): ResourceDecl[] {
  return registry.filter((decl) => decl.group === groupName);
}

/** Resources that have a screen of their own. */
export const routedResources: readonly ResourceDecl[] = registry.filter(
  (decl) => decl.route !== undefined && !decl.menuOnly,
);

/**
 * The `meta` of a declaration's Refine resource: its label, icon, group and whether the menu hides
 * it. Refine puts it (but the icon) in the keys of the resource's queries (first-page.ts reads it so).
 */
export function refineMetaOf(decl: ResourceDecl) {
  return {
    label: decl.label ?? decl.name,
    icon: decl.icon,
    parent: findGroup(decl.group)?.name,
    hide: !pathOf(decl) || decl.hideInMenu === true,
  };
}

/** The `resources` given to <Refine>: groups as parents, screens with their list path, data-only hidden. */
export function toRefineResources(): ResourceProps[] {
  const out: ResourceProps[] = [];
  const placed = new Set<string>();
  for (const decl of registry) {
    const group = findGroup(decl.group);
    if (group && !placed.has(group.name)) {
      placed.add(group.name);
      out.push({ name: group.name, meta: { label: group.label, icon: group.icon } });
    }
    const path = pathOf(decl);
    out.push({
      name: decl.name,
      list: path,
      show: path && hasShow(decl) ? `${path}/:id` : undefined,
      meta: refineMetaOf(decl),
    });
  }
  return out;
}
