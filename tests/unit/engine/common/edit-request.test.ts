// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { config } from '../../../../src/config';
import { editBody, editedValue, editRequest, isEmptyEdit } from '../../../../src/engine/common/edit-request';
import { bulkEditsOf, operationByKey } from '../../../../src/engine/common/operations';
import { createHttpClient } from '../../../../src/http/client';
import { ApiError, mayPassOnRetry } from '../../../../src/http/errors';
import { DEMO_ACCOUNTS, issueTokens } from '../../../../src/mocks/accounts';
import { db, resetDb } from '../../../../src/mocks/db';
import { createDataProvider } from '../../../../src/providers/data-provider';
import { findResource } from '../../../../src/resources';
import type { ResourceDecl, Values } from '../../../../src/resources/types';
import { createDemoServer } from '../../support/demo-server';

const server = createDemoServer({
  main: config.apiUrl,
  payment: config.paymentApiUrl,
  auth: config.authApiUrl,
  upload: config.uploadUrl,
});
const puts: { path: string; body: Values }[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method !== 'PUT') return;
  const path = new URL(request.url).pathname.replace(new URL(config.apiUrl).pathname, '');
  void request
    .clone()
    .json()
    .then((body: Values) => puts.push({ path, body }));
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
  puts.length = 0;
});
afterAll(() => server.close());

const admin = DEMO_ACCOUNTS.find(
  (account) => account.flag === 'gro_admin' || account.email === 'superadmin@demo.id',
);
const token = issueTokens(admin!).access_token;
const provider = createDataProvider({
  http: createHttpClient({ config, getToken: () => token }),
  findResource,
  sessionParams: () => ({}),
  announce: () => undefined,
  apiUrl: config.apiUrl,
});
const listing = findResource('listing') as ResourceDecl;
const fieldOf = (decl: ResourceDecl, key: string) => decl.fields!.find((one) => one.key === key)!;
const type = fieldOf(listing, 'type');
/** A blank the form leaves out: absent, null, '' and [] read alike. */
const blankAsNull = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0) ? null : value;

/** The first listing as the list shows it (read through the list call, as a selection holds it). */
async function listedRecord(): Promise<Values> {
  const { data } = await provider.getList({
    resource: 'listing',
    pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
  });
  return data[0] as Values;
}

describe("a bulk edit's request: PUT /house-list/{id} takes the whole listing", { timeout: 30_000 }, () => {
  it('reads the listing by its slug and sends it whole, as its form would, with the one field changed', async () => {
    const row = await listedRecord();
    const stored = db.listings.find((one) => one.id === row.id)!;
    const newType = stored.type === 'Ruko' ? 'Gudang' : 'Ruko';
    // another admin changed its title since the list was read: the body carries the title as it is now
    stored.title = 'Judul terbaru dari admin lain';
    const body = await editRequest(provider, listing, type, row, newType, { token });
    expect(body.type).toBe(newType);
    expect(body.title).toBe('Judul terbaru dari admin lain');
    for (const key of [
      'price',
      'address',
      'id_provinsi',
      'id_kota',
      'id_kecamatan',
      'id_kelurahan',
      'facilities',
      'photos',
    ])
      expect(blankAsNull(body[key]), key).toEqual(blankAsNull((stored as unknown as Values)[key]));
    // what the form never sends stays out
    for (const key of ['id', 'house_id', 'status', 'slug', 'agent_name', 'created_at', 'city'])
      expect(body, key).not.toHaveProperty(key);

    await provider.update({ resource: 'listing', id: row.id as string, variables: body });
    expect(puts).toHaveLength(1);
    expect(puts[0].path).toBe(`/house-list/${String(row.id)}`);
    // the update's own body rule (docs/contract.md section 4: the fair-price flags reset)
    expect(puts[0].body).toMatchObject({ type: newType, isFairPrice: false, fairprice: null });
    const after = db.listings.find((one) => one.id === row.id)!;
    expect([after.type, after.title, after.price]).toEqual([newType, stored.title, stored.price]);
  });

  it('never empties a required field: a refusal (400), nothing read or sent', async () => {
    const row = await listedRecord();
    for (const value of [null, '', []]) {
      const failure = await editRequest(provider, listing, type, row, value, { token }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({
        message: 'Tipe wajib diisi dan tidak dapat dikosongkan.',
        statusCode: 400,
      });
      expect(mayPassOnRetry(failure)).toBe(false);
    }
    expect(puts).toHaveLength(0);
  });

  it('sends nothing for a listing removed meanwhile: a refusal (404) that is not tried again', async () => {
    const row = await listedRecord();
    db.listings = db.listings.filter((one) => one.id !== row.id);
    const failure = await editRequest(provider, listing, type, row, 'Ruko').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Data ini sudah dihapus.', statusCode: 404 });
    expect(mayPassOnRetry(failure)).toBe(false);
  });

  it('fails, sending nothing, when the read answers a page of HTML where JSON is due, or a 500', async () => {
    const row = await listedRecord();
    server.use(
      http.get(
        `${config.apiUrl}/house-list/by/:slug`,
        () =>
          new HttpResponse('<html><body>Bad gateway</body></html>', {
            status: 200,
            headers: { 'content-type': 'text/html' },
          }),
      ),
    );
    const html = await editRequest(provider, listing, type, row, 'Ruko').catch((error: unknown) => error);
    expect(html).toBeInstanceOf(ApiError);
    server.resetHandlers();
    server.use(
      http.get(`${config.apiUrl}/house-list/by/:slug`, () =>
        HttpResponse.json({ status: 500, message: 'Server sedang sibuk.' }, { status: 500 }),
      ),
    );
    const busy = await editRequest(provider, listing, type, row, 'Ruko').catch((error: unknown) => error);
    expect(busy).toMatchObject({ message: 'Server sedang sibuk.', statusCode: 500 });
    // a failed read may pass if tried again: the summary offers the retry
    expect(mayPassOnRetry(busy)).toBe(true);
    expect(puts).toHaveLength(0);
  });
});

describe('the body of a bulk edit, whatever shape the record was read in', () => {
  it('sends references by their key, photos by URL, and leaves blanks out', () => {
    const record: Values = {
      id: 'L1',
      title: '  Rumah Asri  ',
      type: { _id: 't1', name: 'Rumah' },
      facilities: [{ _id: 'f1', name: 'Kolam Renang' }, 'Carport'],
      photos: [{ Location: 'https://cdn.example/1.jpg' }, 'https://cdn.example/2.jpg'],
      address: '',
      certificate: null,
    };
    const body = editBody(listing, fieldOf(listing, 'certificate'), record, 'SHM');
    expect(body).toEqual({
      title: 'Rumah Asri',
      type: 'Rumah',
      facilities: ['Kolam Renang', 'Carport'],
      photos: ['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg'],
      certificate: 'SHM',
    });
  });

  it('sends the field alone to an update that does not replace the record', () => {
    const partial = { ...listing, update: { ...listing.update!, whole: false } };
    expect(editBody(partial, type, { id: 'L1', title: 'Rumah' }, 'Ruko')).toEqual({ type: 'Ruko' });
  });

  it('reads spaces only, no choice and an empty list as no value; a 0 is a value', () => {
    const address = fieldOf(listing, 'address');
    const landArea = fieldOf(listing, 'land_area');
    expect(isEmptyEdit(address, { address: '   ' })).toBe(true);
    expect(isEmptyEdit(address, { address: ' Jl. Melati 3 ' })).toBe(false);
    expect(isEmptyEdit(fieldOf(listing, 'certificate'), {})).toBe(true);
    expect(isEmptyEdit(fieldOf(listing, 'facilities'), { facilities: [] })).toBe(true);
    expect(isEmptyEdit(landArea, { land_area: 0 })).toBe(false);
    expect(isEmptyEdit(landArea, { land_area: '0' })).toBe(false);
    expect(isEmptyEdit(landArea, { land_area: null })).toBe(true);
  });

  it('sends an emptied field as the form empties it: no facilities is [], a type is trimmed', () => {
    expect(editedValue(fieldOf(listing, 'facilities'), { facilities: [] })).toEqual([]);
    expect(editedValue(fieldOf(listing, 'facilities'), {})).toEqual([]);
    expect(editedValue(type, { type: ' Ruko ' })).toBe('Ruko');
  });
});

describe('what the registry marks bulk-editable', () => {
  it('offers the listing\'s marked fields, the status through its call (without "sold") only when allowed', () => {
    const edits = bulkEditsOf(listing, ['status', 'sold']);
    expect(edits.map((edit) => [edit.field.key, edit.operation.key])).toEqual([
      ['trait', 'edit:trait'],
      ['type', 'edit:type'],
      ['certificate', 'edit:certificate'],
      ['facilities', 'edit:facilities'],
      ['status', 'status'],
    ]);
    const status = edits.find((edit) => edit.field.key === 'status')!;
    expect(status.field.options?.map((one) => one.value)).not.toContain('sold');
    // a sold listing keeps its status: skipped and named, as the status call's own bulk run does
    expect(status.operation.when).toEqual(listing.actions?.status?.ui?.when);
    expect(bulkEditsOf(listing, []).map((edit) => edit.field.key)).not.toContain('status');
    // premium listings have no update: only the status
    const premium = findResource('listing-premium') as ResourceDecl;
    expect(bulkEditsOf(premium, ['status']).map((edit) => edit.field.key)).toEqual(['status']);
  });

  it('finds an edit again by its key (a run kept in the outbox), and shows it changed in its undo window', () => {
    const operation = operationByKey(listing, 'edit:type');
    expect(operation).toMatchObject({
      key: 'edit:type',
      edit: { field: 'type' },
      label: 'Ubah Tipe',
      op: listing.update,
    });
    const undoable = operation?.undoable;
    expect(typeof undoable === 'function' && undoable({ id: 'L1', type: 'Rumah' }, { type: 'Ruko' })).toEqual(
      {
        id: 'L1',
        type: 'Ruko',
      },
    );
    // a price changed in its cell (`editInList`) is found again too, and stays out of "Ubah kolom"
    expect(operationByKey(listing, 'edit:price')).toMatchObject({ key: 'edit:price', op: listing.update });
    expect(bulkEditsOf(listing, ['status']).map((edit) => edit.field.key)).not.toContain('price');
    // a field marked neither way is changed by the form only
    expect(operationByKey(listing, 'edit:title')).toBeUndefined();
  });

  it('offers no bulk edit through a call declared as a decision on money', () => {
    const money = { ...listing, update: { ...listing.update!, money: true } };
    expect(bulkEditsOf(money, []).map((edit) => edit.field.key)).toEqual([]);
    const paid = { ...listing, actions: { status: { ...listing.actions!.status!, money: true } } };
    expect(bulkEditsOf(paid, ['status']).map((edit) => edit.field.key)).not.toContain('status');
  });
});
