import type { HttpHandler } from 'msw';

import { db, nowIso } from '../db';
import { dailyStats } from '../domain/daily-stats';
import { collectionHandlers, listHandler } from '../lib/crud';
import { formatDay, parseDay } from '../lib/dates';
import { fail, readBody, reply, route, text } from '../lib/http';
import type { ActivityLog, UserEvent } from '../types';

const NEWEST = { field: 'created_at', order: 'desc' } as const;
const NO_DATA = 'Data tidak ditemukan';

/** Events whose local day lies within `startDate`..`endDate` when the query names them. */
function inPeriod(events: readonly UserEvent[], query: URLSearchParams): UserEvent[] {
  const start = parseDay(query.get('startDate'));
  const end = parseDay(query.get('endDate'));
  if (!start && !end) return [...events];
  return events.filter((event) => {
    const day = formatDay(new Date(event.created_at));
    return (!start || day >= start) && (!end || day <= end);
  });
}

export function paymentHandlers(payment: string): HttpHandler[] {
  return [
    listHandler(`${payment}/payment`, () => db.payments, {
      search: ['_id', 'order_id', 'user_name', 'package', 'method'],
      defaultSort: NEWEST,
    }),
    route('post', `${payment}/webhook/trigger-manual`, async ({ request }) => {
      const orderId = text((await readBody(request)).order_id);
      if (!orderId) return fail(400, 'order_id wajib diisi.');
      const payment = db.payments.find((candidate) => candidate.order_id === orderId);
      if (!payment) return fail(404, 'Order tidak ditemukan');
      // The manual trigger replays a successful gateway notification.
      payment.status = 'paid';
      const transaction = db.subscribeTransactions.find((candidate) => candidate.order_id === orderId);
      if (transaction && transaction.status !== 'paid') {
        transaction.status = 'paid';
        transaction.paid_at = nowIso();
      }
      return fail(200, 'Webhook berhasil dipicu.');
    }),
    ...collectionHandlers<ActivityLog>({
      url: `${payment}/activity`,
      idKey: '_id',
      records: () => db.activity,
      notFound: NO_DATA,
      list: {
        search: ['user_name', 'action', 'module', 'ip', 'description'],
        defaultSort: NEWEST,
        envelope: (page) => ({ status: 200, message: 'OK', data: page.items, count: page.total }),
      },
    }),
    route('get', `${payment}/activity/:id`, ({ params }) => {
      const log = db.activity.find((candidate) => candidate._id === params.id);
      return log ? reply(200, { status: 200, message: 'OK', data: log }) : fail(404, NO_DATA);
    }),
    // the period (startDate / endDate, both days included) narrows the events before the list query
    listHandler(`${payment}/usytics`, (query) => inPeriod(db.userEvents, query), {
      search: ['user_name', 'event', 'page', 'device'],
      defaultSort: NEWEST,
    }),
    route('get', `${payment}/lytics`, ({ query }) => {
      const start = parseDay(query.get('startDate'));
      const end = parseDay(query.get('endDate'));
      if (!start || !end || start > end) return fail(404, NO_DATA);
      const data = dailyStats(start, end);
      return data.length > 0 ? reply(200, { status: 200, message: 'OK', data }) : fail(404, NO_DATA);
    }),
  ];
}
