import type { DataProvider } from '@refinedev/core';
import { describe, expect, it, vi } from 'vitest';

import { ApiError, offlineError } from '../../../../src/http/errors';
import { isKeptInOutbox, type KeptInOutbox } from '../../../../src/providers/outbox/kept-error';
import { isKeptPhoto } from '../../../../src/providers/outbox/kept-photos';
import { createOutbox, sessionMark } from '../../../../src/providers/outbox/outbox-store';
import { isKeepable, withOutbox } from '../../../../src/providers/outbox/outbox-writes';
import { findResource } from '../../../../src/resources';
import { MemoryStorage } from '../../support/memory-storage';

const author = { id: 'ani', token: 'token-ani' };

/** A data provider whose writes answer as `answer` says, recording what reached it. */
function setup(
  answer: () => Promise<unknown>,
  { online = true, signedIn = true, photos = new Map<string, Blob>() as Map<string, Blob> | null } = {},
) {
  const calls: string[] = [];
  const record =
    (method: string) =>
    async ({ resource }: { resource?: string }) => {
      calls.push(`${method} ${resource ?? ''}`);
      return { data: (await answer()) as never };
    };
  const base = {
    getApiUrl: () => '',
    getList: vi.fn(),
    getOne: vi.fn(),
    create: record('create'),
    update: record('update'),
    deleteOne: record('deleteOne'),
    custom: async (params: { meta?: { resource?: string } }) =>
      record('custom')({ resource: params.meta?.resource }),
  } as unknown as DataProvider;
  const outbox = createOutbox(new MemoryStorage());
  const sendNow = { emit: vi.fn() };
  const provider = withOutbox(base, {
    page: () => Promise.resolve({ store: () => outbox, sendNow }),
    author: () => (signedIn ? author : undefined),
    findResource,
    isOnline: () => online,
    photos: () =>
      photos
        ? {
            get: (key) => Promise.resolve(photos.get(key)),
            set: (key, blob) => Promise.resolve(void photos.set(key, blob)),
            del: (key) => Promise.resolve(void photos.delete(key)),
          }
        : undefined,
  });
  return { provider, outbox, calls, sendNow };
}

const failing = (error: unknown) => () => Promise.reject(error);
const answered = () => Promise.resolve({ id: 1 });

async function keptOf(call: Promise<unknown>): Promise<KeptInOutbox> {
  const error = await call.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!isKeptInOutbox(error)) throw new Error(`not kept: ${String(error)}`);
  return error;
}

describe("the data provider's write side", () => {
  it('keeps a save made offline for its author, with no token at rest, and sends nothing now', async () => {
    const { provider, outbox, calls, sendNow } = setup(answered, { online: false });
    const kept = await keptOf(
      provider.update({
        resource: 'house-type',
        id: 3,
        variables: { name: 'Ruko' },
        meta: { outbox: { text: 'Ubah Tipe Properti: Ruko', base: { id: 3, name: 'Rumah' } } },
      }),
    );
    expect(kept.keptAs).toBe('kept');
    expect(calls).toEqual([]);
    expect(sendNow.emit).toHaveBeenCalledOnce();
    const [change] = outbox.all();
    expect(change).toMatchObject({
      id: kept.id,
      author: 'ani',
      session: sessionMark(author.token),
      state: 'waiting',
      resource: 'house-type',
      operation: 'edit',
      save: 'edit',
      records: [{ id: 3, name: 'Rumah' }],
      values: { name: 'Ruko' },
      text: 'Ubah Tipe Properti: Ruko',
    });
    expect(JSON.stringify(change)).not.toContain(author.token);
  });

  it('keeps one whose call got no answer as tried; one that answered passes through', async () => {
    const lost = setup(failing(new ApiError('no answer', 0)));
    const kept = await keptOf(
      lost.provider.create({
        resource: 'house-type',
        variables: { name: 'Ruko' },
        meta: { outbox: { text: 'T' } },
      }),
    );
    expect(lost.calls).toEqual(['create house-type']);
    expect(lost.outbox.get(kept.id)).toMatchObject({ state: 'sending', save: 'create', records: [] });

    const fine = setup(answered);
    await expect(
      fine.provider.create({
        resource: 'house-type',
        variables: { name: 'Ruko' },
        meta: { outbox: { text: 'T' } },
      }),
    ).resolves.toEqual({ data: { id: 1 } });
    expect(fine.outbox.all()).toEqual([]);
  });

  it("leaves a refusal, and a call of the outbox's own sender (its author's token), as they are", async () => {
    const refused = setup(failing(new ApiError('Nama sudah dipakai', 422)));
    await expect(
      refused.provider.create({ resource: 'house-type', variables: {}, meta: { outbox: { text: 'T' } } }),
    ).rejects.toThrow('Nama sudah dipakai');
    const sender = setup(failing(new ApiError('no answer', 0)));
    await expect(
      sender.provider.create({ resource: 'house-type', variables: {}, meta: { token: 'token-ani' } }),
    ).rejects.toThrow('no answer');
    expect([...refused.outbox.all(), ...sender.outbox.all()]).toEqual([]);
  });

  it('keeps a write made the Refine way (no word of the outbox) that got no answer: its mutation succeeds', async () => {
    const plain = setup(failing(new ApiError('no answer', 0)));
    const created = await plain.provider.create({ resource: 'house-type', variables: { name: 'Ruko' } });
    expect(created.data).toMatchObject({ name: 'Ruko' });
    expect(plain.outbox.all()).toEqual([
      expect.objectContaining({
        operation: 'create',
        save: 'create',
        state: 'sending',
        text: 'Tambah Tipe Properti',
      }),
    ]);
    // a decision on money is never kept
    const money = setup(failing(new ApiError('no answer', 0)), { online: false });
    await expect(
      money.provider.custom!({
        url: '',
        method: 'put',
        payload: {},
        meta: { resource: 'withdrawal', action: 'approve', id: 'wd-1' },
      }),
    ).rejects.toBeDefined();
    expect(money.outbox.all()).toEqual([]);
  });

  it('keeps of a record only its keys, name, version and what the change sets: never the rest the screen read (an address, a phone)', async () => {
    const asRead = {
      id: 'h1',
      slug: 'rumah-dago',
      title: 'Rumah Dago',
      updated_at: '2026-11-20T10:00:00Z',
      status: 'active',
      price: 1_500_000_000,
      address: 'Jl. Dago No. 7, Coblong',
      agent_phone: '+62 812-3456-7890',
    };
    const { provider, outbox } = setup(answered, { online: false });
    // made the Refine way: the record as the screen read it rides in meta
    const updated = await provider.update({
      resource: 'listing',
      id: 'h1',
      variables: { price: 1_400_000_000 },
      meta: { record: asRead },
    });
    // (the screen still gets the whole record as it will be)
    expect(updated.data).toMatchObject({ address: asRead.address, price: 1_400_000_000 });
    await provider.deleteOne({ resource: 'listing', id: 'h1', meta: { record: asRead } });
    // through a screen's own description
    await keptOf(
      provider.update({
        resource: 'listing',
        id: 'h1',
        variables: { status: 'inactive' },
        meta: { outbox: { text: 'Ubah Listing: Rumah Dago', base: asRead } },
      }),
    );
    const { id, slug, title, updated_at } = asRead;
    expect(outbox.all().map((change) => change.records)).toEqual([
      [{ id, slug, title, updated_at, price: asRead.price }],
      [{ id, slug, title, updated_at }],
      [{ id, slug, title, updated_at, status: 'active' }],
    ]);
    expect(JSON.stringify(outbox.all())).not.toMatch(/Dago No\. 7|812-3456/);
  });

  it('keeps a cancelled save as unknown only when it says so; a reply with an image only offline', async () => {
    const cancel = Object.assign(new Error('canceled'), { name: 'CanceledError' });
    const form = setup(failing(cancel));
    const kept = await keptOf(
      form.provider.create({
        resource: 'house-type',
        variables: { name: 'Ruko' },
        meta: { outbox: { text: 'T', whenCancelled: true } },
      }),
    );
    expect(kept.keptAs).toBe('unknown');
    const reply = setup(failing(cancel));
    await expect(
      reply.provider.create({ resource: 'house-type', variables: {}, meta: { outbox: { text: 'T' } } }),
    ).rejects.toBe(cancel);
    expect(reply.outbox.all()).toEqual([]);

    const unanswered = setup(failing(new ApiError('no answer', 0)));
    await expect(
      unanswered.provider.create({
        resource: 'lead-messages',
        variables: { message: 'a' },
        meta: { outbox: { text: 'T', whenUnanswered: false } },
      }),
    ).rejects.toThrow('no answer');
    const offline = setup(failing(offlineError()));
    await keptOf(
      offline.provider.create({
        resource: 'lead-messages',
        variables: { message: 'a' },
        meta: { outbox: { text: 'T', whenUnanswered: false } },
      }),
    );
  });

  it("keeps a reply's image on the device in the place of its URL (the outbox uploads it first)", async () => {
    const photos = new Map<string, Blob>();
    const { provider, outbox } = setup(answered, { online: false, photos });
    const image = new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' });
    await keptOf(
      provider.create({
        resource: 'lead-messages',
        variables: { request_id: 'r1', message: 'Lihat', file: image },
        meta: { outbox: { text: 'Balasan: Lihat' } },
      }),
    );
    const [change] = outbox.all();
    expect(Object.keys(change.values).sort()).toEqual(['image_url', 'message', 'request_id']);
    expect(isKeptPhoto(change.values.image_url)).toBe(true);
    expect(photos.get(change.values.image_url as string)).toBe(image);

    // a device that cannot keep the file: not kept, the call goes as it would (offline: it fails)
    const none = setup(failing(offlineError()), { online: false, photos: null });
    await expect(
      none.provider.create({
        resource: 'lead-messages',
        variables: { request_id: 'r1', message: 'Lihat', file: image },
        meta: { outbox: { text: 'Balasan: Lihat' } },
      }),
    ).rejects.toMatchObject({ offline: true });
    expect(none.outbox.all()).toEqual([]);
  });

  it('keeps an action on one record (read again before it leaves), never one on money', async () => {
    const { provider, outbox, calls } = setup(answered, { online: false });
    const listing = { id: 7, title: 'Rumah Dago' };
    await keptOf(
      provider.custom!({
        url: '',
        method: 'put',
        payload: { status: 'sold' },
        meta: {
          resource: 'listing',
          action: 'sold',
          id: 7,
          outbox: { text: 'Tandai Terjual: Rumah Dago', base: listing },
        },
      }),
    );
    expect(outbox.all()).toMatchObject([
      { operation: 'sold', state: 'retry', tab: '', records: [listing], values: { status: 'sold' } },
    ]);
    expect(calls).toEqual([]);
    // (the payment webhook: a decision on money, never sent later unseen; offline it fails at once)
    await provider.custom!({
      url: '',
      method: 'post',
      payload: {},
      meta: { resource: 'payment', action: 'trigger-webhook', id: 1, outbox: { text: 'x', base: { id: 1 } } },
    });
    expect(calls).toEqual(['custom payment']);
    expect(outbox.all()).toHaveLength(1);
  });

  it("keeps a form's photo on the device when its upload gets no answer; the form holds its reference", async () => {
    const photos = new Map<string, Blob>();
    const lost = setup(failing(new ApiError('no answer', 0)), { photos });
    const photo = new File([new Uint8Array([9])], 'rumah.jpg', { type: 'image/jpeg' });
    const upload = (provider: DataProvider) =>
      provider.custom!({
        url: '',
        method: 'post',
        payload: { file: photo, folder: 'house' },
        meta: { resource: 'uploads', action: 'file', outbox: { text: 'rumah.jpg' } },
      });
    const kept = await keptOf(upload(lost.provider));
    expect(isKeptPhoto(kept.id)).toBe(true);
    expect(photos.get(kept.id)).toBe(photo);
    // (the photo alone is no change: the save that holds it is)
    expect(lost.outbox.all()).toEqual([]);
    // refused by the service: said as it is, nothing kept
    const refused = setup(failing(new ApiError('Berkas terlalu besar', 413)), { photos });
    await expect(upload(refused.provider)).rejects.toThrow('Berkas terlalu besar');
    expect(photos.size).toBe(1);
  });

  it('keeps nothing for no one: signed out, the call fails as it did', async () => {
    const { provider, outbox } = setup(failing(offlineError()), { online: false, signedIn: false });
    await expect(
      provider.create({ resource: 'house-type', variables: {}, meta: { outbox: { text: 'T' } } }),
    ).rejects.toMatchObject({ offline: true });
    expect(outbox.all()).toEqual([]);
  });

  it('waits as plain data only: a file not yet sent (a Blob) cannot be kept as it is', () => {
    expect(isKeepable({ name: 'Ruko', photos: ['https://x/a.jpg'], n: 2, ok: true, none: null })).toBe(true);
    expect(isKeepable({ photo: new Blob(['x']) })).toBe(false);
    expect(isKeepable({ nested: [{ file: new File(['x'], 'a.jpg') }] })).toBe(false);
    expect(isKeepable({ at: new Date() })).toBe(false);
  });
});
