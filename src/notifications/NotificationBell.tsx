import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { type KeyboardEvent, useId, useRef, useState } from 'react';

import { notificationTexts } from '../locales/notifications';
import { fill } from '../locales/ui';
import { useNotificationState } from './context';
import { NotificationPanel, statusText } from './NotificationPanel';

import './notifications.css';

/**
 * The bell in the top bar: the unread count as a badge, the panel on hover (or click / Enter), and a
 * small grey dot while the live connection is down (orange when the server refused it).
 */
export function NotificationBell() {
  const { unread, status } = useNotificationState();
  const [open, setOpen] = useState(false);
  const describedBy = useId();
  const button = useRef<HTMLButtonElement>(null);
  const problem = statusText(status);
  const description = [
    unread > 0 ? fill(notificationTexts.bell.unreadLabel, { count: unread }) : '',
    problem ?? '',
  ]
    .filter(Boolean)
    .join('. ');

  // a link of the panel was followed: the pointer (or the finger) still rests where the panel was, and
  // the hover would open it again over the new screen; it opens again once the bell itself is reached
  const followed = useRef(false);
  const closeForLink = () => {
    followed.current = true;
    setOpen(false);
  };
  const changeOpen = (next: boolean) => {
    if (next && followed.current) return;
    setOpen(next);
  };
  const reachBell = () => {
    followed.current = false;
  };

  // Escape closes the panel and gives the focus back to the bell
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };

  return (
    <Popover
      open={open}
      onOpenChange={changeOpen}
      trigger={['hover', 'click']}
      placement="bottomRight"
      arrow={false}
      classNames={{ root: 'notif-popover' }}
      content={
        <div onKeyDown={closeOnEscape}>
          <NotificationPanel onNavigate={closeForLink} />
        </div>
      }
      destroyOnHidden
    >
      <span
        className="notif-bell"
        onKeyDown={closeOnEscape}
        onKeyDownCapture={reachBell}
        onPointerEnter={reachBell}
        onPointerDownCapture={reachBell}
      >
        <Badge count={unread} overflowCount={99} size="small" offset={[-4, 4]}>
          <Button
            ref={button}
            type="text"
            shape="circle"
            icon={<BellOutlined aria-hidden />}
            aria-label={notificationTexts.bell.title}
            aria-expanded={open}
            aria-describedby={description ? describedBy : undefined}
          />
        </Badge>
        {problem && (
          <span
            className={`notif-bell-offline${status === 'rejected' ? ' is-rejected' : ''}`}
            aria-hidden="true"
          />
        )}
        {description && (
          <span id={describedBy} className="sr-only">
            {description}
          </span>
        )}
      </span>
    </Popover>
  );
}
