import type { OperationDecl, ResourceDecl, Values } from './types';

/** The record fields that say when a record last changed, where a service keeps one. */
export const VERSION_KEYS = ['updated_at', 'updatedAt'] as const;

/** The names a declaration's paths fill from a record (`/house-list/by/{slug}`: `slug`). */
function pathKeys(decl: ResourceDecl): string[] {
  const operations: (OperationDecl | undefined)[] = [
    decl.one,
    decl.create,
    decl.update,
    decl.delete,
    ...Object.values(decl.actions ?? {}),
  ];
  return operations.flatMap((op) => [...(op?.path ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
}

/**
 * What the outbox keeps of a record a change is about (docs/design.md, "What stays on the device"):
 * its keys, what names it in the list, its version, and the fields the change sets; never the rest
 * of what the list showed (an owner's address, a customer's phone).
 */
export function keptRecord(decl: ResourceDecl | undefined, record: Values, values: Values = {}): Values {
  const keys = new Set<string>([
    'id',
    '_id',
    'name',
    'title',
    ...VERSION_KEYS,
    ...(decl?.titleKey ? [decl.titleKey] : []),
    ...(decl ? pathKeys(decl) : []),
    ...Object.keys(values),
  ]);
  return Object.fromEntries(Object.entries(record).filter(([key]) => keys.has(key)));
}
