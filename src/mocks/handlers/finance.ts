import type { HttpHandler } from 'msw';

import { db, nowIso } from '../db';
import { collectionHandlers, findIndexById, listHandler } from '../lib/crud';
import { readBody, reply, route, text } from '../lib/http';
import { decisions, isOneOf, type ReportShare, type Withdrawal, type WithdrawalStatus } from '../types';

const NEWEST = { field: 'created_at', order: 'desc' } as const;

function withdrawalError(status: number, message: string): Response {
  return reply(status, { status, errors: message, message });
}

export function financeHandlers(main: string): HttpHandler[] {
  return [
    listHandler(`${main}/subscribe-transaction/status`, () => db.subscribeTransactions, {
      search: ['order_id', 'user_name', 'email', 'package_name'],
      defaultSort: NEWEST,
    }),
    ...collectionHandlers<Withdrawal>({
      url: `${main}/withdrawal/admin`,
      idKey: 'id',
      records: () => db.withdrawals,
      notFound: 'Withdrawal tidak ditemukan',
      list: {
        search: ['id', 'agent_name', 'bank', 'account_number', 'account_name'],
        defaultSort: NEWEST,
        envelope: (page) => ({
          status: 200,
          errors: null,
          message: 'OK',
          data: page.items,
          document_count: page.total,
        }),
      },
    }),
    route('put', `${main}/withdrawal/:id`, async ({ request, params }) => {
      const index = findIndexById(db.withdrawals, 'id', params.id);
      if (index < 0) return withdrawalError(404, 'Withdrawal tidak ditemukan');
      const body = await readBody(request);
      if (!isOneOf(decisions, body.status)) {
        return withdrawalError(400, 'Status withdrawal harus approved atau rejected');
      }
      const status: WithdrawalStatus = body.status;
      const current = db.withdrawals[index];
      db.withdrawals[index] = {
        ...current,
        status,
        note: text(body.note) || current.note,
        processed_at: nowIso(),
      };
      return reply(200, {
        status: 200,
        errors: null,
        message: 'Success proses withdraw',
        data: db.withdrawals[index],
      });
    }),
    ...collectionHandlers<ReportShare>({
      url: `${main}/report-share`,
      idKey: '_id',
      records: () => db.reportShares,
      notFound: 'Data tidak ditemukan',
      list: {
        search: ['title', 'house_id', 'shared_by', 'channel'],
        defaultSort: NEWEST,
        envelope: (page) => ({
          status: 200,
          message: 'OK',
          result: page.items,
          pagination: { total: page.total, page: page.page, limit: page.limit },
        }),
      },
    }),
  ];
}
