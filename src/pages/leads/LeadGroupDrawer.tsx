import { MessageOutlined, PlusOutlined } from '@ant-design/icons';
import { type BaseRecord, type HttpError, useList } from '@refinedev/core';
import { Button, Drawer, Empty, Space, Table, type TableColumnType } from 'antd';
import { lazy, Suspense, useState } from 'react';

import { RecordActions } from '../../components/actions/RecordActions';
import { LoadError } from '../../components/LoadError';
import { renderValue } from '../../components/render-value';
import { leadTexts } from '../../locales/operations';
import { fill, ui } from '../../locales/ui';
import { findResource } from '../../resources';
import { groupName } from './names';

const ResourceFormModal = lazy(() => import('../../components/resource-form/ResourceFormModal'));
const LeadChat = lazy(() => import('./LeadChat'));

const leadsDecl = findResource('lead-requests');

/**
 * One property's leads (GET /request-cust?property_id=...): add, delete, and open a conversation. The
 * group's id is its property's (the registry's `idKey`).
 */
export default function LeadGroupDrawer({ group, onClose }: { group: BaseRecord; onClose: () => void }) {
  const [adding, setAdding] = useState(false);
  const [chat, setChat] = useState<BaseRecord | null>(null);
  const { query, result } = useList<BaseRecord, HttpError>({
    resource: 'lead-requests',
    filters: [{ field: 'property_id', operator: 'eq', value: group.id }],
    sorters: [{ field: 'created_at', order: 'desc' }],
    pagination: { pageSize: 50 },
  });
  if (!leadsDecl) return null;
  const name = groupName(group);
  const code = String(group.house_id ?? '').trim();
  const columns: TableColumnType<BaseRecord>[] = (leadsDecl.fields ?? [])
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
        <Button size="small" icon={<MessageOutlined />} onClick={() => setChat(lead)}>
          {leadTexts.conversation}
        </Button>
        <RecordActions decl={leadsDecl} record={lead} placement="row" />
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
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {leadTexts.addLead}
        </Button>
      }
    >
      {code && code !== name ? <p className="lead-group-code">{fill(leadTexts.code, { code })}</p> : null}
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Table<BaseRecord>
          rowKey="id"
          loading={query.isFetching}
          dataSource={result.data}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={leadTexts.noLeads} />,
          }}
        />
      )}
      <Suspense fallback={null}>
        {adding && (
          <ResourceFormModal
            decl={leadsDecl}
            fixed={{ property_id: group.id }}
            onClose={() => setAdding(false)}
          />
        )}
        {chat && <LeadChat lead={chat} onClose={() => setChat(null)} />}
      </Suspense>
    </Drawer>
  );
}
