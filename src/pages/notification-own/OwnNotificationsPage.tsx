import { CheckOutlined, ExportOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Button, Col, Row, Space, Statistic, type TableColumnType } from 'antd';
import { Link } from 'react-router';

import { formatNumber } from '../../components/format';
import { type ListView, ResourceList, useResourceDecl } from '../../engine';
import { notificationTexts } from '../../locales/notifications';
import { fill } from '../../locales/ui';
import { useNotificationActions, useNotificationState } from '../../notifications/context';
import { notificationLink } from '../../notifications/notification-link';
import { useReadRows } from '../../notifications/use-read-rows';
import { toNotification } from '../../providers/live/types';
import { registry } from '../../resources';

import '../notification/notification-pages.css';

/** The figures of the shown page: unread (shared with the bell), all, on this page, pages. */
function OwnFigures({ view, unread }: { view: ListView; unread: number }) {
  const pages = view.total === undefined ? undefined : Math.max(1, Math.ceil(view.total / view.pageSize));
  const figures = [
    [notificationTexts.own.unread, unread],
    [notificationTexts.own.total, view.total],
    [notificationTexts.own.count, view.rows.length],
    [notificationTexts.own.pages, pages],
  ] as const;
  return (
    <Row gutter={[16, 16]} className="notif-page-stats" aria-live="polite">
      {figures.map(([title, value]) => (
        <Col xs={12} md={6} key={title}>
          <Statistic title={title} value={formatNumber(value)} />
        </Col>
      ))}
    </Row>
  );
}

/**
 * The signed-in user's own notifications (GET /notification/{auth_id}) on the generic list. Reading
 * one or all goes through the shared notification state, so the bell and this screen always agree;
 * the list refetches (at most once a second) when the socket reports a new one.
 */
export default function OwnNotificationsPage() {
  const decl = useResourceDecl();
  const { unread } = useNotificationState();
  const { store, markRead, markAllRead } = useNotificationActions();

  const showRows = useReadRows();
  const markOne = (row: BaseRecord) => {
    const item = toNotification(row);
    if (!item) return;
    // a row of a later page joins the shared state, so the mark is kept and sent
    store.merge([item]);
    markRead(item._id);
  };

  const markColumn: TableColumnType<BaseRecord> = {
    key: 'mark',
    title: notificationTexts.own.columnAction,
    // "Buka" where it names a record (as in the bell); the mark offered on unread rows only
    render: (_: unknown, row) => {
      const item = toNotification(row);
      const to = item ? notificationLink(item, registry) : undefined;
      const text = String(row.text ?? '').slice(0, 80);
      return (
        <Space size={4} wrap>
          {to && (
            <Link
              to={to}
              aria-label={fill(notificationTexts.own.openLabel, { text })}
              onClick={() => markOne(row)}
            >
              <ExportOutlined aria-hidden /> {notificationTexts.own.open}
            </Link>
          )}
          {row.read !== true && (
            <Button
              size="small"
              icon={<CheckOutlined aria-hidden />}
              aria-label={fill(notificationTexts.bell.markOne, { text })}
              onClick={() => markOne(row)}
            >
              {notificationTexts.own.markOne}
            </Button>
          )}
        </Space>
      );
    },
  };
  return (
    <ResourceList
      decl={decl}
      title={notificationTexts.own.title}
      extraColumns={[markColumn]}
      showRows={showRows}
      rowClassName={(row) => (row.read === true ? '' : 'notif-row-unread')}
      headerExtra={
        <Button
          type="primary"
          icon={<CheckOutlined aria-hidden />}
          disabled={unread === 0}
          onClick={markAllRead}
        >
          {notificationTexts.own.markAll}
        </Button>
      }
      panel={(view) => <OwnFigures view={view} unread={unread} />}
    />
  );
}
