import type { BaseRecord } from '@refinedev/core';

/**
 * A name as compared for likeness: no case, no spaces, one form of each character ("Rumah  Susun",
 * "rumahsusun" and a full-width "Ｒｕｍａｈ Susun" alike).
 */
export function likenessKey(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase('id-ID').replace(/\s+/g, '');
}

/**
 * The name of another record (not `ownId`) that `typed` matches apart from case and spaces, with
 * whether it is the very same text; undefined when none does.
 */
export function similarName(
  typed: unknown,
  records: readonly BaseRecord[],
  key: string,
  ownId?: unknown,
): { name: string; same: boolean } | undefined {
  if (typeof typed !== 'string' || typed.trim() === '') return undefined;
  const wanted = likenessKey(typed);
  for (const record of records) {
    if (ownId !== undefined && record.id === ownId) continue;
    const name = record[key];
    if (typeof name === 'string' && likenessKey(name) === wanted)
      return { name, same: name.trim() === typed.trim() };
  }
  return undefined;
}
