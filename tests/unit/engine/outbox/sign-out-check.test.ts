import { afterEach, describe, expect, it } from 'vitest';

import { signOutWarnings } from '../../../../src/engine/outbox/sign-out-check';
import { drafts } from '../../../../src/session/drafts';
import { storeOf, testOutbox } from '../../support/outbox';

afterEach(async () => {
  await drafts.discardAll('usr-001');
  window.localStorage.clear();
});

describe("a deliberate sign-out's warnings", () => {
  it('say nothing when nothing would be lost or is on its way', async () => {
    expect(await signOutWarnings('usr-001', testOutbox(), 0)).toEqual([]);
  });

  it("name another tab's unsaved form and the user's changes not yet sent, never another user's", async () => {
    await drafts.write({ user: 'usr-001', resource: 'listing' }, { title: 'Rumah Kebun' });
    await drafts.write({ user: 'usr-002', resource: 'listing' }, { title: 'Rumah Budi' });
    const change = {
      resource: 'listing',
      operation: 'delete',
      records: [{ id: 1 }],
      values: {},
      text: 'Hapus: Rumah 1',
      token: 't',
      tab: 'tab',
      state: 'waiting' as const,
    };
    storeOf(testOutbox()).add({ ...change, author: 'usr-001' });
    storeOf(testOutbox()).add({ ...change, author: 'usr-002' });
    expect(await signOutWarnings('usr-001', testOutbox(), 0)).toEqual([
      '1 formulir belum disimpan di tab lain.',
      'Isian yang belum disimpan dihapus dari perangkat ini saat Anda keluar.',
      // (no page's queue holds it: it stays on the device for the next sign-in, not sent now)
      '1 perubahan belum terkirim tetap tersimpan di perangkat ini dan dikirim setelah Anda masuk lagi.',
    ]);
  });
});
