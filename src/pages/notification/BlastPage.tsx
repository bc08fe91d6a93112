import { type BaseRecord, useGetIdentity } from '@refinedev/core';
import type { TableColumnType } from 'antd';

import { ResourceList, useResourceDecl } from '../../engine';
import { notificationTexts } from '../../locales/notifications';
import { useReadRows } from '../../notifications/use-read-rows';
import { BlastForm } from './BlastForm';
import { useUserNames } from './use-user-names';

import './notification-pages.css';

interface Identity {
  id?: string | number;
  name?: string;
}

/**
 * The blast page (the `notification` resource's screen, for admins): the blast form above the generic list of every notification
 * (GET /notification), whose rows name their user. The list refetches when the socket reports one,
 * and shows the signed-in user's read marks at once.
 */
export default function BlastPage() {
  const decl = useResourceDecl();
  const users = useUserNames();
  const { data: me } = useGetIdentity<Identity>();
  const showRows = useReadRows();
  // a notification without a user went to everyone; one to the signed-in admin (a lead, a notice)
  // names them, as admins are no agents or members; an unknown user is said so once the users are in
  const userOf = (userId: unknown) => {
    if (userId === undefined || userId === null || userId === '') return notificationTexts.admin.everyone;
    const id = String(userId);
    if (me?.id !== undefined && String(me.id) === id && me.name) return me.name;
    return users.names.get(id) ?? (users.loading ? '' : notificationTexts.admin.unknownUser);
  };
  const userColumn: TableColumnType<BaseRecord> = {
    key: 'user',
    title: notificationTexts.admin.columnUser,
    render: (_: unknown, row) => userOf(row.user_id),
  };
  return (
    <div className="notif-page">
      <BlastForm />
      <ResourceList
        decl={decl}
        title={notificationTexts.admin.listTitle}
        extraColumns={[userColumn]}
        showRows={showRows}
      />
    </div>
  );
}
