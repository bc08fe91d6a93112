import { isoDaysAgo } from '../lib/dates';
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

/** Agents whose listings draw the leads: a busy team, as the dashboard's per-agent figures show it. */
const LEAD_AGENTS = 12;
const MINUTE_DAYS = 1 / (24 * 60);

/**
 * The listings that draw leads: on sale, owned by the agents with the most of them (a dozen agents
 * carry an agency's leads), at most 90 of them.
 */
function leadTargets(listings: readonly Listing[], rng: ReturnType<typeof createRng>): Listing[] {
  const open = listings.filter((listing) => listing.status !== 'inactive');
  const owned = new Map<string, number>();
  for (const listing of open) owned.set(listing.agent_id, (owned.get(listing.agent_id) ?? 0) + 1);
  const busiest = new Set(
    [...owned]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, LEAD_AGENTS)
      .map(([agent]) => agent),
  );
  const theirs = open.filter((listing) => busiest.has(listing.agent_id));
  return rng.sample(theirs, Math.min(90, theirs.length));
}

/**
 * How fast an agent answers a first message, as a median in minutes: a few answer within the quarter
 * hour, most within one or two hours, one or two take half a day.
 */
const ANSWER_MEDIANS = [8, 15, 25, 40, 60, 90, 120, 180, 300, 600] as const;

/** A standard normal draw (Box-Muller) from the seed's generator. */
function normal(rng: ReturnType<typeof createRng>): number {
  const u = Math.max(rng.next(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/** WIB hours in which agents answer; a lead that comes at night waits for the morning. */
const WORK_START_UTC = 1; // 08.00 WIB
const WORK_END_UTC = 14; // 21.00 WIB

/** `at` moved into working hours (WIB): a night's lead is seen from eight in the morning. */
function inWorkingHours(at: number, rng: ReturnType<typeof createRng>): number {
  const date = new Date(at);
  const hour = date.getUTCHours();
  if (hour >= WORK_START_UTC && hour < WORK_END_UTC) return at;
  const morning = new Date(date);
  if (hour >= WORK_END_UTC) morning.setUTCDate(morning.getUTCDate() + 1);
  morning.setUTCHours(WORK_START_UTC, rng.int(0, 50), 0, 0);
  return morning.getTime();
}

/**
 * Leads over six months, and their conversations: the lead's question, sometimes a first message of
 * the customer's, then the agent's first answer after a delay drawn around the agent's own median
 * (in working hours), then a few more messages. About one lead in ten is never answered; a recent one
 * may still wait (its answer would come after now).
 */
export function seedLeads(
  anchor: Date,
  listings: readonly Listing[],
): { leads: Lead[]; messages: LeadMessage[] } {
  const rng = createRng(303);
  const targets = leadTargets(listings, rng);
  const speed = new Map<string, number>();
  const agents = [...new Set(targets.map((listing) => listing.agent_id))].sort();
  agents.forEach((agent, index) => speed.set(agent, ANSWER_MEDIANS[index % ANSWER_MEDIANS.length]));
  const leads: Lead[] = [];
  const messages: LeadMessage[] = [];
  for (let i = 0; i < LEAD_COUNT; i += 1) {
    const listing = rng.pick(targets);
    const name = personName(rng.pick);
    const createdDaysAgo =
      rng.next() * Math.min(LEAD_DAYS, (anchor.getTime() - Date.parse(listing.created_at)) / 86_400_000);
    const created_at = isoDaysAgo(anchor, createdDaysAgo);
    const message = (fromCustomer: boolean, at: number): LeadMessage => ({
      _id: rng.objectId(),
      request_id: lead._id,
      message: fromCustomer ? rng.pick(CUSTOMER_MESSAGES) : rng.pick(ADMIN_MESSAGES),
      image_url: '',
      sender: fromCustomer ? 'customer' : 'admin',
      sender_name: fromCustomer ? name : listing.agent_name,
      sender_id: fromCustomer ? lead._id : listing.agent_id,
      created_at: new Date(at).toISOString(),
    });
    const lead: Lead = {
      _id: rng.objectId(),
      property_id: listing.id,
      title: listing.title,
      name,
      phone: phoneNumber(rng),
      email: emailFor(name, rng),
      note: rng.pick(LEAD_NOTES),
      status: 'new',
      agent_id: listing.agent_id,
      agent_name: listing.agent_name,
      created_at,
    };
    leads.push(lead);
    const asked = Date.parse(created_at);
    const thread: LeadMessage[] = [];
    // half the customers write again a few minutes after the form
    if (rng.chance(0.5)) thread.push(message(true, asked + rng.int(1, 20) * 60_000));
    const typical = speed.get(listing.agent_id) ?? 60;
    // log-normal around the agent's median: most answers near it, a few much later
    const delayDays = Math.max(1, typical * Math.exp(normal(rng) * 0.8)) * MINUTE_DAYS;
    const answeredAt = inWorkingHours(asked + delayDays * 86_400_000, rng);
    const answered = !rng.chance(0.1) && answeredAt < anchor.getTime();
    if (answered) {
      lead.status = rng.chance(0.3) ? 'closed' : 'contacted';
      thread.push(message(false, answeredAt));
      // the demo's service computes the first answer: the lead's clock reads no thread for it
      lead.first_reply_at = new Date(answeredAt).toISOString();
      let at = Math.max(...thread.map((one) => Date.parse(one.created_at)));
      for (let m = 0, more = rng.int(0, 3); m < more; m += 1) {
        const next = at + (rng.next() * 0.8 + 0.01) * 86_400_000;
        if (next >= anchor.getTime()) break;
        thread.push(message(m % 2 === 0, next));
        at = next;
      }
    }
    messages.push(...thread.sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at)));
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
