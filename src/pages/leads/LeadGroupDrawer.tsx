import { MessageOutlined, PlusOutlined } from '@ant-design/icons';
import { type BaseRecord, type HttpError, useList } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Empty, Space, Table, type TableColumnType } from 'antd';
import { Suspense, useMemo, useState } from 'react';

import { useDialogFocus } from '../../components/dialog-focus';
import { lazyDialog, lazyPart } from '../../components/lazy-part';
import { LoadError } from '../../components/LoadError';
import { renderValue } from '../../components/render-value';
import { useCloseOnBack } from '../../components/use-close-on-back';
import { useIsPhone } from '../../components/use-is-phone';
import {
  BulkBar,
  CardCheckbox,
  CardList,
  loadResourceFormModal,
  RecordActions,
  useBulkSelection,
  useOptimisticRecords,
} from '../../engine';
import { leadClockTexts } from '../../locales/lead-clock';
import { leadTexts } from '../../locales/operations';
import { fill, ui } from '../../locales/ui';
import { withOptimistic } from '../../providers/outbox';
import { findResource } from '../../resources';
import type { ResourceDecl } from '../../resources/types';
import { messagesKey, useNow } from './lead-clock-read';
import { LeadClockTag } from './LeadClockTag';
import { groupName } from './names';

const ResourceFormModal = lazyDialog(loadResourceFormModal);
const LeadChat = lazyPart(() => import('./LeadChat'));

const leadsDecl = findResource('lead-requests');

/**
 * One property's leads (GET /request-cust?property_id=...): add, delete, and open a conversation. The
 * group's id is its property's (the registry's `idKey`).
 */
export default function LeadGroupDrawer(props: {
  group: BaseRecord;
  openLead?: string;
  onClose: () => void;
}) {
  return leadsDecl ? <LeadGroup decl={leadsDecl} {...props} /> : null;
}

function LeadGroup({
  decl,
  group,
  openLead,
  onClose,
}: {
  decl: ResourceDecl;
  group: BaseRecord;
  /** A lead whose conversation opens once the group's leads are read (from its notification). */
  openLead?: string;
  onClose: () => void;
}) {
  const [adding, setAdding] = useState(false);
  const [chat, setChat] = useState<BaseRecord | null>(null);
  useCloseOnBack(true, onClose);
  const [leadToOpen, setLeadToOpen] = useState(openLead);
  // closed, the focus goes back to the group's "Lihat leads"
  useDialogFocus();
  const { query, result } = useList<BaseRecord, HttpError>({
    resource: 'lead-requests',
    filters: [{ field: 'property_id', operator: 'eq', value: group.id }],
    sorters: [{ field: 'created_at', order: 'desc' }],
    pagination: { pageSize: 50 },
  });
  // a delete waiting out its undo window hides the lead at once; several can go in one run
  const optimistic = useOptimisticRecords(decl.name);
  const leads = useMemo(
    () => withOptimistic(result.data, optimistic, (lead) => lead.id),
    [result.data, optimistic],
  );
  // during render, once: the named lead's conversation, when the group holds it
  if (leadToOpen && query.isSuccess) {
    const named = result.data.find((lead) => String(lead.id) === leadToOpen);
    setLeadToOpen(undefined);
    if (named) setChat(named);
  }
  const bulk = useBulkSelection(decl, 'id');
  const phone = useIsPhone();
  const name = groupName(group);
  const code = String(group.house_id ?? '').trim();
  const columns: TableColumnType<BaseRecord>[] = (decl.fields ?? [])
    .filter((field) => field.inList !== false)
    .map((field) => ({
      key: field.key,
      dataIndex: field.key,
      title: field.label,
      // the columns share the drawer's width (leads.css): a phone number and a time on one line, an
      // email broken where it must, a note up to three lines (whole on hover)
      className: `lead-cell-${field.type ?? 'text'}`,
      render: (value: unknown, lead: BaseRecord) =>
        field.type === 'textarea' ? (
          <span className="lead-note" title={typeof value === 'string' ? value : undefined}>
            {renderValue(field, value)}
          </span>
        ) : (
          // a lead without its listing's title is about the group's listing
          renderValue(field, value, { title: name, ...lead })
        ),
    }));
  const now = useNow();
  const queryClient = useQueryClient();
  // each lead's wait for its first answer, beside its time
  columns.push({
    key: 'clock',
    title: leadClockTexts.column,
    className: 'lead-cell-clock',
    render: (_: unknown, lead: BaseRecord) => <LeadClockTag lead={lead} now={now} />,
  });
  const closeChat = () => {
    // a reply sent there answers the lead: its row's clock reads its messages again
    if (chat) void queryClient.invalidateQueries({ queryKey: messagesKey(String(chat.id)) });
    setChat(null);
  };
  const talk = (lead: BaseRecord) => (
    <Button size="small" icon={<MessageOutlined aria-hidden />} onClick={() => setChat(lead)}>
      {leadTexts.conversation}
    </Button>
  );
  columns.push({
    key: 'actions',
    title: ui.list.actions,
    className: 'lead-cell-actions',
    render: (_: unknown, lead: BaseRecord) => (
      <Space size={4}>
        {talk(lead)}
        <RecordActions decl={decl} record={lead} placement="row" />
      </Space>
    ),
  });
  const emptyText = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={leadTexts.noLeads} />;

  return (
    <Drawer
      open
      // wide enough for the conversation and the row's actions beside a note at 1366 px (980 px cut
      // them); narrower windows scroll the table inside the drawer rather than cut its last column
      width="min(1180px, 100vw)"
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
          {phone ? (
            // on a phone each lead is a card, as the lists have: name, phone, email and note in full
            <CardList
              decl={decl}
              rows={leads}
              rowKey={(lead) => String(lead.id)}
              loading={query.isFetching}
              emptyText={leadTexts.noLeads}
              showUrlOf={() => undefined}
              extras={[
                {
                  key: 'clock',
                  render: (_: unknown, lead: BaseRecord) => <LeadClockTag lead={lead} now={now} />,
                },
                { key: 'conversation', render: (_: unknown, lead: BaseRecord) => talk(lead) },
              ]}
              select={
                bulk.rowSelection &&
                ((lead) => (
                  <CardCheckbox decl={decl} row={lead} checked={bulk.isChosen(lead)} onToggle={bulk.toggle} />
                ))
              }
              page={1}
              pageSize={leads.length}
              total={leads.length}
              onPage={() => undefined}
              label={decl.label ?? decl.name}
            />
          ) : (
            <Table<BaseRecord>
              className="lead-table"
              rowKey="id"
              loading={query.isFetching}
              dataSource={leads}
              rowSelection={bulk.rowSelection}
              columns={columns}
              scroll={{ x: 980 }}
              pagination={false}
              locale={{ emptyText }}
            />
          )}
        </>
      )}
      <Suspense fallback={null}>
        {adding && (
          <ResourceFormModal decl={decl} fixed={{ property_id: group.id }} onClose={() => setAdding(false)} />
        )}
        {chat && <LeadChat lead={chat} listing={name} group={group} onClose={closeChat} />}
      </Suspense>
    </Drawer>
  );
}
