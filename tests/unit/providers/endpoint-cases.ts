import type { DataProvider } from '@refinedev/core';

import { messages } from '../../../src/locales/messages';
import { startOfToday } from '../../../src/mocks/lib/dates';
import { declaredResources, idKeyOf, seedDeclared } from '../../../src/mocks/seed/declared';
import type { OperationDecl, ResourceDecl, SuccessRule } from '../../../src/resources/types';

type Provider = Required<DataProvider>;

export type Service = 'main' | 'payment' | 'upload';

/** One endpoint of docs/contract.md section 7, as the app calls it. */
export interface EndpointCase {
  /** `METHOD /path` as docs/contract.md writes it. */
  endpoint: string;
  service: Service;
  call: (provider: Provider) => Promise<unknown>;
  expect: {
    method: string;
    path: string;
    query?: Record<string, string>;
    body?: unknown;
  };
  rule: SuccessRule;
  /** A body that satisfies the rule; default `{ status: <rule>, message: 'OK', data: {...} }`. */
  okBody?: unknown;
  /** The success message announced (docs/contract.md section 8), if any. */
  message?: string;
  /** Checks what the provider returned from `okBody`. */
  read?: (result: unknown) => void;
}

const csv = () => new File(['title,price\nRumah A,500000000\n'], 'listing.csv', { type: 'text/csv' });
const xlsx = () =>
  new File(['PK'], 'ads.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const page1 = { page: '1', limit: '10' };
const listing = { title: 'Rumah Minimalis di Cibubur', price: 950000000, city: 'Bogor' };

/** A list call through getList. */
function list(
  endpoint: string,
  resource: string,
  path: string,
  extra: {
    service?: Service;
    filters?: { field: string; value: string }[];
    query?: Record<string, string>;
  } = {},
): EndpointCase {
  return {
    endpoint,
    service: extra.service ?? 'main',
    call: (p) =>
      p.getList({
        resource,
        pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
        filters: extra.filters?.map((f) => ({ field: f.field, operator: 'eq', value: f.value })),
      }),
    expect: { method: 'GET', path, query: { ...page1, ...extra.query } },
    rule: { kind: 'body', status: 200 },
  };
}

/** Create / update / delete through the CRUD methods. */
function create(
  endpoint: string,
  resource: string,
  path: string,
  values: object,
  rest: Partial<EndpointCase> = {},
) {
  return {
    endpoint,
    service: 'main',
    call: (p: Provider) => p.create({ resource, variables: values }),
    expect: { method: 'POST', path, body: values },
    rule: { kind: 'body', status: 200 },
    ...rest,
  } as EndpointCase;
}

function update(
  endpoint: string,
  resource: string,
  path: string,
  values: object,
  rest: Partial<EndpointCase> = {},
) {
  return {
    endpoint,
    service: 'main',
    call: (p: Provider) => p.update({ resource, id: 'r-1', variables: values }),
    expect: { method: 'PUT', path, body: values },
    rule: { kind: 'body', status: 200 },
    ...rest,
  } as EndpointCase;
}

function remove(endpoint: string, resource: string, path: string, rest: Partial<EndpointCase> = {}) {
  return {
    endpoint,
    service: 'main',
    call: (p: Provider) => p.deleteOne({ resource, id: 'r-1' }),
    expect: { method: 'DELETE', path },
    rule: { kind: 'body', status: 200 },
    ...rest,
  } as EndpointCase;
}

function action(
  endpoint: string,
  resource: string,
  name: string,
  input: { id?: string; payload?: unknown; query?: Record<string, string> },
  expect: EndpointCase['expect'],
  rest: Partial<EndpointCase> = {},
): EndpointCase {
  return {
    endpoint,
    service: 'main',
    call: (p) =>
      p.custom({
        url: '',
        method: 'get',
        payload: input.payload,
        query: input.query,
        meta: { resource, action: name, id: input.id },
      }),
    expect,
    rule: { kind: 'body', status: 200 },
    ...rest,
  };
}

const nameCrud = (path: string, resource: string, createMsg: string, updateMsg: string): EndpointCase[] => [
  list(`GET ${path}`, resource, path),
  create(`POST ${path}`, resource, path, { name: 'Rumah' }, { message: createMsg }),
  update(`PUT ${path}/{id}`, resource, `${path}/r-1`, { name: 'Ruko' }, { message: updateMsg }),
];

/** What the form of `decl` sends: the form fields of a record the demo seeds from its declaration. */
function formValuesOf(decl: ResourceDecl, index: number): Record<string, unknown> {
  const record = seedDeclared(decl, startOfToday())[index];
  const fields = (decl.fields ?? []).filter((field) => field.inForm !== false && field.key !== idKeyOf(decl));
  return Object.fromEntries(fields.map((field) => [field.key, record[field.key]]));
}

/** The body an operation sends for `values`: through its `toBody`, if it declares one. */
const bodyOf = (operation: OperationDecl, values: Record<string, unknown>) =>
  operation.toBody ? operation.toBody(values) : values;

/**
 * The cases of a resource declared in one module (src/resources/modules/), from its declaration: its
 * list, and the create, update and delete it declares, each with its success rule and message, sent
 * with values of its fields as the demo seeds them.
 */
export function declaredCases(decl: ResourceDecl): EndpointCase[] {
  const cases: EndpointCase[] = [];
  const service = decl.service as Service;
  if (decl.list)
    cases.push({
      ...list(`GET ${decl.list.path}`, decl.name, decl.list.path),
      service,
      rule: decl.list.success,
    });
  const one = (path: string) => path.replace('{id}', 'r-1');
  if (decl.create) {
    const values = formValuesOf(decl, 0);
    const path = decl.create.path;
    cases.push(
      create(`POST ${path}`, decl.name, path, values, {
        service,
        expect: { method: 'POST', path, body: bodyOf(decl.create, values) },
        rule: decl.create.success,
        message: decl.create.message,
      }),
    );
  }
  if (decl.update) {
    const values = formValuesOf(decl, 1);
    const path = one(decl.update.path);
    cases.push(
      update(`PUT ${decl.update.path}`, decl.name, path, values, {
        service,
        expect: { method: 'PUT', path, body: bodyOf(decl.update, values) },
        rule: decl.update.success,
        message: decl.update.message,
      }),
    );
  }
  if (decl.delete) {
    cases.push(
      remove(`DELETE ${decl.delete.path}`, decl.name, one(decl.delete.path), {
        service,
        rule: decl.delete.success,
        message: decl.delete.message,
      }),
    );
  }
  return cases;
}

const region = (path: string, resource: string, parent?: string): EndpointCase =>
  parent
    ? list(`GET ${path}?${parent}`, resource, path, {
        filters: [{ field: parent, value: '31' }],
        query: { [parent]: '31' },
      })
    : list(`GET ${path}`, resource, path);

const indicator = {
  name: 'Kebayoran',
  area: 'Jakarta Selatan',
  building_price: '7.500.000',
  land_price: 25000000.9,
  apartment_price: '',
};
const indicatorSent = {
  name: 'Kebayoran',
  area: 'Jakarta Selatan',
  building_price: 7500000,
  land_price: 25000000,
  apartment_price: 0,
  status: true,
};

export const endpointCases: EndpointCase[] = [
  action(
    'POST /house-list/upload-csv',
    'listing',
    'upload-csv',
    { payload: { file: csv() } },
    {
      method: 'POST',
      path: '/house-list/upload-csv',
      body: { file: { name: 'listing.csv', size: 30, type: 'text/csv' } },
    },
    { rule: { kind: 'http', status: 201 }, message: messages.listingCsvQueued },
  ),
  action(
    'GET /house-list/admin-statistic',
    'dashboard',
    'statistic',
    {},
    { method: 'GET', path: '/house-list/admin-statistic' },
    {
      okBody: {
        status: 200,
        message: 'OK',
        data: { standard: { count: 12 }, premium: { count: 3 }, ads: { count: 2 } },
      },
      // each collection's count is read from its `{ count }` (the declared reply's names)
      read: (r) => expectShape(r, { data: { standard: 12, premium: 3, ads: 2 } }),
    },
  ),
  {
    ...list('GET /house-list/admin', 'listing', '/house-list/admin'),
    okBody: { status: 200, data: [{ id: 'h1', slug: 'rumah-a' }], document_count: 321 },
    read: (r) => expectShape(r, { data: [{ id: 'h1', slug: 'rumah-a' }], total: 321 }),
  },
  list('GET /house-list/premium', 'listing-premium', '/house-list/premium'),
  list('GET /premium-ads', 'ads-premium', '/premium-ads'),
  {
    endpoint: 'GET /house-list/by/{slug}',
    service: 'main',
    call: (p) => p.getOne({ resource: 'listing', id: 'rumah-minimalis-cibubur' }),
    expect: { method: 'GET', path: '/house-list/by/rumah-minimalis-cibubur' },
    rule: { kind: 'body', status: 200 },
    okBody: {
      status: 200,
      data: { id: 'h9', slug: 'rumah-minimalis-cibubur', house_id: 'HL-9', isFairPrice: true, fairprice: 1 },
    },
    read: (r) => expectShape(r, { data: { id: 'h9', house_id: 'HL-9', isFairPrice: true, fairprice: 1 } }),
  },
  create('POST /house-list', 'listing', '/house-list', listing, {
    expect: {
      method: 'POST',
      path: '/house-list',
      body: { ...listing, isFairPrice: false, fairprice: null },
    },
    rule: { kind: 'http', status: 201 },
    message: messages.listingCreated,
  }),
  update('PUT /house-list/{id}', 'listing', '/house-list/r-1', listing, {
    expect: {
      method: 'PUT',
      path: '/house-list/r-1',
      body: { ...listing, isFairPrice: false, fairprice: null },
    },
    rule: { kind: 'http', status: 200 },
    message: messages.listingUpdated,
  }),
  action(
    'PUT /house-list/{id} (sold)',
    'listing',
    'sold',
    { id: 'r-1', payload: {} },
    { method: 'PUT', path: '/house-list/r-1', body: { sold: true } },
    { rule: { kind: 'http', status: 200 }, message: messages.listingSold },
  ),
  action(
    'PUT /house-list/status/{id}',
    'listing',
    'status',
    { id: 'r-1', payload: { status: 'inactive' } },
    { method: 'PUT', path: '/house-list/status/r-1', body: { status: 'inactive' } },
    { rule: { kind: 'http', status: 200 }, message: messages.listingStatusUpdated },
  ),
  remove('DELETE /house-list/{id}', 'listing', '/house-list/r-1', { rule: { kind: 'http', status: 200 } }),
  create(
    'POST /premium-ads',
    'ads-premium',
    '/premium-ads',
    { title: 'Iklan', house_id: 'HL-1' },
    {
      rule: { kind: 'http', status: 201 },
      message: messages.adCreated,
    },
  ),
  action(
    'POST /premium-ads/excel',
    'ads-premium',
    'excel',
    { payload: { file: xlsx() } },
    {
      method: 'POST',
      path: '/premium-ads/excel',
      body: { file: { name: 'ads.xlsx', size: 2, type: xlsx().type } },
    },
    { rule: { kind: 'http', status: 200 }, message: messages.adsExcelUploaded },
  ),
  {
    endpoint: 'GET /agent-profile/{auth_id}',
    service: 'main',
    call: (p) => p.getOne({ resource: 'profile', id: 'me' }),
    expect: { method: 'GET', path: '/agent-profile/usr-001' },
    rule: { kind: 'body', status: 200 },
  },
  list('GET /view-house-list/views', 'listing-views', '/view-house-list/views'),
  list('GET /request-cust/group-property_id', 'leads', '/request-cust/group-property_id'),
  list('GET /request-cust', 'lead-requests', '/request-cust', {
    filters: [{ field: 'property_id', value: 'h1' }],
    query: { property_id: 'h1' },
  }),
  create(
    'POST /request-cust',
    'lead-requests',
    '/request-cust',
    { property_id: 'h1', name: 'Dewi', phone: '0812' },
    {
      expect: {
        method: 'POST',
        path: '/request-cust',
        body: { property_id: 'h1', requestCusts: [{ name: 'Dewi', phone: '0812' }] },
      },
      message: messages.leadAdded,
    },
  ),
  remove('DELETE /request-cust/{id}', 'lead-requests', '/request-cust/r-1'),
  {
    endpoint: 'GET /message-request/request-id/{id}',
    service: 'main',
    call: (p) =>
      p.getList({
        resource: 'lead-messages',
        pagination: { mode: 'off' },
        filters: [{ field: 'request_id', operator: 'eq', value: 'req-7' }],
      }),
    expect: { method: 'GET', path: '/message-request/request-id/req-7', query: {} },
    rule: { kind: 'body', status: 200 },
    okBody: { status: 200, data: [{ _id: 'm1', message: 'Halo' }] },
    read: (r) => expectShape(r, { data: [{ id: 'm1', message: 'Halo' }], total: 1 }),
  },
  create(
    'POST /message-request',
    'lead-messages',
    '/message-request',
    { request_id: 'req-7', message: 'Halo', image_url: 'https://cdn/x.png' },
    {
      rule: { kind: 'body', status: 201 },
    },
  ),
  list('GET /user/{url}', 'users', '/user/member', { filters: [{ field: 'url', value: 'member' }] }),
  list('GET /find-properties', 'find-properti', '/find-properties'),
  list('GET /bi-checking', 'bi-checking', '/bi-checking'),
  action(
    'PUT /bi-checking/status/{id}',
    'bi-checking',
    'approve',
    { id: 'r-1', payload: { note: ' Skor kredit baik ' } },
    {
      method: 'PUT',
      path: '/bi-checking/status/r-1',
      body: { status: 'approved', note: 'Skor kredit baik' },
    },
    { message: messages.biCheckingUpdated },
  ),
  ...nameCrud('/house-type', 'house-type', messages.dataCreated, messages.propertyTypeUpdated),
  // the resources declared in one module each: their cases follow from their declarations
  ...declaredResources.flatMap(declaredCases),
  list('GET /schedule-house-list', 'schedule', '/schedule-house-list'),
  create('POST /schedule-house-list', 'schedule', '/schedule-house-list', {
    title: 'Survei',
    date: '2026-12-01',
  }),
  update('PUT /schedule-house-list/{id}', 'schedule', '/schedule-house-list/r-1', { status: 'done' }),
  remove('DELETE /schedule-house-list/{id}', 'schedule', '/schedule-house-list/r-1'),
  list('GET /notification', 'notification', '/notification'),
  {
    ...list('GET /notification/{auth_id}', 'notification-own', '/notification/usr-001'),
    okBody: {
      status: 200,
      data: [{ _id: 'n1', text: 'Lead baru', read: false }],
      count: 1,
      count_unread: 1,
      document_count: 41,
      totalPage: 5,
    },
    read: (r) => expectShape(r, { data: [{ id: 'n1', text: 'Lead baru' }], total: 41 }),
  },
  // a GET announces its message too: "mark all read" says so
  action(
    'GET /notification/read',
    'notification-own',
    'read-all',
    {},
    { method: 'GET', path: '/notification/read' },
    {
      message: messages.allRead,
    },
  ),
  create(
    'POST /notification',
    'notification',
    '/notification',
    { text: 'Promo akhir tahun' },
    {
      rule: { kind: 'body', status: 201 },
      message: messages.notificationBlasted,
    },
  ),
  list('GET /area-master', 'area-master', '/area-master'),
  create('POST /area-master', 'area-master', '/area-master', indicator, {
    expect: { method: 'POST', path: '/area-master', body: indicatorSent },
    message: messages.indicatorAdded,
  }),
  update('PUT /area-master/{id}', 'area-master', '/area-master/r-1', indicator, {
    expect: { method: 'PUT', path: '/area-master/r-1', body: indicatorSent },
    message: messages.indicatorUpdated,
  }),
  remove('DELETE /area-master/{id}', 'area-master', '/area-master/r-1', {
    message: messages.indicatorRemoved,
  }),
  action(
    'POST /area-master/add',
    'area-master',
    'add',
    { payload: { _id: 'a1', id_kelurahan: '3171', name: 'Gandaria' } },
    { method: 'POST', path: '/area-master/add', body: { _id: 'a1', id_kelurahan: '3171', name: 'Gandaria' } },
    { rule: { kind: 'body', status: 201 }, message: messages.villageSaved },
  ),
  list('GET /fair-price-calculator', 'fair-price-calculator', '/fair-price-calculator'),
  create(
    'POST /fair-price-calculator',
    'fair-price-calculator',
    '/fair-price-calculator',
    { name: 'Rumah Bogor' },
    { message: messages.dataCreated },
  ),
  update('PUT /fair-price-calculator/{id}', 'fair-price-calculator', '/fair-price-calculator/r-1', {
    name: 'Rumah Depok',
  }),
  list('GET /special-area', 'special-area', '/special-area'),
  create(
    'POST /special-area',
    'special-area',
    '/special-area',
    { name: 'BSD' },
    { message: messages.popularAreaAdded },
  ),
  update(
    'PUT /special-area/{id}',
    'special-area',
    '/special-area/r-1',
    { name: 'BSD City' },
    { message: messages.popularAreaUpdated },
  ),
  remove('DELETE /special-area/{id}', 'special-area', '/special-area/r-1', {
    message: messages.popularAreaRemoved,
  }),
  region('/master-province', 'master-slug-province'),
  region('/master-city', 'master-slug-city', 'id_provinsi'),
  region('/master-district', 'master-slug-district', 'id_kota'),
  region('/master-village', 'master-slug-village', 'id_kecamatan'),
  region('/provinces', 'master-area-province'),
  region('/cities', 'master-area-city', 'id_provinsi'),
  region('/districts', 'master-area-district', 'id_kota'),
  region('/villages', 'master-area-village', 'id_kecamatan'),
  list('GET /master-subscribe', 'master-subscribe', '/master-subscribe'),
  create(
    'POST /master-subscribe',
    'master-subscribe',
    '/master-subscribe',
    { name: 'Gold', price: 250000 },
    { message: messages.packageAdded },
  ),
  update(
    'PUT /master-subscribe/{id}',
    'master-subscribe',
    '/master-subscribe/r-1',
    { price: 300000 },
    { message: messages.packageUpdated },
  ),
  remove('DELETE /master-subscribe/{id}', 'master-subscribe', '/master-subscribe/r-1', {
    message: messages.packageRemoved,
  }),
  list('GET /subscribe-transaction/status', 'subscribe', '/subscribe-transaction/status'),
  {
    ...list('GET /withdrawal/admin', 'withdrawal', '/withdrawal/admin'),
    rule: { kind: 'errorsNull' },
    okBody: { errors: null, data: [{ id: 'w1', amount: 1500000 }], document_count: 1 },
  },
  action(
    'PUT /withdrawal/{id}',
    'withdrawal',
    'reject',
    { id: 'r-1' },
    { method: 'PUT', path: '/withdrawal/r-1', body: { status: 'rejected' } },
    { rule: { kind: 'errorsNull' }, message: messages.withdrawProcessed },
  ),
  {
    ...list('GET /report-share', 'report-share', '/report-share'),
    okBody: { status: 200, result: [{ _id: 's1', title: 'Rumah A' }], pagination: { total: 57 } },
    read: (r) => expectShape(r, { data: [{ id: 's1', title: 'Rumah A' }], total: 57 }),
  },
  list('GET /payment', 'payment', '/payment', { service: 'payment' }),
  {
    ...action(
      'POST /webhook/trigger-manual',
      'payment',
      'trigger-webhook',
      { payload: { order_id: 'INV-1' } },
      { method: 'POST', path: '/webhook/trigger-manual', body: { order_id: 'INV-1' } },
      { message: messages.webhookTriggered },
    ),
    service: 'payment',
  },
  {
    ...list('GET /activity', 'activity', '/activity', { service: 'payment' }),
    okBody: { status: 200, data: [{ _id: 'a1', action: 'login' }], count: 88 },
    read: (r) => expectShape(r, { data: [{ id: 'a1' }], total: 88 }),
  },
  {
    endpoint: 'GET /activity/{id}',
    service: 'payment',
    call: (p) => p.getOne({ resource: 'activity', id: 'act-5' }),
    expect: { method: 'GET', path: '/activity/act-5' },
    rule: { kind: 'body', status: 200 },
  },
  list('GET /usytics', 'usytics', '/usytics', { service: 'payment' }),
  {
    endpoint: 'GET /lytics',
    service: 'payment',
    call: (p) =>
      p.getList({
        resource: 'lytics',
        pagination: { mode: 'off' },
        filters: [
          { field: 'startDate', operator: 'eq', value: '2026-10-22' },
          { field: 'endDate', operator: 'eq', value: '2026-11-21' },
        ],
      }),
    expect: { method: 'GET', path: '/lytics', query: { startDate: '2026-10-22', endDate: '2026-11-21' } },
    rule: { kind: 'body', status: 200 },
  },
];

/** Deep partial match: every key of `expected` is in `actual` with the same value. */
export function expectShape(actual: unknown, expected: unknown): void {
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object')
      throw new Error(`expected an object, got ${JSON.stringify(actual)}`);
    for (const [key, value] of Object.entries(expected)) {
      expectShape((actual as Record<string, unknown>)[key], value);
    }
    return;
  }
  if (actual !== expected)
    throw new Error(`expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}
