import { type BaseRecord, type CrudFilter, useSelect } from '@refinedev/core';
import { Form, Select } from 'antd';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';

import { fill, ui } from '../../locales/ui';
import { findResource } from '../../resources';
import type { FieldDecl, ReferenceDecl } from '../../resources/types';
import { hasValue, SEARCH_KEY } from '../resource-list/list-filters';

/** antd's Form.Item gives `id` / `value` / `onChange`; `onChange` also says what the person read. */
type ControlProps = { id?: string; value?: unknown; onChange?: (value: unknown, label?: string) => void };
type Option = { label: string; value: string };

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

/** How a record reads in the option: its label, and its `describe` field in brackets. */
export function optionLabelOf(reference: ReferenceDecl, item: BaseRecord): string {
  const label = String(item[reference.optionLabel] ?? '');
  const extra = reference.describe ? item[reference.describe] : undefined;
  return hasValue(extra) ? `${label} (${String(extra)})` : label;
}

function matchesLabel(input: string, option?: { label?: unknown }): boolean {
  return String(option?.label ?? '')
    .toLowerCase()
    .includes(input.toLowerCase());
}

interface Props extends ControlProps {
  field: FieldDecl;
  /** The value of the cascade's parent field (undefined: none chosen, or no cascade). */
  parentValue?: unknown;
  /** Outside a form (a list filter): the cascade's parent is not waited for, every record is offered. */
  standalone?: boolean;
  /** Outside a form there is no `<label>`: the control's name and its empty text. */
  'aria-label'?: string;
  placeholder?: string;
  allowClear?: boolean;
  style?: CSSProperties;
}

/**
 * A select of records of another resource, shown by name and sent by the value the API expects.
 * With `search`, typing asks the server (the list's `search` param, debounced); otherwise the whole
 * lookup is loaded once and filtered here. In a cascade it waits for its parent.
 */
export function ReferenceOptionsSelect({
  field,
  parentValue,
  standalone = false,
  placeholder,
  allowClear = true,
  style,
  ...control
}: Props) {
  const reference = field.reference as ReferenceDecl;
  const cascade = Boolean(reference.parentField) && !standalone;
  const parentParam = cascade ? findResource(reference.resource)?.parent?.param : undefined;
  const waiting = cascade && !hasValue(parentValue);
  const filters: CrudFilter[] = parentParam
    ? [{ field: parentParam, operator: 'eq', value: parentValue }]
    : [];
  const { options, query, onSearch } = useSelect<BaseRecord>({
    resource: reference.resource,
    optionLabel: (item) => optionLabelOf(reference, item),
    optionValue: (item) => String(item[reference.optionValue] ?? ''),
    filters,
    pagination: { mode: 'server', pageSize: reference.search ? SEARCH_PAGE_SIZE : LOOKUP_PAGE_SIZE },
    onSearch: reference.search ? (value) => [{ field: SEARCH_KEY, operator: 'eq', value }] : undefined,
    debounce: SEARCH_DEBOUNCE_MS,
    // the chosen record's label is remembered here; no extra call per selected value
    defaultValueQueryOptions: { enabled: false },
    queryOptions: { enabled: !waiting },
  });

  // a server-searched select keeps the options once chosen, so their names stay after a new search
  const [chosen, setChosen] = useState<Option[]>([]);
  const shown = useMemo(() => {
    const list = options as Option[];
    const known = new Set(list.map((option) => option.value));
    return [...list, ...chosen.filter((option) => !known.has(option.value))];
  }, [options, chosen]);

  const shownPlaceholder = waiting
    ? fill(ui.form.chooseParentFirst, {
        label: findResource(reference.resource)?.parent?.label ?? reference.parentField ?? '',
      })
    : (placeholder ?? fill(ui.form.choose, { label: field.label }));

  return (
    <Select
      {...control}
      value={hasValue(control.value) ? control.value : undefined}
      onChange={(next: unknown, picked) => {
        const list = (Array.isArray(picked) ? picked : [picked]).filter(Boolean) as Option[];
        if (reference.search) setChosen((before) => [...before, ...list]);
        control.onChange?.(next, list.map((option) => option.label).join(', ') || undefined);
      }}
      mode={reference.multiple ? 'multiple' : undefined}
      options={waiting ? [] : shown}
      loading={query.isFetching}
      disabled={waiting}
      allowClear={allowClear}
      showSearch
      {...(reference.search
        ? { filterOption: false, onSearch }
        : { filterOption: (input: string, option?: { label?: unknown }) => matchesLabel(input, option) })}
      notFoundContent={query.isFetching ? ui.form.searching : ui.form.noOptions}
      placeholder={shownPlaceholder}
      style={style ?? { width: '100%' }}
    />
  );
}

/** A cascade level: follows its parent field in the same form and is cleared when the parent changes. */
function CascadeSelect(props: ControlProps & { field: FieldDecl }) {
  const parentField = props.field.reference?.parentField as string;
  const form = Form.useFormInstance();
  const parentValue: unknown = Form.useWatch(parentField, form);
  const previous = useRef<unknown>(parentValue);
  const { onChange } = props;
  useEffect(() => {
    const before = previous.current;
    previous.current = parentValue;
    // the first watch reads the initial value: only a change of an already chosen parent clears
    if (hasValue(before) && before !== parentValue) onChange?.(undefined);
  }, [parentValue, onChange]);
  return <ReferenceOptionsSelect {...props} parentValue={parentValue} />;
}

/** The registry's `reference` field as a form control (antd's Form.Item gives `id`/`value`/`onChange`). */
export function ReferenceSelect(props: ControlProps & { field: FieldDecl }) {
  return props.field.reference?.parentField ? (
    <CascadeSelect {...props} />
  ) : (
    <ReferenceOptionsSelect {...props} />
  );
}
