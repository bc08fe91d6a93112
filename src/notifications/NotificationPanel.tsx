import { useNavigation } from '@refinedev/core';
import { Button } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router';

import { exactTimeOf, relativeTimeOf, useNow } from '../components/relative-time';
import { notificationTexts } from '../locales/notifications';
import { fill } from '../locales/ui';
import type { ConnectionStatus, NotificationItem } from '../providers/live/types';
import { registry } from '../resources';
import { useNotificationActions, useNotificationState } from './context';
import { notificationLink } from './notification-link';
import { SystemNotificationControl } from './SystemNotificationControl';

/** The bell shows the newest ones; the rest are one click away on notification-own. */
export const BELL_LIMIT = 50;
/** docs/contract.md sections 2 and 9: the panel is at most 550 px tall (its list scrolls). */
export const PANEL_MAX_HEIGHT = 550;
/** The resource whose list holds all of the user's own notifications. */
export const OWN_NOTIFICATIONS = 'notification-own';

/** The status line of the panel, only when something is wrong with the live connection. */
export function statusText(status: ConnectionStatus): string | null {
  if (status === 'reconnecting') return notificationTexts.status.reconnecting;
  if (status === 'rejected') return notificationTexts.status.rejected;
  return null;
}

function ItemBody({ item, now }: { item: NotificationItem; now: number }) {
  return (
    <>
      <span className="notif-dot" aria-hidden="true" />
      <span className="notif-body">
        <span className="sr-only">
          {item.read ? notificationTexts.bell.read : notificationTexts.bell.unread}
        </span>
        {/* plain text: React escapes it, a notification can never inject markup */}
        <span className="notif-text">{item.text}</span>
        <time className="notif-time" dateTime={item.created_at} title={exactTimeOf(item.created_at)}>
          {relativeTimeOf(item.created_at, now)}
        </time>
      </span>
    </>
  );
}

/** The hover panel of the bell (docs/contract.md sections 2 and 9). */
export function NotificationPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { items, unread, status } = useNotificationState();
  const { markRead, markAllRead } = useNotificationActions();
  const { listUrl } = useNavigation();
  const now = useNow();
  const titleId = useId();
  const shown = items.slice(0, BELL_LIMIT);
  const problem = statusText(status);

  return (
    <section className="notif-panel" aria-labelledby={titleId} style={{ maxHeight: PANEL_MAX_HEIGHT }}>
      <header className="notif-panel-head">
        <h2 id={titleId}>{notificationTexts.bell.title}</h2>
        <Button type="link" size="small" disabled={unread === 0} onClick={markAllRead}>
          {fill(notificationTexts.bell.markAll, { count: unread })}
        </Button>
      </header>
      {problem && (
        <p className="notif-panel-status" role="status">
          {problem}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="notif-empty">{notificationTexts.bell.empty}</p>
      ) : (
        <ul className="notif-list" aria-label={notificationTexts.bell.list}>
          {shown.map((item) => {
            // one that names a record opens it (and counts as read)
            const to = notificationLink(item, registry);
            return (
              <li key={item._id}>
                {to ? (
                  <Link
                    to={to}
                    className={item.read ? 'notif-item' : 'notif-item is-unread'}
                    onClick={() => {
                      markRead(item._id);
                      onNavigate?.();
                    }}
                  >
                    <ItemBody item={item} now={now} />
                  </Link>
                ) : item.read ? (
                  <div className="notif-item">
                    <ItemBody item={item} now={now} />
                  </div>
                ) : (
                  <button type="button" className="notif-item is-unread" onClick={() => markRead(item._id)}>
                    <ItemBody item={item} now={now} />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <footer className="notif-panel-foot">
        <SystemNotificationControl />
        <Link to={listUrl(OWN_NOTIFICATIONS)} onClick={onNavigate}>
          {notificationTexts.bell.seeAll}
        </Link>
      </footer>
    </section>
  );
}
