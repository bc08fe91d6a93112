import type { HttpHandler } from 'msw';

import { ADMIN_FLAGS } from '../../resources/roles';
import { DEMO_ACCOUNTS, type DemoFlag } from '../accounts';
import { db, newId, nowIso } from '../db';
import { collectionHandlers, findIndexById, listHandler } from '../lib/crud';
import { type Body, fail, mergeKnown, ok, readBody, reply, route, text } from '../lib/http';
import { documentCountBody, type ListOptions, queryList } from '../lib/list';
import {
  biCheckingStatuses,
  isOneOf,
  type Schedule,
  scheduleStatuses,
  type UserAccount,
  userKinds,
} from '../types';

const USERS: ListOptions = {
  search: ['name', 'email', 'phone', 'city', 'agency'],
  defaultSort: { field: 'created_at', order: 'desc' },
};

/** The demo's admin accounts as users of the kind `admin` (GET /user/admin). */
function adminUsers() {
  return DEMO_ACCOUNTS.filter((account) => isAdminFlag(account.flag)).map((account) => ({
    _id: account.auth_id,
    auth_id: account.auth_id,
    name: account.name,
    email: account.email,
    phone: account.phone,
    city: account.city,
    role: 'admin',
    agency: account.agency,
    created_at: account.joined_at,
    is_verified: true,
  }));
}

function isAdminFlag(flag: DemoFlag): boolean {
  const flags: readonly string[] = Array.isArray(flag) ? flag : [flag];
  return flags.some((one) => (ADMIN_FLAGS as readonly string[]).includes(one));
}

function isoDate(value: unknown): string | null {
  const raw = text(value);
  return raw && !Number.isNaN(Date.parse(raw)) ? new Date(raw).toISOString() : null;
}

function scheduleFromBody(body: Body): Schedule | Response {
  const date = isoDate(body.date);
  const customer = text(body.customer_name);
  if (!customer || !date) return fail(400, 'Nama pelanggan dan tanggal jadwal wajib diisi.');
  const status = text(body.status) || 'scheduled';
  if (!isOneOf(scheduleStatuses, status)) return fail(400, 'Status jadwal tidak valid.');
  const listing = db.listings.find((candidate) => candidate.id === text(body.property_id));
  return {
    _id: newId(),
    property_id: listing?.id ?? text(body.property_id),
    title: text(body.title) || listing?.title || '',
    customer_name: customer,
    phone: text(body.phone),
    date,
    status,
    note: text(body.note),
    agent_id: listing?.agent_id ?? '',
    created_at: nowIso(),
  };
}

function updateSchedule(current: Schedule, body: Body): Schedule | Response {
  if (body.status !== undefined && !isOneOf(scheduleStatuses, body.status)) {
    return fail(400, 'Status jadwal tidak valid.');
  }
  if (body.date !== undefined && !isoDate(body.date)) return fail(400, 'Tanggal jadwal tidak valid.');
  if (body.customer_name !== undefined && !text(body.customer_name))
    return fail(400, 'Nama pelanggan wajib diisi.');
  const next = mergeKnown(current, body, ['_id', 'created_at', 'date']);
  return { ...next, date: isoDate(body.date) ?? current.date };
}

export function requestHandlers(main: string): HttpHandler[] {
  return [
    ...collectionHandlers<Schedule>({
      url: `${main}/schedule-house-list`,
      idKey: '_id',
      records: () => db.schedules,
      notFound: 'Jadwal tidak ditemukan',
      list: {
        search: ['title', 'customer_name', 'phone', 'note'],
        defaultSort: { field: 'date', order: 'desc' },
      },
      create: { message: 'Success create new data', build: scheduleFromBody },
      update: { message: 'Success update schedule', apply: updateSchedule },
      remove: { message: 'Success remove schedule' },
    }),
    listHandler(`${main}/find-properties`, () => db.findProperties, {
      search: ['name', 'email', 'phone', 'city', 'type', 'note'],
      defaultSort: { field: 'created_at', order: 'desc' },
    }),
    listHandler(`${main}/bi-checking`, () => db.biChecking, {
      search: ['name', 'nik', 'email', 'phone', 'title', 'bank'],
      defaultSort: { field: 'created_at', order: 'desc' },
    }),
    route('put', `${main}/bi-checking/status/:id`, async ({ request, params }) => {
      const index = findIndexById(db.biChecking, '_id', params.id);
      if (index < 0) return fail(404, 'Data BI checking tidak ditemukan');
      const body = await readBody(request);
      if (!isOneOf(biCheckingStatuses, body.status)) return fail(400, 'Status BI checking tidak valid.');
      const current = db.biChecking[index];
      db.biChecking[index] = {
        ...current,
        status: body.status,
        note: text(body.note) || current.note,
      };
      return ok(db.biChecking[index], 'Success update BiChecking');
    }),
    route('get', `${main}/user/:url`, ({ params, query }) => {
      if (params.url === 'admin') return reply(200, documentCountBody(queryList(adminUsers(), query, USERS)));
      if (!isOneOf(userKinds, params.url)) return fail(404, 'Jenis pengguna tidak ditemukan');
      const users = db.users.filter((user) => user.role === params.url);
      return reply(200, documentCountBody(queryList<UserAccount>(users, query, USERS)));
    }),
  ];
}
