import { DEMO_ACCOUNTS } from '../accounts';
import { isoDaysAgo } from '../lib/dates';
import { createRng, type Rng } from '../lib/random';
import { rupiah } from '../lib/text';
import type { Listing, Notification, UserAccount } from '../types';

export const NOTIFICATIONS_PER_ACCOUNT = 40;

type Template = (rng: Rng, listing: Listing, name: string) => readonly [type: string, text: string];

const TEMPLATES: readonly Template[] = [
  (_rng, listing) => ['listing', `Listing baru "${listing.title}" menunggu persetujuan.`],
  (_rng, listing, name) => ['lead', `Lead baru dari ${name} untuk ${listing.house_id}.`],
  (rng, _listing, name) => [
    'payment',
    `Pembayaran paket ${rng.pick(['Silver', 'Gold', 'Platinum'])} oleh ${name} berhasil.`,
  ],
  (rng, _listing, name) => [
    'withdrawal',
    `Permintaan penarikan dana ${rupiah(rng.int(10, 400) * 50_000)} dari ${name}.`,
  ],
  (rng, listing) => [
    'schedule',
    `Jadwal survei ${listing.house_id} besok pukul ${rng.pick(['09.00', '10.30', '13.00', '15.30'])} WIB.`,
  ],
  (_rng, listing) => ['listing', `Listing ${listing.house_id} telah terjual. Selamat!`],
  () => ['system', 'Pemeliharaan sistem terjadwal Minggu pukul 01.00-03.00 WIB.'],
  (_rng, _listing, name) => ['bi-checking', `Pengajuan BI checking atas nama ${name} perlu ditinjau.`],
];

function notification(
  rng: Rng,
  anchor: Date,
  userId: string,
  listings: readonly Listing[],
  names: readonly string[],
): Notification {
  const [type, text] = rng.pick(TEMPLATES)(rng, rng.pick(listings), rng.pick(names));
  const daysAgo = rng.next() * 45;
  return {
    _id: rng.objectId(),
    text,
    // Recent ones are more often unread: about a third overall.
    read: rng.next() < (daysAgo < 10 ? 0.3 : 0.8),
    created_at: isoDaysAgo(anchor, daysAgo),
    user_id: userId,
    type,
  };
}

export function seedNotifications(
  anchor: Date,
  users: readonly UserAccount[],
  listings: readonly Listing[],
): Notification[] {
  const rng = createRng(901);
  const names = users.map((user) => user.name);
  const out: Notification[] = [];
  for (const account of DEMO_ACCOUNTS) {
    for (let i = 0; i < NOTIFICATIONS_PER_ACCOUNT; i += 1)
      out.push(notification(rng, anchor, account.auth_id, listings, names));
  }
  for (const user of users.filter((candidate) => candidate.role === 'agent')) {
    if (DEMO_ACCOUNTS.some((account) => account.auth_id === user.auth_id)) continue;
    out.push(notification(rng, anchor, user.auth_id, listings, names));
  }
  return out;
}
