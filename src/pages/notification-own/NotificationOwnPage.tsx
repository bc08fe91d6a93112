import { CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import {
  Button,
  Card,
  Col,
  Empty,
  Row,
  Space,
  Statistic,
  Table,
  type TableColumnType,
  Typography,
} from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatNumber } from '../../components/format';
import { notificationTexts as t } from '../../locales/notifications';
import { fill, ui } from '../../locales/ui';
import { useNotificationActions, useNotificationState } from '../../notifications/context';
import { bellPageMeta } from '../../notifications/NotificationsProvider';
import { exactTimeOf, relativeTimeOf, useNow } from '../../notifications/time';
import { type NotificationItem, readNotificationPage } from '../../notifications/types';
import '../notification/notification-pages.css';
import { LoadError } from '../../components/LoadError';
import { ReadTag } from '../../notifications/ReadTag';
import { throttle } from '../../notifications/throttle';

const PAGE_SIZE = 10;

/**
 * The signed-in user's own notifications (GET /notification/{auth_id}, paginated), with the figures of
 * the list body (count, count_unread, document_count, totalPage). Reading one or all goes through the
 * shared notification state, so the bell and this screen always agree.
 */
/** The fastest this page refetches its first page while notifications arrive live. */
export const REFETCH_EVERY_MS = 1000;

export default function NotificationOwnPage() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const { items, unread, arrivals, userId } = useNotificationState();
  const { store, markRead, markAllRead } = useNotificationActions();
  const now = useNow();

  const { query, result } = useCustom({
    url: '',
    method: 'get',
    config: { query: { page, limit: pageSize } },
    meta: { ...bellPageMeta, owner: userId },
    queryOptions: { enabled: userId !== '' },
  });
  const body = result.data;
  const pageData = useMemo(() => (body ? readNotificationPage(body, pageSize) : null), [body, pageSize]);

  // the page's rows join the shared state: a read mark made anywhere shows here and in the bell
  useEffect(() => {
    if (pageData) store.merge(pageData.items, pageData.countUnread);
  }, [pageData, store]);

  // a notification pushed live lands on the first page: fetch it again when one arrives
  // (at most once a second: a flood of pushes is one GET per second, not one per notification)
  const seenArrivals = useRef(arrivals);
  const { refetch } = query;
  const refetchSoon = useMemo(() => throttle(() => void refetch(), REFETCH_EVERY_MS), [refetch]);
  useEffect(() => () => refetchSoon.cancel(), [refetchSoon]);
  useEffect(() => {
    if (arrivals === seenArrivals.current) return;
    seenArrivals.current = arrivals;
    if (page === 1) refetchSoon();
  }, [arrivals, page, refetchSoon]);

  const known = useMemo(() => new Map(items.map((item) => [item._id, item])), [items]);
  const rows = (pageData?.items ?? []).map((row) => known.get(row._id) ?? row);

  const columns: TableColumnType<NotificationItem>[] = [
    {
      key: 'status',
      title: t.own.columnStatus,
      width: 130,
      render: (_: unknown, row) => <ReadTag read={row.read} />,
    },
    {
      key: 'text',
      title: t.own.columnText,
      render: (_: unknown, row) => (
        <Typography.Text strong={!row.read} className="notif-page-text">
          {row.text}
        </Typography.Text>
      ),
    },
    {
      key: 'time',
      title: t.own.columnTime,
      width: 190,
      render: (_: unknown, row) => (
        <time dateTime={row.created_at} title={exactTimeOf(row.created_at)}>
          {relativeTimeOf(row.created_at, now)}
        </time>
      ),
    },
    {
      key: 'action',
      title: t.own.columnAction,
      width: 150,
      render: (_: unknown, row) => (
        <Button
          size="small"
          icon={<CheckOutlined aria-hidden />}
          disabled={row.read}
          aria-label={fill(t.bell.markOne, { text: row.text.slice(0, 80) })}
          onClick={() => markRead(row._id)}
        >
          {t.own.markOne}
        </Button>
      ),
    },
  ];

  return (
    <Card variant="borderless" className="notif-page">
      <header className="notif-page-header">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t.own.title}
        </Typography.Title>
        <Space wrap>
          <Button
            icon={<ReloadOutlined aria-hidden />}
            onClick={() => void refetch()}
            loading={query.isFetching}
          >
            {t.own.refresh}
          </Button>
          <Button
            type="primary"
            icon={<CheckOutlined aria-hidden />}
            disabled={unread === 0}
            onClick={markAllRead}
          >
            {t.own.markAll}
          </Button>
        </Space>
      </header>
      <Row gutter={[16, 16]} className="notif-page-stats" aria-live="polite">
        <Col xs={12} md={6}>
          <Statistic title={t.own.unread} value={formatNumber(unread)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t.own.total} value={formatNumber(pageData?.documentCount)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t.own.count} value={formatNumber(pageData?.count)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t.own.pages} value={formatNumber(pageData?.totalPage)} />
        </Col>
      </Row>
      {query.error && (
        <LoadError error={query.error} onRetry={() => void refetch()} className="notif-page-error" />
      )}
      <Table<NotificationItem>
        rowKey="_id"
        dataSource={query.error ? [] : rows}
        columns={columns}
        loading={query.isLoading}
        rowClassName={(row) => (row.read ? '' : 'notif-row-unread')}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.own.empty} /> }}
        pagination={{
          current: page,
          pageSize,
          total: pageData?.documentCount ?? 0,
          showSizeChanger: true,
          showTotal: (total) => fill(ui.list.total, { total: total.toLocaleString('id-ID') }),
          onChange: (next, size) => {
            setPage(size === pageSize ? next : 1);
            setPageSize(size);
          },
        }}
      />
    </Card>
  );
}
