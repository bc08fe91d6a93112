import { type BaseRecord, useSelect } from '@refinedev/core';
import { Select } from 'antd';
import { useEffect } from 'react';

import { fill, ui } from '../../locales/ui';
import { type CascadeLevel, hasValue } from './list-filters';

interface Props {
  level: CascadeLevel;
  /** The selection of the level above (undefined at the top). */
  parentValue: unknown;
  value: unknown;
  onChange: (value: string) => void;
}

function matchesLabel(input: string, option?: { label?: unknown }): boolean {
  return String(option?.label ?? '')
    .toLowerCase()
    .includes(input.toLowerCase());
}

/** One parent select of a cascade; it picks its first option when nothing is chosen yet. */
export function ParentSelect({ level, parentValue, value, onChange }: Props) {
  const waiting = Boolean(level.parentParam) && !hasValue(parentValue);
  const { options, query } = useSelect<BaseRecord>({
    resource: level.resource,
    optionLabel: (item) => String(item[level.optionLabel] ?? ''),
    optionValue: (item) => String(item[level.optionValue] ?? ''),
    filters: level.parentParam ? [{ field: level.parentParam, operator: 'eq', value: parentValue }] : [],
    pagination: { mode: 'off' },
    queryOptions: { enabled: !waiting },
  });
  const first = options[0]?.value;
  useEffect(() => {
    if (!waiting && !hasValue(value) && first !== undefined && first !== null) onChange(String(first));
  }, [waiting, value, first, onChange]);

  const label = fill(ui.list.choose, { label: level.label });
  return (
    <Select
      options={options}
      loading={query.isFetching}
      value={hasValue(value) ? String(value) : undefined}
      onChange={(next: unknown) => onChange(String(next))}
      disabled={waiting}
      showSearch
      filterOption={(input, option) => matchesLabel(input, option)}
      placeholder={label}
      aria-label={label}
      style={{ minWidth: 200 }}
    />
  );
}
