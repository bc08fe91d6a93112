import { useSelect } from '@refinedev/antd';
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import { useMemo } from 'react';

import { findResource } from '../../resources';
import { hasValue, SEARCH_KEY } from '../../resources/list-filters';
import type { FieldDecl, ReferenceDecl } from '../../resources/types';

export type Option = { label: string; value: string };

/** Typing waits this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Records fetched per search in a server-searched select. */
export const SEARCH_PAGE_SIZE = 20;
/**
 * Records of a lookup read whole (house types, regions). Without a limit a backend answers its default
 * page (10 in the demo), which would hide the rest; the data provider brings the size down to what the
 * list declares (`wholePage`, e.g. regions) or else to its largest page (100).
 */
export const LOOKUP_PAGE_SIZE = 1000;

/** How the records of a lookup read and what they send. */
export interface OptionShape {
  resource: string;
  /** The record field a person reads. */
  optionLabel: string;
  /** A second record field shown in brackets after the label. */
  describe?: string;
  /** The record field sent. */
  optionValue: string;
}

/** Does `field` name the record itself (its id) rather than a value of it, such as its name? */
export function isIdField(resource: string, field: string): boolean {
  return field === 'id' || field === '_id' || findResource(resource)?.idKey === field;
}

/**
 * The value a record gives for `optionValue`. The contract names no id field for lookups: a record's
 * id comes in its own field (`id_provinsi`), else in `id`, else in `_id`. Any other field (a name) is
 * read as it is. Undefined when the record has none.
 */
export function optionValueOf(shape: OptionShape, item: BaseRecord): string | undefined {
  const candidates = isIdField(shape.resource, shape.optionValue)
    ? [item[shape.optionValue], item.id, item._id]
    : [item[shape.optionValue]];
  const found: unknown = candidates.find(hasValue);
  return found === undefined ? undefined : String(found);
}

/** How a record reads in the option: its label, and its `describe` field in brackets. */
export function optionLabelOf(shape: OptionShape, item: BaseRecord): string {
  const label = String(item[shape.optionLabel] ?? '');
  const extra = shape.describe ? item[shape.describe] : undefined;
  return hasValue(extra) ? `${label} (${String(extra)})` : label;
}

/** The options of `records`: a record without a value is never offered, a value once. */
export function optionsOf(shape: OptionShape, records: readonly BaseRecord[]): Option[] {
  const seen = new Set<string>();
  const out: Option[] = [];
  for (const item of records) {
    const value = optionValueOf(shape, item);
    if (value === undefined || seen.has(value)) continue;
    seen.add(value);
    out.push({ label: optionLabelOf(shape, item), value });
  }
  return out;
}

interface UseOptions extends OptionShape {
  filters?: CrudFilter[];
  /** False while the lookup cannot be asked yet (its parent is not chosen). */
  enabled: boolean;
  /** Typing asks the server (the list's `search` param), a page at a time. */
  search?: boolean;
  /** Records per call (server pages); none: the lookup is read without paging. */
  pageSize?: number;
}

/**
 * The options of a lookup through @refinedev/antd's `useSelect`. Only the records of the current
 * call are offered: while another parent's (or another search's) records stand in for a call on its
 * way, there are none, so nothing of the old parent can be chosen, by a person or by a default.
 */
export function useLookupOptions({ filters = [], enabled, search = false, pageSize, ...shape }: UseOptions) {
  const { selectProps, query } = useSelect<BaseRecord>({
    resource: shape.resource,
    optionLabel: (item) => optionLabelOf(shape, item),
    optionValue: (item) => optionValueOf(shape, item) ?? '',
    filters,
    pagination: pageSize ? { mode: 'server', pageSize } : { mode: 'off' },
    onSearch: search ? (value) => [{ field: SEARCH_KEY, operator: 'eq', value }] : undefined,
    debounce: SEARCH_DEBOUNCE_MS,
    // a chosen record's label is remembered by the select; no extra call per selected value
    defaultValueQueryOptions: { enabled: false },
    queryOptions: { enabled },
  });
  const records = enabled && !query.isPlaceholderData ? query.data?.data : undefined;
  const { resource, optionLabel, describe, optionValue } = shape;
  const options = useMemo(
    () => optionsOf({ resource, optionLabel, describe, optionValue }, records ?? []),
    [records, resource, optionLabel, describe, optionValue],
  );
  return { options, onSearch: selectProps.onSearch, fetching: query.isFetching, query };
}

/**
 * The id the cascade's lookup filters by. The parent field holds it, or, when the declaration says the
 * parent field holds another field of the parent's record (`parentBy`, e.g. its name), the id of the
 * parent's record with that value (from the parent's lookup, read whole as its own select reads it).
 */
function useParentId(reference: ReferenceDecl, parentValue: unknown, cascade: boolean): unknown {
  const parent = findResource(reference.resource)?.parent;
  const by = reference.parentBy;
  const { options } = useLookupOptions({
    resource: parent?.resource ?? reference.resource,
    optionLabel: by ?? parent?.optionLabel ?? reference.optionLabel,
    optionValue: parent?.optionValue ?? reference.optionValue,
    pageSize: LOOKUP_PAGE_SIZE,
    enabled: cascade && Boolean(by && parent) && hasValue(parentValue),
  });
  if (!by || !parent) return parentValue;
  return options.find((option) => option.label === String(parentValue))?.value;
}

/**
 * The options of a reference field: its lookup, filtered by its cascade's parent (`parentValue`) unless
 * `standalone`; `waiting` while that parent is not chosen. Server-searched when the declaration says so.
 */
export function useReferenceOptions(field: FieldDecl, parentValue: unknown, standalone = false) {
  const reference = field.reference as ReferenceDecl;
  const cascade = Boolean(reference.parentField) && !standalone;
  const parentParam = cascade ? findResource(reference.resource)?.parent?.param : undefined;
  const parentId = useParentId(reference, parentValue, cascade);
  const waiting = cascade && !hasValue(parentId);
  const found = useLookupOptions({
    ...reference,
    filters: parentParam ? [{ field: parentParam, operator: 'eq', value: parentId }] : [],
    pageSize: reference.search ? SEARCH_PAGE_SIZE : LOOKUP_PAGE_SIZE,
    search: reference.search,
    enabled: !waiting,
  });
  return { ...found, waiting };
}
