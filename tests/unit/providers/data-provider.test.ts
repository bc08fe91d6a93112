// @vitest-environment node
import { readFileSync } from 'node:fs';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { readRowsToExport } from '../../../src/engine/export/export-rows';
import { ApiError } from '../../../src/http/errors';
import { declaredResources } from '../../../src/mocks/seed/declared';
import { createDataProvider } from '../../../src/providers/data-provider';
import { findResource, registry } from '../../../src/resources';
import type { SuccessRule } from '../../../src/resources/types';
import { resource as estate } from '../resources/support/housing-estate';
import {
  hosts,
  lastRequest,
  recorded,
  reply,
  resetWire,
  server,
  TEST_TOKEN,
  testHttp,
} from '../support/wire';
import { declaredCases, type EndpointCase, endpointCases, expectShape } from './endpoint-cases';

const announce = vi.fn();
const provider = createDataProvider({
  http: testHttp(),
  findResource,
  sessionParams: () => ({ auth_id: 'usr-001' }),
  announce,
  apiUrl: hosts.main,
}) as Required<ReturnType<typeof createDataProvider>>;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetWire();
  announce.mockReset();
});
afterAll(() => server.close());

function okReply(rule: SuccessRule, body?: unknown) {
  switch (rule.kind) {
    case 'http':
      return {
        status: rule.status,
        body: body ?? { status: rule.status, message: 'OK', data: { id: 'x1' } },
      };
    case 'body':
      return {
        status: 200,
        body: body ?? { status: rule.status, message: 'OK', data: [], document_count: 0 },
      };
    case 'errorNull':
      return { status: 200, body: body ?? { error: null, data: { url: 'https://cdn.test/a.png' } } };
    case 'errorsNull':
      return { status: 200, body: body ?? { errors: null, message: 'OK', data: [], document_count: 0 } };
  }
}

/** A reply that breaks the rule while HTTP still says 2xx, carrying the server's text. */
function brokenReply(rule: SuccessRule) {
  const text = 'Server menolak permintaan ini';
  switch (rule.kind) {
    case 'http':
      return {
        status: rule.status === 201 ? 200 : 201,
        body: { status: rule.status, message: text, data: [] },
      };
    case 'body':
      return { status: 200, body: { status: rule.status === 201 ? 200 : 500, message: text, data: [] } };
    case 'errorNull':
      return { status: 200, body: { error: text } };
    case 'errorsNull':
      return { status: 200, body: { errors: text, message: 'OK', data: [] } };
  }
}

/** Every call docs/contract.md section 7 lists on the main, payment and upload services. */
const specEndpoints = [
  'POST /house-list/upload-csv',
  'GET /house-list/admin-statistic',
  'GET /house-list/admin',
  'GET /house-list/premium',
  'GET /premium-ads',
  'GET /house-list/by/{slug}',
  'POST /house-list',
  'PUT /house-list/{id}',
  'PUT /house-list/{id} (sold)',
  'PUT /house-list/status/{id}',
  'DELETE /house-list/{id}',
  'POST /premium-ads',
  'POST /premium-ads/excel',
  'GET /agent-profile/{auth_id}',
  'GET /view-house-list/views',
  'GET /request-cust/group-property_id',
  'GET /request-cust',
  'POST /request-cust',
  'DELETE /request-cust/{id}',
  'GET /message-request/request-id/{id}',
  'POST /message-request',
  'GET /user/{url}',
  'GET /find-properties',
  'GET /bi-checking',
  'PUT /bi-checking/status/{id}',
  'GET /house-type',
  'POST /house-type',
  'PUT /house-type/{id}',
  'GET /master-trait',
  'POST /master-trait',
  'PUT /master-trait/{id}',
  'GET /extra-facility',
  'POST /extra-facility',
  'PUT /extra-facility/{id}',
  'GET /schedule-house-list',
  'POST /schedule-house-list',
  'PUT /schedule-house-list/{id}',
  'DELETE /schedule-house-list/{id}',
  'GET /notification',
  'GET /notification/{auth_id}',
  'GET /notification/read',
  'POST /notification',
  'GET /area-master',
  'POST /area-master',
  'PUT /area-master/{id}',
  'DELETE /area-master/{id}',
  'POST /area-master/add',
  'GET /fair-price-calculator',
  'POST /fair-price-calculator',
  'PUT /fair-price-calculator/{id}',
  'GET /special-area',
  'POST /special-area',
  'PUT /special-area/{id}',
  'DELETE /special-area/{id}',
  'GET /master-province',
  'GET /master-city?id_provinsi',
  'GET /master-district?id_kota',
  'GET /master-village?id_kecamatan',
  'GET /provinces',
  'GET /cities?id_provinsi',
  'GET /districts?id_kota',
  'GET /villages?id_kecamatan',
  'GET /master-subscribe',
  'POST /master-subscribe',
  'PUT /master-subscribe/{id}',
  'DELETE /master-subscribe/{id}',
  'GET /subscribe-transaction/status',
  'GET /withdrawal/admin',
  'PUT /withdrawal/{id}',
  'GET /report-share',
  'GET /payment',
  'POST /webhook/trigger-manual',
  'GET /activity',
  'GET /activity/{id}',
  'GET /usytics',
  'GET /lytics',
];

describe('the registry covers docs/contract.md section 7', () => {
  it('has a tested call for every endpoint', () => {
    const tested = new Set(endpointCases.map((c) => c.endpoint));
    expect(specEndpoints.filter((e) => !tested.has(e))).toEqual([]);
  });

  it("lists the contract's calls once each (its own count, whatever the registry adds)", () => {
    expect(new Set(specEndpoints).size).toBe(specEndpoints.length);
    const contract = readFileSync('docs/contract.md', 'utf8');
    // each names a path of the contract (which writes some as `GET/POST /house-type`)
    expect(specEndpoints.filter((e) => !contract.includes(e.split(' ')[1]))).toEqual([]);
  });

  it('tests beyond the contract only the calls of a resource served from its declaration', () => {
    const declared = new Set(declaredResources.flatMap(declaredCases).map((c) => c.endpoint));
    const beyond = endpointCases.map((c) => c.endpoint).filter((e) => !specEndpoints.includes(e));
    expect(beyond.filter((e) => !declared.has(e))).toEqual([]);
  });

  it('declares each endpoint once in the registry (paths and methods)', () => {
    const declared = new Set<string>();
    for (const decl of registry) {
      const ops = [
        decl.list,
        decl.one,
        decl.create,
        decl.update,
        decl.delete,
        ...Object.values(decl.actions ?? {}),
      ];
      for (const op of ops) if (op) declared.add(`${op.method.toUpperCase()} ${op.path}`);
    }
    for (const c of endpointCases) {
      const [method] = c.endpoint.split(' ');
      const path = c.expect.path;
      const matching = [...declared].some((d) => {
        const [m, template] = d.split(' ');
        const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
        return m === method && pattern.test(path);
      });
      expect(matching, c.endpoint).toBe(true);
    }
  });
});

/** Sends case `c` through `dataProvider`, checking the request against the case, then its failure. */
function checksCase(c: EndpointCase, dataProvider: typeof provider) {
  it('sends the documented request and reads the answer', async () => {
    reply(okReply(c.rule, c.okBody));
    const result = await c.call(dataProvider);
    const sent = lastRequest();
    expect(recorded).toHaveLength(1);
    expect(sent.host).toBe(hosts[c.service]);
    expect(sent.method).toBe(c.expect.method);
    expect(sent.path).toBe(c.expect.path);
    expect(sent.query).toEqual(c.expect.query ?? {});
    if (c.expect.body !== undefined) expect(sent.body).toEqual(c.expect.body);
    if (c.service !== 'upload') expect(sent.headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    if (c.message) expect(announce).toHaveBeenCalledWith(c.message);
    else if (c.expect.method === 'GET') expect(announce).not.toHaveBeenCalled();
    c.read?.(result);
  });

  it(`fails when the answer breaks its success rule (${c.rule.kind})`, async () => {
    reply(brokenReply(c.rule));
    const failure = await c.call(dataProvider).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Server menolak permintaan ini');
    expect(announce).not.toHaveBeenCalled();
  });
}

describe.each(endpointCases)('$endpoint', (c) => checksCase(c, provider));

describe('a resource declared in one module: its endpoint cases follow from its declaration', () => {
  // the tests' own module (no such call in docs/contract.md), known to this provider only
  const withEstate = createDataProvider({
    http: testHttp(),
    findResource: (name) => (name === estate.name ? estate : findResource(name)),
    sessionParams: () => ({ auth_id: 'usr-001' }),
    announce,
    apiUrl: hosts.main,
  }) as typeof provider;
  const cases = declaredCases(estate);

  it('a list, a create, an update and a delete, with their rules and messages', () => {
    expect(cases.map((c) => [c.endpoint, c.rule, c.message])).toEqual([
      ['GET /housing-estate', { kind: 'body', status: 200 }, undefined],
      ['POST /housing-estate', { kind: 'body', status: 200 }, 'Kawasan perumahan berhasil ditambahkan.'],
      ['PUT /housing-estate/{id}', { kind: 'body', status: 200 }, 'Kawasan perumahan berhasil diperbarui.'],
      ['DELETE /housing-estate/{id}', { kind: 'body', status: 200 }, 'Kawasan perumahan berhasil dihapus.'],
    ]);
    // what the form sends: the form's fields, with values as the demo seeds them
    expect(Object.keys(cases[1].expect.body as object).sort()).toEqual(
      ['city', 'description', 'developer', 'marketing_phone', 'name', 'price_from', 'status', 'units'].sort(),
    );
  });

  describe.each(cases)('$endpoint', (c) => checksCase(c, withEstate));
});

describe('the message post uploads its image first', () => {
  it('POSTs the file with its folder to /upload, then sends image_url to /message-request', async () => {
    reply(
      { status: 200, body: { error: null, data: { url: 'https://cdn.test/message/foto.png' } } },
      { status: 201, body: { status: 201, message: 'OK', data: { _id: 'm9' } } },
    );
    const file = new File(['png-bytes'], 'foto.png', { type: 'image/png' });
    await provider.create({
      resource: 'lead-messages',
      variables: { request_id: 'req-7', message: 'Ini fotonya', file },
    });
    expect(recorded).toHaveLength(2);
    const [upload, post] = recorded;
    expect(upload.host).toBe(hosts.upload);
    expect(upload.method).toBe('POST');
    expect(upload.path).toBe('/upload');
    expect(upload.body).toEqual({
      file: { name: 'foto.png', size: 9, type: 'image/png' },
      folder: 'message-request',
    });
    expect(post.path).toBe('/message-request');
    expect(post.body).toEqual({
      request_id: 'req-7',
      message: 'Ini fotonya',
      image_url: 'https://cdn.test/message/foto.png',
    });
  });

  it('stops with the upload error and never posts the message', async () => {
    reply({ status: 200, body: { error: 'Format file tidak didukung' } });
    const file = new File(['x'], 'foto.exe');
    await expect(
      provider.create({ resource: 'lead-messages', variables: { request_id: 'req-7', message: 'x', file } }),
    ).rejects.toMatchObject({ message: 'Format file tidak didukung' });
    expect(recorded).toHaveLength(1);
  });

  it.each([
    ['secure_url', { error: null, data: { secure_url: 'https://cdn.test/s.png' } }, 'https://cdn.test/s.png'],
    ['file_url at the top', { error: null, file_url: 'https://cdn.test/f.png' }, 'https://cdn.test/f.png'],
    ['path', { error: null, data: { path: '/files/p.png' } }, '/files/p.png'],
  ])('reads the image URL from %s', async (_, body, url) => {
    reply({ status: 200, body }, { status: 201, body: { status: 201, message: 'OK', data: { _id: 'm9' } } });
    const file = new File(['x'], 'foto.png', { type: 'image/png' });
    await provider.create({
      resource: 'lead-messages',
      variables: { request_id: 'req-7', message: 'x', file },
    });
    expect(recorded[1].body).toEqual({ request_id: 'req-7', message: 'x', image_url: url });
  });

  it('an upload reply without a URL is an error, and the message is never posted without its image', async () => {
    reply({ status: 200, body: { error: null, data: { filename: 'foto.png' } } });
    const file = new File(['x'], 'foto.png', { type: 'image/png' });
    await expect(
      provider.create({ resource: 'lead-messages', variables: { request_id: 'req-7', message: 'x', file } }),
    ).rejects.toMatchObject({
      message: 'Unggahan gagal: layanan unggah tidak mengirim alamat berkasnya. Tidak ada yang dikirim.',
    });
    expect(recorded).toHaveLength(1);
  });

  it('falls back to the upload text when the upload service gives none', async () => {
    reply({ status: 500, body: {} });
    const file = new File(['x'], 'foto.png');
    await expect(
      provider.create({ resource: 'lead-messages', variables: { request_id: 'req-7', message: 'x', file } }),
    ).rejects.toMatchObject({ message: 'Internal server error. Please try again later.', statusCode: 500 });
  });
});

describe('the upload service', () => {
  it('POST /upload sends file and folder, succeeds only when error is null, carries no bearer', async () => {
    reply({ status: 200, body: { error: null, data: { url: 'https://cdn.test/x.png' } } });
    const file = new File(['abc'], 'x.png', { type: 'image/png' });
    const result = await provider.custom({
      url: '',
      method: 'post',
      payload: { file, folder: 'listing' },
      meta: { resource: 'uploads', action: 'file' },
    });
    const sent = lastRequest();
    expect(sent.host).toBe(hosts.upload);
    expect(sent.path).toBe('/upload');
    expect(sent.body).toEqual({ file: { name: 'x.png', size: 3, type: 'image/png' }, folder: 'listing' });
    expect(sent.headers.get('authorization')).toBeNull();
    expectShape(result, { data: { url: 'https://cdn.test/x.png' } });
  });
});

describe('lists', () => {
  it('sends pagination, the sorter and filters as query parameters', async () => {
    reply({ status: 200, body: { status: 200, data: [], document_count: 0 } });
    await provider.getList({
      resource: 'listing',
      pagination: { currentPage: 3, pageSize: 50, mode: 'server' },
      sorters: [{ field: 'price', order: 'desc' }],
      filters: [
        { field: 'id_kota', operator: 'eq', value: '3273' },
        { field: 'status', operator: 'eq', value: '' },
      ],
    });
    expect(lastRequest().query).toEqual({
      page: '3',
      limit: '50',
      sort: 'price',
      order: 'desc',
      id_kota: '3273',
    });
  });

  it('sends only a sort on a declared sortable field and only plain values of declared filters', async () => {
    reply({ status: 200, body: { status: 200, data: [], document_count: 0 } });
    // as a hand-edited URL brings them: ?sort=password and ?status[$ne]=x
    await provider.getList({
      resource: 'listing',
      sorters: [{ field: 'password', order: 'asc' }],
      filters: [
        { field: 'status', operator: 'eq', value: { $ne: 'x' } },
        { field: 'id_kota', operator: 'eq', value: '3273' },
      ],
    });
    expect(lastRequest().query).toEqual({ page: '1', limit: '10', id_kota: '3273' });
  });

  it('asks one row of the first page for a count (meta countOnly), and reads the total', async () => {
    reply({ status: 200, body: { status: 200, data: [{ id: 'a' }], document_count: 38 } });
    const result = await provider.getList({
      resource: 'listing',
      pagination: { currentPage: 4, pageSize: 1, mode: 'server' },
      filters: [{ field: 'status', operator: 'eq', value: 'pending' }],
      meta: { countOnly: true },
    });
    expect(lastRequest().query).toEqual({ page: '1', limit: '1', status: 'pending' });
    expect(result.total).toBe(38);
  });

  it('refuses a record id "." or ".." before any call', async () => {
    for (const id of ['.', '..']) {
      await expect(provider.deleteOne({ resource: 'listing', id })).rejects.toMatchObject({
        message: 'Parameter "id" tidak valid.',
      });
    }
    expect(recorded).toHaveLength(0);
  });

  it('accepts a body wrapped one level deeper', async () => {
    reply({ status: 200, body: { status: 200, data: { data: [{ id: 'h1' }], document_count: 99 } } });
    const result = await provider.getList({
      resource: 'listing',
      pagination: { currentPage: 1, pageSize: 10 },
    });
    expect(result).toEqual({ data: [{ id: 'h1' }], total: 99 });
  });

  it('a list without its count: a full page offers the next, a short one ends it, and says no total is known', async () => {
    const page = (n: number) => ({
      status: 200,
      body: { status: 200, data: Array.from({ length: n }, (_, i) => ({ id: `h${i}` })) },
    });
    reply(page(10));
    const full = await provider.getList({
      resource: 'listing',
      pagination: { currentPage: 2, pageSize: 10 },
    });
    expect(full).toMatchObject({ total: 21, totalKnown: false });
    reply(page(4));
    const short = await provider.getList({
      resource: 'listing',
      pagination: { currentPage: 3, pageSize: 10 },
    });
    expect(short).toMatchObject({ total: 24, totalKnown: false });
    // a count of 0 is a count
    reply({ status: 200, body: { status: 200, data: [], document_count: 0 } });
    expect(await provider.getList({ resource: 'listing' })).toEqual({ data: [], total: 0 });
  });

  it('exports a list without a count until a page comes back short (not one page of 100)', async () => {
    const all = Array.from({ length: 230 }, (_, i) => ({ id: `h${i}` }));
    reply((request) => {
      const start = (Number(request.query.page) - 1) * Number(request.query.limit);
      return {
        status: 200,
        body: { status: 200, data: all.slice(start, start + Number(request.query.limit)) },
      };
    });
    const progress: [number, number][] = [];
    const rows = await readRowsToExport(
      { getList: provider.getList },
      'listing',
      { filters: [], sorters: [] },
      {
        signal: new AbortController().signal,
        onProgress: (fetched, total) => progress.push([fetched, total]),
      },
    );
    expect(rows).toHaveLength(230);
    expect(recorded.map((call) => call.query.page)).toEqual(['1', '2', '3']);
    // no total to show: the dialog counts the rows so far
    expect(progress).toEqual([
      [100, 0],
      [200, 0],
      [230, 0],
    ]);
  });

  it('gives records their id from _id where they have no id', async () => {
    reply({ status: 200, body: { status: 200, data: [{ _id: 'abc', name: 'Ruko' }], document_count: 1 } });
    const result = await provider.getList({ resource: 'house-type' });
    expect(result.data).toEqual([{ _id: 'abc', id: 'abc', name: 'Ruko' }]);
  });

  it('reads the withdrawal list as a success when its body has no `errors` field (docs/contract.md section 5)', async () => {
    const row = { id: 'wd-1', agent_name: 'Budi Santoso', amount: 1500000, status: 'pending' };
    reply({ status: 200, body: { status: 200, message: 'ok', data: [row], document_count: 1 } });
    expect(await provider.getList({ resource: 'withdrawal' })).toEqual({ data: [row], total: 1 });
    // a present, non-null `errors` is the failure, with the server's text
    reply({ status: 200, body: { status: 200, errors: 'Saldo kurang', data: [] } });
    await expect(provider.getList({ resource: 'withdrawal' })).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects a list body of an unknown shape with a clear text', async () => {
    reply({ status: 200, body: { status: 200, items: 'nope' } });
    await expect(provider.getList({ resource: 'listing' })).rejects.toMatchObject({
      message: 'Format data dari server tidak dikenali.',
    });
  });

  it('says which parameter is missing instead of calling a half-built path', async () => {
    await expect(provider.getList({ resource: 'lead-messages' })).rejects.toMatchObject({
      message: 'Parameter "request_id" belum dipilih.',
    });
    expect(recorded).toHaveLength(0);
  });
});

describe('the registry drives everything', () => {
  it('an unknown resource or a missing operation fails without a call', async () => {
    await expect(provider.getList({ resource: 'nope' })).rejects.toBeInstanceOf(ApiError);
    await expect(provider.deleteOne({ resource: 'house-type', id: 'x' })).rejects.toBeInstanceOf(ApiError);
    await expect(
      provider.custom({ url: '', method: 'get', meta: { resource: 'listing', action: 'nope' } }),
    ).rejects.toBeInstanceOf(ApiError);
    // no raw URLs: a custom call names a declared action or goes nowhere
    await expect(provider.custom({ url: `${hosts.main}/user/agent`, method: 'get' })).rejects.toBeInstanceOf(
      ApiError,
    );
    await expect(
      provider.custom({ url: '/house-list/admin', method: 'post', payload: { a: 1 }, meta: {} }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(recorded).toHaveLength(0);
  });
});
