import { Select } from 'antd';
import { useEffect } from 'react';

import { fill, ui } from '../../locales/ui';
import { type CascadeLevel, hasValue } from '../../resources/list-filters';
import { useLookupOptions } from '../common/reference-options';

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

/**
 * One parent select of a cascade; it picks its first option when nothing is chosen yet, once the
 * options of the chosen parent are in (never one of a parent chosen before).
 */
export function ParentSelect({ level, parentValue, value, onChange }: Props) {
  const waiting = Boolean(level.parentParam) && !hasValue(parentValue);
  const { options, fetching } = useLookupOptions({
    resource: level.resource,
    optionLabel: level.optionLabel,
    optionValue: level.optionValue,
    filters: level.parentParam ? [{ field: level.parentParam, operator: 'eq', value: parentValue }] : [],
    enabled: !waiting,
  });
  const first = options[0]?.value;
  useEffect(() => {
    if (!waiting && !hasValue(value) && first !== undefined) onChange(first);
  }, [waiting, value, first, onChange]);

  const label = fill(ui.list.choose, { label: level.label });
  return (
    <Select
      options={options}
      loading={fetching}
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
