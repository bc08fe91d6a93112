import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { Button, Input } from 'antd';

import { fieldLabels } from '../../locales/labels';
import { fill, ui } from '../../locales/ui';
import { filterValue, hasValue, SEARCH_KEY } from '../../resources/list-filters';
import type { FieldDecl } from '../../resources/types';

export interface FieldFilterProps {
  field: FieldDecl;
  value: unknown;
  onChange: (value: unknown) => void;
  placeholder?: string;
}

export function asText(value: unknown): string | undefined {
  return hasValue(value) ? String(value) : undefined;
}

/** A text filter, sent when searched (Enter or the button) and cleared by its cross. */
export function TextFilter({ field, value, onChange, placeholder }: FieldFilterProps) {
  const label = placeholder ?? fill(ui.list.filterText, { label: field.label });
  return (
    <Input.Search
      key={asText(value) ?? ''}
      defaultValue={asText(value)}
      onSearch={(text) => onChange(text.trim() || undefined)}
      allowClear={{ clearIcon: <CloseCircleFilled aria-label={ui.list.clearText} /> }}
      enterButton={<Button aria-label={ui.list.search} icon={<SearchOutlined aria-hidden />} />}
      placeholder={label}
      aria-label={label}
      style={{ width: 200 }}
    />
  );
}

/**
 * The list's search over every text ("Cari data"), for a list that declares `search`: on a phone it
 * stays above the cards, beside the drawer that holds the other filters (and their code, loaded on
 * its first opening).
 */
export function SearchFilter({
  filters,
  onChange,
}: {
  filters: readonly CrudFilter[];
  onChange: (changes: Record<string, unknown>) => void;
}) {
  return (
    <TextFilter
      field={{ key: SEARCH_KEY, label: fieldLabels.search }}
      placeholder={ui.list.searchAll}
      value={filterValue(filters, SEARCH_KEY)}
      onChange={(value) => onChange({ [SEARCH_KEY]: value })}
    />
  );
}
