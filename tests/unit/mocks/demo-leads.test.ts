// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import { DEMO_ACCOUNTS } from '../../../src/mocks/accounts';

const admin = DEMO_ACCOUNTS[0].auth_id;

/** The demo's store and lead feed as a fresh page load has them (module state starting again). */
async function freshPage() {
  vi.resetModules();
  const { db } = await import('../../../src/mocks/db');
  const { createDemoLead } = await import('../../../src/mocks/socket/store-backend');
  return { db, createDemoLead };
}

describe("the demo's live leads", () => {
  it('saves each as a lead of its own, named by its notification (listing and lead)', async () => {
    const { db, createDemoLead } = await freshPage();
    const before = db.leads.length;
    const notes = [createDemoLead(admin), createDemoLead(admin), createDemoLead(admin)];
    expect(db.leads).toHaveLength(before + 3);
    for (const notification of notes) {
      const lead = db.leads.find((one) => one._id === notification.request_id);
      const listing = db.listings.find((one) => one.id === notification.property_id);
      expect(lead?.property_id).toBe(listing?.id);
      expect(notification.house_id).toBe(listing?.house_id);
      expect(notification.text).toBe(
        `Lead baru dari ${lead?.name} untuk ${listing?.title} (${listing?.house_id}).`,
      );
    }
    expect(new Set(notes.map((one) => one.text)).size).toBe(3);
  });

  it('is not the same lead again after a reload (the bell showed one lead many times)', async () => {
    const first = (await freshPage()).createDemoLead(admin);
    const again = (await freshPage()).createDemoLead(admin);
    expect(again.text).not.toBe(first.text);
  });
});
