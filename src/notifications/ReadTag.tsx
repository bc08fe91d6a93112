import { Tag } from 'antd';

import { notificationTexts as t } from '../locales/notifications';

/** A notification's read state, as a tag (the two notification tables). */
export function ReadTag({ read }: { read: boolean }) {
  return read ? <Tag>{t.bell.read}</Tag> : <Tag color="orange">{t.bell.unread}</Tag>;
}
