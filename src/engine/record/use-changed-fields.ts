import { useEffect, useState } from 'react';

import type { Values } from '../../resources/types';

/** How long a row (or a record's field) the server changed stands out; follow.css fades it as long. */
export const UPDATED_MS = 2500;

const NONE: ReadonlySet<string> = new Set();

/** Which record this is: a new one (the review queue's next listing) is not a change of the last. */
function identityOf(record: Values): string | undefined {
  const id = record.id ?? record._id ?? record.slug;
  return id === undefined || id === null ? undefined : String(id);
}

interface Seen {
  identity: string | undefined;
  /** The fields' values as last drawn, as text. */
  values: readonly string[];
  changed: ReadonlySet<string>;
}

/**
 * The fields of `keys` whose value changed since the record was last drawn (read again from the
 * server, or the person's own change shown), for a moment (UPDATED_MS); none for a record first
 * drawn or another record.
 */
export function useChangedFields(record: Values, keys: readonly string[]): ReadonlySet<string> {
  const identity = identityOf(record);
  const values = keys.map((key) => JSON.stringify(record[key]) ?? '');
  const [seen, setSeen] = useState<Seen>({ identity, values, changed: NONE });
  const same = seen.identity === identity && seen.values.length === values.length;
  if (!same || values.some((value, index) => value !== seen.values[index])) {
    const changed =
      same && identity !== undefined
        ? new Set(keys.filter((_, index) => values[index] !== seen.values[index]))
        : NONE;
    setSeen({ identity, values, changed });
  }
  useEffect(() => {
    if (seen.changed.size === 0) return undefined;
    const timer = setTimeout(() => setSeen((last) => ({ ...last, changed: NONE })), UPDATED_MS);
    return () => clearTimeout(timer);
  }, [seen.changed]);
  return seen.changed;
}
