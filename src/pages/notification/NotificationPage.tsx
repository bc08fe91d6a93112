import { ReloadOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/core';
import { Button, Card, Empty, Table, type TableColumnType, Typography } from 'antd';
import { notificationTexts as t } from '../../locales/notifications';
import { fill, ui } from '../../locales/ui';
import { exactTimeOf, relativeTimeOf, useNow } from '../../notifications/time';
import type { NotificationItem } from '../../notifications/types';
import { BlastForm } from './BlastForm';
import { useUserNames } from './use-user-names';
import './notification-pages.css';
import { LoadError } from '../../components/LoadError';
import { ReadTag } from '../../notifications/ReadTag';

type Row = NotificationItem & { id?: string };

/**
 * The admins' notification screen: the blast form, then every notification (GET /notification,
 * paginated). The list refetches by itself when the socket reports a new one (liveMode auto).
 */
export default function NotificationPage() {
  const now = useNow();
  const users = useUserNames();
  const { tableQuery, result, currentPage, setCurrentPage, pageSize, setPageSize } = useTable<Row>({
    resource: 'notification',
    syncWithLocation: true,
    pagination: { pageSize: 10 },
  });
  const total = result.total;
  const error = tableQuery.error;

  const columns: TableColumnType<Row>[] = [
    {
      key: 'text',
      title: t.admin.columnText,
      render: (_: unknown, row) => <span className="notif-page-text">{row.text}</span>,
    },
    {
      key: 'user',
      title: t.admin.columnUser,
      dataIndex: 'user_id',
      width: 180,
      render: (id: unknown) => users.names.get(String(id)) ?? t.admin.unknownUser,
    },
    {
      key: 'read',
      title: t.admin.columnRead,
      width: 130,
      render: (_: unknown, row) => <ReadTag read={row.read} />,
    },
    {
      key: 'time',
      title: t.admin.columnTime,
      width: 190,
      render: (_: unknown, row) => (
        <time dateTime={row.created_at} title={exactTimeOf(row.created_at)}>
          {relativeTimeOf(row.created_at, now)}
        </time>
      ),
    },
  ];

  return (
    <div className="notif-page">
      <BlastForm />
      <Card variant="borderless">
        <header className="notif-page-header">
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t.admin.listTitle}
            </Typography.Title>
            <Typography.Text type="secondary" aria-live="polite">
              {typeof total === 'number'
                ? fill(t.admin.total, { total: total.toLocaleString('id-ID') })
                : '\u00a0'}
            </Typography.Text>
          </div>
          <Button
            icon={<ReloadOutlined aria-hidden />}
            onClick={() => void tableQuery.refetch()}
            loading={tableQuery.isFetching}
          >
            {ui.list.refresh}
          </Button>
        </header>
        {error && (
          <LoadError error={error} onRetry={() => void tableQuery.refetch()} className="notif-page-error" />
        )}
        <Table<Row>
          dataSource={error ? [] : result.data}
          loading={tableQuery.isFetching}
          rowKey={(row) => row._id ?? row.id ?? ''}
          columns={columns}
          pagination={{
            current: currentPage,
            pageSize,
            total: total ?? 0,
            showSizeChanger: true,
            showTotal: (count) => fill(ui.list.total, { total: count.toLocaleString('id-ID') }),
            onChange: (next, size) => {
              setCurrentPage(size === pageSize ? next : 1);
              setPageSize(size);
            },
          }}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.own.empty} /> }}
        />
      </Card>
    </div>
  );
}
