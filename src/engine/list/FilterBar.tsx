import { ReloadOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { Button, Select, Space } from 'antd';
import { Suspense, useMemo } from 'react';

import { booleanWords } from '../../components/format';
import { lazyPart } from '../../components/lazy-part';
import { fill, ui } from '../../locales/ui';
import { cascadeOf, filterValue, isFiltered } from '../../resources/list-filters';
import type { FieldDecl, ResourceDecl } from '../../resources/types';
import { ReferenceOptionsSelect } from '../form/ReferenceSelect';
import { ParentSelect } from './ParentSelect';
import { asText, type FieldFilterProps, SearchFilter, TextFilter } from './TextFilter';

const PeriodFilter = lazyPart(() => import('./PeriodFilter'));

interface Props {
  decl: ResourceDecl;
  filters: readonly CrudFilter[];
  /** Sets each key's filter (undefined clears it). */
  onChange: (changes: Record<string, unknown>) => void;
  onReset: () => void;
  onRefresh: () => void;
  refreshing: boolean;
}

function booleanOptions(field: FieldDecl) {
  const words = booleanWords(field);
  return [
    { label: words.yes, value: 'true' },
    { label: words.no, value: 'false' },
  ];
}

function optionsOf(field: FieldDecl) {
  if (field.type === 'boolean') return booleanOptions(field);
  return field.options?.map((option) => ({ label: option.label, value: String(option.value) }));
}

/** A select filter's name, empty text and whether it may be cleared. */
function optionFilterProps(field: FieldDecl) {
  const label = fill(ui.list.choose, { label: field.label });
  const clearable = field.filterDefault === undefined;
  return {
    'aria-label': label,
    placeholder: clearable ? `${field.label}: ${ui.list.filterAll}` : label,
    allowClear: clearable,
    style: { minWidth: 170 },
  };
}

/** Records of another resource by name (searched on the server when declared so); a filter stands alone. */
function ReferenceFilter({ field, value, onChange }: FieldFilterProps) {
  return (
    <ReferenceOptionsSelect
      field={field}
      standalone
      value={asText(value)}
      onChange={onChange}
      {...optionFilterProps(field)}
    />
  );
}

function OptionFilter({
  field,
  value,
  onChange,
  options,
}: FieldFilterProps & { options: { label: string; value: string }[] }) {
  return (
    <Select
      options={options}
      value={asText(value)}
      onChange={(next: string | undefined) => onChange(next)}
      showSearch
      optionFilterProp="label"
      {...optionFilterProps(field)}
    />
  );
}

/** A field's filter: the names of another resource's records, a list of options, or a text. */
function FieldFilter({ field, value, onChange }: FieldFilterProps) {
  if (field.reference) return <ReferenceFilter field={field} value={value} onChange={onChange} />;
  const options = optionsOf(field);
  if (options) return <OptionFilter field={field} value={value} onChange={onChange} options={options} />;
  return <TextFilter field={field} value={value} onChange={onChange} />;
}

/** The declaration's filters as the list's filter row holds them: cascade, period, field filters, search. */
function filterControls({ decl, filters, onChange, onReset }: Omit<Props, 'onRefresh' | 'refreshing'>) {
  const levels = cascadeOf(decl);
  const period = decl.period;
  const start = period && asText(filterValue(filters, period.start));
  const end = period && asText(filterValue(filters, period.end));
  return [
    ...levels.map((level, index) => (
      <ParentSelect
        key={level.param}
        level={level}
        parentValue={level.parentParam ? filterValue(filters, level.parentParam) : undefined}
        value={filterValue(filters, level.param)}
        onChange={(value) =>
          onChange({
            [level.param]: value,
            // a new choice empties the levels below it
            ...Object.fromEntries(levels.slice(index + 1).map((below) => [below.param, undefined])),
          })
        }
      />
    )),
    period && (
      <Suspense key="period" fallback={null}>
        <PeriodFilter
          start={start}
          end={end}
          onChange={(from, to) => onChange({ [period.start]: from, [period.end]: to })}
        />
      </Suspense>
    ),
    decl.search && <SearchFilter key="search" filters={filters} onChange={onChange} />,
    ...(decl.fields ?? [])
      .filter((field) => field.filter && !levels.some((level) => level.param === field.key))
      .map((field) => (
        <FieldFilter
          key={field.key}
          field={field}
          value={filterValue(filters, field.key)}
          onChange={(value) => onChange({ [field.key]: value })}
        />
      )),
    isFiltered(decl, filters) && (
      <Button key="reset" onClick={onReset}>
        {ui.list.resetFilters}
      </Button>
    ),
  ];
}

/** The list's filters from the declaration, and its refresh button (spinning while the list loads). */
export function FilterBar({ decl, filters, onChange, onReset, onRefresh, refreshing }: Props) {
  // the same elements while the filters stay: a load of the list spins the button alone, and does not
  // draw the filters again (a reference filter's options are hundreds of names)
  const controls = useMemo(
    () => filterControls({ decl, filters, onChange, onReset }),
    [decl, filters, onChange, onReset],
  );
  return (
    <Space wrap size={[8, 8]} className="list-filters">
      {controls}
      <Button
        icon={<ReloadOutlined aria-hidden />}
        onClick={onRefresh}
        loading={refreshing}
        aria-label={ui.list.refresh}
      />
    </Space>
  );
}
