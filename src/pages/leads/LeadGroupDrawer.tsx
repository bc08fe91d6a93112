import { MessageOutlined, PlusOutlined } from '@ant-design/icons';
import { type BaseRecord, type HttpError, useList } from '@refinedev/core';
import { Button, Drawer, Empty, Space, Table, type TableColumnType } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';

import { RecordActions } from '../../components/actions/RecordActions';
import { BulkBar } from '../../components/bulk/BulkBar';
import { useBulkSelection } from '../../components/bulk/use-bulk-selection';
import { useDialogFocus } from '../../components/dialog-focus';
import { LoadError } from '../../components/LoadError';
import { renderValue } from '../../components/render-value';
import { withLooks } from '../../components/undo/undo-queue';
import { usePendingLooks } from '../../components/undo/use-pending-looks';
import { leadTexts } from '../../locales/operations';
import { fill, ui } from '../../locales/ui';
import { findResource } from '../../resources';
import type { ResourceDecl } from '../../resources/types';
import { groupName } from './names';

const ResourceFormModal = lazy(() => import('../../components/resource-form/ResourceFormModal'));
const LeadChat = lazy(() => import('./LeadChat'));

const leadsDecl = findResource('lead-requests');

/**
 * One property's leads (GET /request-cust?property_id=...): add, delete, and open a conversation. The
 * group's id is its property's (the registry's `idKey`).
 */
export default function LeadGroupDrawer(props: { group: BaseRecord; onClose: () => void }) {
  return leadsDecl ? <LeadGroup decl={leadsDecl} {...props} /> : null;
}

function LeadGroup({ decl, group, onClose }: { decl: ResourceDecl; group: BaseRecord; onClose: () => void }) {
  const [adding, setAdding] = useState(false);
  const [chat, setChat] = useState<BaseRecord | null>(null);
  // closed, the focus goes back to the group's "Lihat leads"
  useDialogFocus();
  const { query, result } = useList<BaseRecord, HttpError>({
    resource: 'lead-requests',
    filters: [{ field: 'property_id', operator: 'eq', value: group.id }],
    sorters: [{ field: 'created_at', order: 'desc' }],
    pagination: { pageSize: 50 },
  });
  // a delete waiting out its undo window hides the lead at once; several can go in one run
  const looks = usePendingLooks(decl.name);
  const leads = useMemo(() => withLooks(result.data, looks, (lead) => lead.id), [result.data, looks]);
  const bulk = useBulkSelection(decl, 'id');
  const name = groupName(group);
  const code = String(group.house_id ?? '').trim();
  const columns: TableColumnType<BaseRecord>[] = (decl.fields ?? [])
    .filter((field) => field.inList !== false)
    .map((field) => ({
      key: field.key,
      dataIndex: field.key,
      title: field.label,
      render: (value: unknown) => renderValue(field, value),
    }));
  columns.push({
    key: 'actions',
    title: ui.list.actions,
    fixed: 'right',
    render: (_: unknown, lead: BaseRecord) => (
      <Space size={4}>
        <Button size="small" icon={<MessageOutlined aria-hidden />} onClick={() => setChat(lead)}>
          {leadTexts.conversation}
        </Button>
        <RecordActions decl={decl} record={lead} placement="row" />
      </Space>
    ),
  });

  return (
    <Drawer
      open
      width={980}
      onClose={onClose}
      title={name ? fill(leadTexts.groupTitle, { title: name }) : leadTexts.groupTitleUnnamed}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          {leadTexts.addLead}
        </Button>
      }
    >
      {code && code !== name ? <p className="lead-group-code">{fill(leadTexts.code, { code })}</p> : null}
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <BulkBar decl={decl} operations={bulk.operations} selected={bulk.selected} onClear={bulk.clear} />
          <Table<BaseRecord>
            rowKey="id"
            loading={query.isFetching}
            dataSource={leads}
            rowSelection={bulk.rowSelection}
            columns={columns}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={leadTexts.noLeads} />,
            }}
          />
        </>
      )}
      <Suspense fallback={null}>
        {adding && (
          <ResourceFormModal decl={decl} fixed={{ property_id: group.id }} onClose={() => setAdding(false)} />
        )}
        {chat && <LeadChat lead={chat} onClose={() => setChat(null)} />}
      </Suspense>
    </Drawer>
  );
}
