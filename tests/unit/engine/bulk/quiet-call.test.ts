import { describe, expect, it, vi } from 'vitest';

import type { CallOptions, HttpClient } from '../../../../src/http/client';
import { createDataProvider } from '../../../../src/providers/data-provider';
import { findResource } from '../../../../src/resources';

/** A data provider on a recording client that answers 200 to everything. */
function recorded() {
  const sent: CallOptions[] = [];
  const http: HttpClient = {
    call: async (options) => {
      sent.push(options);
      return { status: 200, data: { status: 200, data: {} } };
    },
  };
  const announce = vi.fn();
  const provider = createDataProvider({
    http,
    findResource,
    sessionParams: () => ({}),
    announce,
    apiUrl: '/api',
  });
  return { provider, sent, announce };
}

describe('a call of a bulk run or of a page going away', () => {
  it('a quiet call shows no message of its own (the run shows one with the count)', async () => {
    const { provider, announce } = recorded();
    await provider.deleteOne({ resource: 'listing', id: 'a', meta: { quiet: true } });
    expect(announce).not.toHaveBeenCalled();
    await provider.deleteOne({ resource: 'listing', id: 'b' });
    expect(announce).toHaveBeenCalledWith('Data berhasil dihapus.');
  });

  it('a keepalive call asks the client for a request that outlives the page', async () => {
    const { provider, sent } = recorded();
    await provider.custom?.({
      url: '',
      method: 'put',
      payload: { status: 'pending' },
      meta: { resource: 'listing', action: 'status', id: 'a', keepalive: true, quiet: true },
    });
    await provider.deleteOne({ resource: 'listing', id: 'b' });
    expect(sent.map((call) => [call.method, call.path, call.keepalive])).toEqual([
      ['put', '/house-list/status/a', true],
      ['delete', '/house-list/b', false],
    ]);
  });
});
