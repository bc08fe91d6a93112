import { stringifyTableParams } from '@refinedev/core';

import type { ResourceDecl, Values } from './types';

// where a declaration's screens are: of one declaration each, so the login page needs none of the registry

/** The list filter a free-text search is kept under (in the address too). */
export const SEARCH_KEY = 'search';

/** Where the shell lives; every route of the registry is below it. */
export const DASHBOARD_PATH = '/dashboard';

/** Whether `pathname` is the shell's or below it (a signed-in screen's address). */
export function isInShell(pathname: string): boolean {
  return pathname === DASHBOARD_PATH || pathname.startsWith(`${DASHBOARD_PATH}/`);
}

export function pathOf(decl: ResourceDecl): string | undefined {
  if (decl.route === undefined) return undefined;
  return decl.route === '' ? DASHBOARD_PATH : `${DASHBOARD_PATH}/${decl.route}`;
}

/** Whether a resource has a detail screen (`<route>/:id`): it lists records and reads one. */
export function hasShow(decl: ResourceDecl): boolean {
  return Boolean(decl.one && decl.list && decl.route);
}

/** The record field that identifies a record in its detail URL (a listing's slug). */
export function showKeyOf(decl: ResourceDecl): string {
  return decl.one?.idParam ?? 'id';
}

/** The path of a record's detail screen (`<route>/<key>`), if its resource has one and the record a key. */
export function showPathOf(decl: ResourceDecl, record: Values): string | undefined {
  const key = record[showKeyOf(decl)];
  const path = pathOf(decl);
  return hasShow(decl) && path && (typeof key === 'string' || typeof key === 'number')
    ? `${path}/${encodeURIComponent(key)}`
    : undefined;
}

/** The resource's list searched for `text` (a record's code): its address, with `extra` parameters. */
export function searchPathOf(
  decl: ResourceDecl,
  text: string,
  extra: Record<string, string> = {},
): string | undefined {
  const path = pathOf(decl);
  if (!path) return undefined;
  const params = new URLSearchParams(
    stringifyTableParams({ filters: [{ field: SEARCH_KEY, operator: 'eq', value: text }], sorters: [] }),
  );
  for (const [param, value] of Object.entries(extra)) params.set(param, value);
  return `${path}?${params.toString()}`;
}
