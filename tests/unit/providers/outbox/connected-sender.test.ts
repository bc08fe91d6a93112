// The outbox's sender is made with the providers (providers/index.ts), not by a screen: with no React
// drawn at all, a change a gone page left is sent once a session is there, through the data provider,
// and what it did is kept for the first to listen; what failed is told to whoever listens.
import { describe, expect, it } from 'vitest';

import { db } from '../../../../src/mocks/db';
import type { DueReport } from '../../../../src/providers/outbox/outbox-sender';
import { buildProviders, signIn, SUPERADMIN, withDemoBackend } from '../../support/app';
import { keptDelete, testOutbox } from '../../support/outbox';

const { requests } = withDemoBackend();
/** The first report of the due sends, heard after the fact (no one listened while it was made). */
const firstReport = () =>
  new Promise<DueReport>((resolve) => {
    const stop = testOutbox().dueReports.subscribe((report) => {
      stop();
      resolve(report);
    });
  });
const deletes = () =>
  requests
    .filter((request) => request.method === 'DELETE')
    .map((request) => new URL(request.url).pathname);

describe('the sender the providers connect', () => {
  it('sends a delete a gone page left once a session is there, with no screen drawn, once', async () => {
    const providers = buildProviders();
    signIn(providers.store, SUPERADMIN);
    const session = providers.store.read()!;
    const [area] = db.specialAreas;
    keptDelete([{ id: area._id, name: area.name }], session, {
      resource: 'special-area',
      text: `Hapus Area Populer: ${area.name}`,
    });
    const heard: unknown[] = [];
    const stop = testOutbox().failures.subscribe((error) => heard.push(error));

    // nothing asked it to send: the session did
    const report = await firstReport();

    expect(report?.sent.map((change) => change.text)).toEqual([`Hapus Area Populer: ${area.name}`]);
    expect(deletes()).toEqual([`/demo-api/main/special-area/${area._id}`]);
    expect(db.specialAreas.some((one) => one._id === area._id)).toBe(false);
    expect(testOutbox().outbox().all()).toEqual([]);
    expect(heard).toEqual([]);
    stop();
  });

  it('tells a refusal to whoever listens (a change of a gone page: not one made now), and keeps it with the server words', async () => {
    const providers = buildProviders();
    signIn(providers.store, SUPERADMIN);
    keptDelete([{ id: 'no-such-area', name: 'Tidak Ada' }], providers.store.read()!, {
      resource: 'special-area',
      text: 'Hapus Area Populer: Tidak Ada',
    });
    const heard: [number | undefined, boolean][] = [];
    const stop = testOutbox().failures.subscribe((error, own) =>
      heard.push([(error as { statusCode?: number }).statusCode, own]),
    );

    const report = await firstReport();
    stop();

    expect(deletes()).toEqual(['/demo-api/main/special-area/no-such-area']);
    expect(heard).toEqual([[404, false]]);
    expect(report?.failed.map((change) => change.text)).toEqual(['Hapus Area Populer: Tidak Ada']);
    const [kept] = testOutbox().outbox().all();
    expect([kept.state, kept.error]).toEqual(['failed', 'Area populer tidak ditemukan']);
  });
});
