import type { HttpHandler } from 'msw';

import { DEMO_ACCOUNTS } from '../accounts';
import { addNotification, db, newId, nowIso } from '../db';
import { fail, readBody, reply, route, type RouteContext, text } from '../lib/http';
import { queryList } from '../lib/list';
import { BROADCAST_TYPE, notificationReply } from '../lib/notification-reply';
import type { Notification } from '../types';

function notificationPage(scope: Notification[], { query }: RouteContext): Response {
  const page = queryList(scope, query, {
    search: ['text', 'type'],
    defaultSort: { field: 'created_at', order: 'desc' },
  });
  return reply(200, {
    status: 200,
    message: 'OK',
    data: page.items.map(notificationReply),
    count: page.items.length,
    count_unread: scope.filter((notification) => !notification.read).length,
    document_count: page.total,
    totalPage: page.totalPage,
  });
}

/** Everyone a blast without `user_id` reaches: the demo accounts and all seeded users. */
function everyone(): string[] {
  return [
    ...new Set([...DEMO_ACCOUNTS.map((account) => account.auth_id), ...db.users.map((user) => user.auth_id)]),
  ];
}

export function notificationHandlers(main: string): HttpHandler[] {
  const url = `${main}/notification`;
  return [
    route('get', url, (context) => notificationPage(db.notifications, context)),
    // Before /notification/:auth_id, which would otherwise take "read" for a user id.
    route(
      'get',
      `${url}/read`,
      ({ caller }) => {
        for (const notification of db.notifications) {
          if (notification.user_id === caller.authId) notification.read = true;
        }
        return reply(200, { status: 200, message: 'OK' });
      },
      { mutates: true },
    ),
    route('get', `${url}/:auth_id`, (context) =>
      notificationPage(
        db.notifications.filter((notification) => notification.user_id === context.params.auth_id),
        context,
      ),
    ),
    route('post', url, async ({ request }) => {
      const body = await readBody(request);
      const message = text(body.text);
      if (!message) return fail(400, 'Teks notifikasi wajib diisi.');
      const target = text(body.user_id);
      const created_at = nowIso();
      for (const userId of target ? [target] : everyone()) {
        addNotification({
          _id: newId(),
          text: message,
          read: false,
          created_at,
          user_id: userId,
          type: target ? 'message' : BROADCAST_TYPE,
        });
      }
      return fail(201, 'Successfully blast notification!');
    }),
  ];
}
