import { MessageChannel } from 'node:worker_threads';

import { afterEach, describe, expect, it } from 'vitest';

import { callsTo, serveCalls } from '../../../src/mocks/backend-rpc';

type End = Parameters<typeof serveCalls>[0];

const open: { close(): void }[] = [];
afterEach(() => open.splice(0).forEach((port) => port.close()));

/** A page and its backend worker, joined by a channel (Node's, as the browser's). */
function pair(calls: Parameters<typeof serveCalls>[1]) {
  const { port1, port2 } = new MessageChannel();
  open.push(port1, port2);
  const tell = serveCalls(port2 as unknown as End, calls);
  return { page: callsTo(port1 as unknown as End), tell };
}

/** A record as the demo store hands it out: the change tracker's proxy, which a message cannot carry. */
const tracked = <T extends object>(record: T): T => new Proxy(record, {});

describe("the demo page's calls into its backend worker (src/mocks/backend-rpc.ts)", () => {
  it('answers a call with a plain copy of what it returns, the store proxies too', async () => {
    const { page } = pair({
      find: (id: string) => tracked({ id, photos: tracked(['a.jpg']), price: 1_250_000_000 }),
      nothing: () => undefined,
    });
    await expect(page.call('find', ['HL-1'])).resolves.toEqual({
      id: 'HL-1',
      photos: ['a.jpg'],
      price: 1_250_000_000,
    });
    await expect(page.call('nothing')).resolves.toBeUndefined();
  });

  it('rejects a call that fails or that the worker does not have, with its words', async () => {
    const { page } = pair({
      fail: async () => {
        throw new Error('Data demo tidak dapat disimpan');
      },
    });
    await expect(page.call('fail')).rejects.toThrow('Data demo tidak dapat disimpan');
    await expect(page.call('gone')).rejects.toThrow('Tidak ada panggilan "gone"');
  });

  it("tells the page of the worker's events, as plain copies, until it stops listening", async () => {
    const { page, tell } = pair({});
    const heard: unknown[] = [];
    const stop = page.on('notification', (data) => heard.push(data));
    tell('notification', tracked({ _id: 'n1', text: 'Lead baru dari Budi' }));
    await expect.poll(() => heard).toEqual([{ _id: 'n1', text: 'Lead baru dari Budi' }]);
    stop();
    tell('notification', { _id: 'n2' });
    // a later call's answer comes after the event would have
    const { page: other } = pair({ ping: () => 'pong' });
    await other.call('ping');
    expect(heard).toHaveLength(1);
  });

  it('hands over a port beside the call: the worker answers on it', async () => {
    let received: unknown;
    const { page } = pair({
      connect: (port: MessagePort) => {
        port.onmessage = (event) => port.postMessage({ answered: event.data });
      },
    });
    const { port1, port2 } = new MessageChannel();
    open.push(port1, port2);
    await page.call('connect', [], [port1 as unknown as Transferable]);
    port2.on('message', (data) => (received = data));
    port2.postMessage('GET /house-list');
    await expect.poll(() => received).toEqual({ answered: 'GET /house-list' });
  });
});
