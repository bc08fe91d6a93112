import { addDaysIso, beforeAnchor, isoDaysAgo } from '../lib/dates';
import { createRng } from '../lib/random';
import { emailFor, phoneNumber } from '../lib/text';
import type { Lead, LeadMessage, Listing, Schedule, ScheduleStatus } from '../types';
import { personName } from './names';

export const LEAD_COUNT = 450;
/** Leads reach back this far: the analytics' two 90-day periods each have theirs. */
const LEAD_DAYS = 180;
export const SCHEDULE_COUNT = 90;

/**
 * The team's week as the agenda shows it, on top of the visits spread over two months: from yesterday
 * to six days ahead (day offset, local time 'HH:mm', a 'cancelled' one among them), two at one time.
 */
const AGENDA_WEEK: readonly (readonly [number, string, ScheduleStatus?])[] = [
  [-1, '09:00', 'done'],
  [-1, '10:30', 'done'],
  [-1, '13:00', 'cancelled'],
  [-1, '15:30', 'done'],
  [0, '09:00'],
  [0, '09:00'],
  [0, '11:30'],
  [0, '14:00'],
  [0, '15:00', 'cancelled'],
  [0, '16:00'],
  [1, '10:00'],
  [1, '10:00'],
  [1, '13:30'],
  [1, '15:00'],
  [2, '09:30'],
  [2, '14:00'],
  [3, '11:00'],
  [4, '10:00'],
  [4, '16:00'],
  [5, '09:00'],
  [6, '13:00'],
];

export const LEAD_NOTES = [
  'Apakah harga masih bisa nego?',
  'Saya tertarik, mohon info jadwal survei.',
  'Apakah bisa KPR? Bank apa saja yang bekerja sama?',
  'Mohon dikirimkan foto tambahan bagian dalam rumah.',
  'Lokasi tepatnya di mana? Apakah dekat sekolah?',
  'Harga sudah termasuk biaya balik nama?',
  'Apakah bisa dicicil bertahap ke developer?',
  'Sertifikat sudah pecah per unit?',
  'Saya ingin survei akhir pekan ini, bisa?',
  'Apakah lingkungannya bebas banjir?',
];

const CUSTOMER_MESSAGES = [
  'Halo, apakah unit ini masih tersedia?',
  'Boleh minta denah rumahnya?',
  'Terima kasih infonya, saya diskusikan dengan keluarga dulu.',
  'Kalau harga segitu bisa turun sedikit?',
  'Sabtu jam 10 pagi saya bisa datang.',
];

const ADMIN_MESSAGES = [
  'Halo, unit masih tersedia. Kapan Bapak/Ibu bisa survei?',
  'Denah dan foto sudah kami kirim lewat WhatsApp ya.',
  'Harga masih bisa dinegosiasikan langsung dengan pemilik.',
  'Baik, jadwal survei kami catat. Terima kasih!',
  'Untuk KPR bisa melalui BCA, Mandiri, dan BTN.',
];

function leadTargets(listings: readonly Listing[]): Listing[] {
  return listings.filter((listing) => listing.status !== 'inactive');
}

export function seedLeads(
  anchor: Date,
  listings: readonly Listing[],
): { leads: Lead[]; messages: LeadMessage[] } {
  const rng = createRng(303);
  // Leads cluster on a subset of the listings, as in real life.
  const targets = rng.sample(leadTargets(listings), 90);
  const leads: Lead[] = [];
  const messages: LeadMessage[] = [];
  for (let i = 0; i < LEAD_COUNT; i += 1) {
    const listing = rng.pick(targets);
    const name = personName(rng.pick);
    const createdDaysAgo =
      rng.next() * Math.min(LEAD_DAYS, (anchor.getTime() - Date.parse(listing.created_at)) / 86_400_000);
    const lead: Lead = {
      _id: rng.objectId(),
      property_id: listing.id,
      title: listing.title,
      name,
      phone: phoneNumber(rng),
      email: emailFor(name, rng),
      note: rng.pick(LEAD_NOTES),
      status: rng.weighted([
        ['new', 5],
        ['contacted', 4],
        ['closed', 2],
      ] as const),
      agent_id: listing.agent_id,
      created_at: isoDaysAgo(anchor, createdDaysAgo),
    };
    leads.push(lead);
    let at = lead.created_at;
    const count = rng.int(0, 4);
    for (let m = 0; m < count; m += 1) {
      // a reply follows the one before, never after the seed's moment (a chat dated later than the
      // clock would sort above the reply a person sends now)
      at = beforeAnchor(at, addDaysIso(at, rng.next() * 0.8 + 0.01), anchor);
      const fromCustomer = m % 2 === 0;
      messages.push({
        _id: rng.objectId(),
        request_id: lead._id,
        message: fromCustomer ? rng.pick(CUSTOMER_MESSAGES) : rng.pick(ADMIN_MESSAGES),
        image_url: '',
        sender: fromCustomer ? 'customer' : 'admin',
        sender_name: fromCustomer ? name : listing.agent_name,
        sender_id: fromCustomer ? lead._id : listing.agent_id,
        created_at: at,
      });
    }
  }
  return { leads, messages };
}

export function seedSchedules(anchor: Date, listings: readonly Listing[]): Schedule[] {
  const rng = createRng(304);
  const targets = listings.filter((listing) => listing.status === 'active');
  const notes = [
    'Survei pertama',
    'Bawa dokumen KPR',
    'Minta bertemu pemilik',
    'Survei ulang bersama keluarga',
    '',
  ];
  const schedules: Schedule[] = [];
  for (let i = 0; i < SCHEDULE_COUNT; i += 1) {
    const listing = rng.pick(targets);
    // From 30 days ago to 30 days ahead, at office hours (09.00-16.00 WIB = 02-09 UTC).
    const dayOffset = rng.int(-30, 30);
    const date = new Date(anchor.getTime() + dayOffset * 86_400_000);
    date.setUTCHours(rng.int(2, 9), rng.pick([0, 30]), 0, 0);
    const status: ScheduleStatus =
      dayOffset >= 0 ? (rng.chance(0.9) ? 'scheduled' : 'cancelled') : rng.chance(0.8) ? 'done' : 'cancelled';
    schedules.push({
      _id: rng.objectId(),
      property_id: listing.id,
      title: listing.title,
      customer_name: personName(rng.pick),
      phone: phoneNumber(rng),
      date: date.toISOString(),
      status,
      note: rng.pick(notes),
      agent_id: listing.agent_id,
      created_at: isoDaysAgo(anchor, Math.max(1, -dayOffset) + rng.int(1, 10)),
    });
  }
  // a generator of its own: the visits above stay as they were
  const week = createRng(305);
  for (const [dayOffset, time, status = 'scheduled'] of AGENDA_WEEK) {
    const listing = week.pick(targets);
    const [hour, minute] = time.split(':').map(Number);
    const date = new Date(
      anchor.getFullYear(),
      anchor.getMonth(),
      anchor.getDate() + dayOffset,
      hour,
      minute,
    );
    schedules.push({
      _id: week.objectId(),
      property_id: listing.id,
      title: listing.title,
      customer_name: personName(week.pick),
      phone: phoneNumber(week),
      date: date.toISOString(),
      status,
      note: week.pick(notes),
      agent_id: listing.agent_id,
      created_at: isoDaysAgo(anchor, Math.max(1, -dayOffset) + week.int(1, 10)),
    });
  }
  return schedules;
}
