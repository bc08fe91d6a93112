import type { NotificationItem } from '../providers/live/types';
import { searchPathOf, showPathOf } from '../resources/paths';
import type { NotifiedDecl, ResourceDecl } from '../resources/types';

type Notified = ResourceDecl & { notified: NotifiedDecl };

function firstOf(item: NotificationItem, fields: readonly string[] | undefined): string | undefined {
  for (const key of fields ?? []) {
    const value = item.refs?.[key]?.trim();
    if (value) return value;
  }
  return undefined;
}

/** The address of the record one declaration says the notification names, if it names one. */
function linkBy(decl: Notified, item: NotificationItem): string | undefined {
  const { show, fields, code, open } = decl.notified;
  const key = firstOf(item, show);
  const detail = key ? showPathOf(decl, { [decl.one?.idParam ?? 'id']: key }) : undefined;
  if (detail) return detail;
  const found = firstOf(item, fields) ?? (code ? code.exec(item.text)?.[0] : undefined);
  if (!found) return undefined;
  const extra: Record<string, string> = {};
  for (const [param, field] of Object.entries(open ?? {})) {
    const value = item.refs?.[field];
    if (value) extra[param] = value;
  }
  return searchPathOf(decl, found, extra);
}

/**
 * Where a notification leads: the record it names (registry: `notified`), tried first on the
 * resources its `type` is about, then on those that take any notification naming their code; none
 * when it names nothing they can match.
 */
export function notificationLink(item: NotificationItem, decls: readonly ResourceDecl[]): string | undefined {
  const notified = decls.filter((decl): decl is Notified => Boolean(decl.notified));
  const typed = notified.filter((decl) => item.type && decl.notified.types?.includes(item.type));
  const open = notified.filter((decl) => !decl.notified.types);
  for (const decl of [...typed, ...open]) {
    const link = linkBy(decl, item);
    if (link) return link;
  }
  return undefined;
}
