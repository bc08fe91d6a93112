import type { BaseRecord } from '@refinedev/core';
import type { TableColumnType } from 'antd';

import { useResourceDecl } from '../../components/resource-context';
import ResourceList from '../../components/resource-list/ResourceList';
import { notificationTexts } from '../../locales/notifications';
import { BlastForm } from './BlastForm';
import { useUserNames } from './use-user-names';

import './notification-pages.css';

/**
 * The admins' notification screen: the blast form above the generic list of every notification
 * (GET /notification), whose rows name their user. The list refetches when the socket reports one.
 */
export default function NotificationPage() {
  const decl = useResourceDecl();
  const users = useUserNames();
  if (!decl) return null;
  // a notification without a user went to everyone; an unknown user is said so once the users are in
  const userOf = (userId: unknown) => {
    if (userId === undefined || userId === null || userId === '') return notificationTexts.admin.everyone;
    return users.names.get(String(userId)) ?? (users.loading ? '' : notificationTexts.admin.unknownUser);
  };
  const userColumn: TableColumnType<BaseRecord> = {
    key: 'user',
    title: notificationTexts.admin.columnUser,
    render: (_: unknown, row) => userOf(row.user_id),
  };
  return (
    <div className="notif-page">
      <BlastForm />
      <ResourceList decl={decl} title={notificationTexts.admin.listTitle} extraColumns={[userColumn]} />
    </div>
  );
}
