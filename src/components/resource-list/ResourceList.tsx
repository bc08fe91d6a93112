import { PlusOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Button, Card, Empty, Table, type TableColumnType } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { fill, ui } from '../../locales/ui';
import type { ResourceDecl } from '../../resources/types';
import { PageHeader } from '../PageHeader';
import { columnsOf } from './columns';
import { FilterBar } from './FilterBar';
import {
  cascadeOf,
  defaultFilters,
  filterValue,
  hasValue,
  isFiltered,
  requiredFilterKeys,
  toFilters,
} from './list-filters';
import { RowActions } from './RowActions';
import { useAntdTable } from './use-antd-table';
import './resource-list.css';
import { LoadError } from '../LoadError';

const ResourceFormModal = lazy(() => import('../resource-form/ResourceFormModal'));

type Editing = { mode: 'create' } | { mode: 'edit'; record: BaseRecord } | null;

const ROW_KEY = '__rowKey';

/**
 * The generic list of a declaration: antd Table through `useTable`, with server-side pagination,
 * sorting and filters kept in the URL; create, edit and delete where the declaration offers them.
 */
export default function ResourceList({ decl }: { decl: ResourceDecl }) {
  const fields = useMemo(() => decl.fields ?? [], [decl]);
  const initial = useMemo(() => defaultFilters(decl), [decl]);
  const required = useMemo(() => requiredFilterKeys(decl), [decl]);
  const [ready, setReady] = useState(required.length === 0);
  const [editing, setEditing] = useState<Editing>(null);

  const { tableProps, filters, setFilters, sorters, tableQuery, setCurrentPage, result } = useAntdTable({
    resource: decl.name,
    syncWithLocation: true,
    pagination: { pageSize: decl.pageSize ?? 10 },
    filters: { initial },
    sorters: { mode: 'server' },
    // the list waits for the filters its call cannot go without (parent, period, path values)
    queryOptions: { enabled: ready },
  });

  useEffect(() => {
    const missing = initial.filter((filter) => !hasValue(filterValue(filters, filter.field)));
    if (missing.length > 0) setFilters(missing, 'merge');
    setReady(required.every((key) => hasValue(filterValue(filters, key))));
  }, [filters, initial, required, setFilters]);

  const changeFilters = useCallback(
    (changes: Record<string, unknown>) => {
      setFilters(toFilters(changes), 'merge');
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage],
  );
  const resetFilters = () => {
    const kept = cascadeOf(decl).map((level) => ({ [level.param]: filterValue(filters, level.param) }));
    setFilters([...initial, ...toFilters(Object.assign({}, ...kept))], 'replace');
    setCurrentPage(1);
  };

  const columns: TableColumnType<BaseRecord>[] = columnsOf(fields, sorters);
  if (decl.update || decl.delete) {
    columns.push({
      key: 'actions',
      title: ui.list.actions,
      fixed: 'right',
      width: 110,
      render: (_: unknown, record: BaseRecord) => (
        <RowActions
          resource={decl.name}
          id={record.id}
          canDelete={Boolean(decl.delete)}
          onEdit={decl.update ? () => setEditing({ mode: 'edit', record }) : undefined}
        />
      ),
    });
  }

  const rows = useMemo(
    () =>
      (tableProps.dataSource ?? []).map((row, index) => ({
        ...row,
        [ROW_KEY]: String(row.id ?? `row-${index}`),
      })),
    [tableProps.dataSource],
  );
  const parent = decl.parent;
  const waitingForParent = parent && !hasValue(filterValue(filters, parent.param));
  const emptyText = waitingForParent
    ? fill(ui.list.chooseParentFirst, { label: parent.label })
    : isFiltered(decl, filters)
      ? ui.list.emptyFiltered
      : ui.list.empty;
  const error = tableQuery.error;
  const total = result.total;

  return (
    <Card className="resource-list" variant="borderless">
      <PageHeader
        title={decl.label}
        subtitle={
          typeof total === 'number' ? fill(ui.list.total, { total: total.toLocaleString('id-ID') }) : '\u00a0'
        }
        extra={
          decl.create && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
              {ui.list.create}
            </Button>
          )
        }
      />
      <FilterBar
        decl={decl}
        filters={filters}
        onChange={changeFilters}
        onReset={resetFilters}
        onRefresh={() => void tableQuery.refetch()}
        refreshing={tableQuery.isFetching}
      />
      {error && (
        <LoadError error={error} onRetry={() => void tableQuery.refetch()} className="resource-list-error" />
      )}
      <Table<BaseRecord>
        {...tableProps}
        dataSource={error ? [] : rows}
        rowKey={ROW_KEY}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      />
      {editing && (
        <Suspense fallback={null}>
          <ResourceFormModal
            decl={decl}
            record={editing.mode === 'edit' ? editing.record : undefined}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}
