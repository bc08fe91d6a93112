import { type BaseRecord, useSelect } from '@refinedev/core';
import type { FieldDecl } from '../resources/types';

/** The options of a field that picks a record of another resource (`reference` in the registry). */
export function useReferenceOptions(reference: NonNullable<FieldDecl['reference']>) {
  const { options, query } = useSelect<BaseRecord>({
    resource: reference.resource,
    optionLabel: (item) => String(item[reference.optionLabel] ?? ''),
    optionValue: (item) => String(item[reference.optionValue] ?? ''),
    pagination: { mode: 'off' },
  });
  return { options, loading: query.isFetching };
}
