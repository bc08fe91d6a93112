import { leadClockTexts as texts } from '../../locales/lead-clock';
import { fill } from '../../locales/ui';

/**
 * The lead's clock, pure: when a lead came, when it was first answered, how long it waited, and each
 * agent's figures. The contract fixes none of these fields, so each is read by several names, and a
 * time that cannot be read is never guessed: the wait is then said to be unmeasurable.
 */

type Rec = Record<string, unknown>;

/** When a lead came in (the registry's `created_at` accepts are read first, then these). */
export const RECEIVED_KEYS = ['created_at', 'createdAt', 'date', 'requested_at', 'timestamp'] as const;
/** A first answer the lead itself carries, when the service computes it. */
export const FIRST_ANSWER_KEYS = [
  'first_reply_at',
  'first_response_at',
  'responded_at',
  'answered_at',
  'replied_at',
] as const;
/** When a message was sent. */
export const MESSAGE_TIME_KEYS = ['created_at', 'createdAt', 'sent_at', 'timestamp', 'date'] as const;
/** Who a lead's agent is, by name; its id is read last (shown as is when nothing names them). */
export const AGENT_KEYS = ['agent_name', 'agent.name', 'agent', 'assigned_to'] as const;
const AGENT_ID_KEYS = ['agent_id', 'agent._id', 'agent.id'] as const;

const ANSWERING_ROLES = new Set(['admin', 'agent', 'agen', 'staff', 'owner', 'marketing', 'superadmin']);
const ASKING_ROLES = new Set(['customer', 'pelanggan', 'user', 'member', 'lead', 'buyer', 'client']);

/** A value under a key, a dotted key reading a nested record. */
function valueAt(record: Rec, key: string): unknown {
  if (key in record) return record[key];
  let value: unknown = record;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Rec)[part];
  }
  return value;
}

/** Below this a number is taken for epoch seconds (ms this small would be January 1970). */
const SECONDS_BELOW = 100_000_000_000;

/**
 * A moment in ms, read from epoch seconds, epoch ms, a numeric text of either, an ISO text or a Date;
 * undefined for anything else (an empty text, 0, a text that is no date).
 */
export function readTime(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : undefined;
  let number: number | undefined;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return undefined;
    if (/^\d+(\.\d+)?$/.test(text)) number = Number(text);
    else {
      // a date alone or a time with a zone; Date.parse reads both (a bare local time as local)
      const parsed = Date.parse(text);
      return Number.isFinite(parsed) ? parsed : undefined;
    }
  }
  if (number === undefined || !Number.isFinite(number) || number <= 0) return undefined;
  return number < SECONDS_BELOW ? number * 1000 : number;
}

/** The first readable time under `keys`. */
export function firstTime(record: Rec, keys: readonly string[]): number | undefined {
  for (const key of keys) {
    const time = readTime(valueAt(record, key));
    if (time !== undefined) return time;
  }
  return undefined;
}

const textAt = (record: Rec, key: string): string => {
  const value = valueAt(record, key);
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
};

/** Who wrote a message: the lead's side, the answering side, or unknown (no flag, nothing to compare). */
export type Side = 'asking' | 'answering' | 'unknown';

/**
 * A message's side: its role flag (`sender`, `sender_role`, `from`, `role`), or a boolean `is_admin`
 * / `from_admin`; without either, a sender who is the lead (its id, its name) is the asking side and a
 * sender named otherwise the answering one; a message that names no sender at all is unknown.
 */
export function sideOf(message: Rec, lead: Rec): Side {
  for (const key of ['sender', 'sender_role', 'from', 'role', 'sender_type']) {
    const role = textAt(message, key).toLowerCase();
    if (ANSWERING_ROLES.has(role)) return 'answering';
    if (ASKING_ROLES.has(role)) return 'asking';
  }
  for (const key of ['is_admin', 'from_admin', 'is_agent']) {
    const flag = valueAt(message, key);
    if (typeof flag === 'boolean') return flag ? 'answering' : 'asking';
  }
  const leadId = textAt(lead, 'id') || textAt(lead, '_id');
  const senderId = textAt(message, 'sender_id') || textAt(message, 'sender.id') || textAt(message, 'user_id');
  if (senderId && leadId) return senderId === leadId ? 'asking' : 'answering';
  const leadName = textAt(lead, 'name').toLowerCase();
  const senderName = (textAt(message, 'sender_name') || textAt(message, 'sender.name')).toLowerCase();
  if (senderName && leadName) return senderName === leadName ? 'asking' : 'answering';
  return 'unknown';
}

/** Why a wait cannot be measured (texts.why). */
export type Unmeasured = 'no-time' | 'answer-time' | 'no-sender' | 'no-messages';

export type LeadClock =
  | { state: 'waiting'; received: number; ms: number }
  | { state: 'answered'; received: number; answeredAt: number; ms: number }
  | { state: 'unmeasured'; why: Unmeasured }
  /** Its messages are not read yet (and the lead carries no first answer). */
  | { state: 'reading' };

/**
 * The lead's clock at `now`. `messages` undefined: not read yet; null: they could not be read. A first
 * answer the lead carries wins; else the earliest answer among the messages. An answer without a
 * readable time, or a message from an unknown side while no answer is known, makes the wait
 * unmeasurable rather than wrong; so does an answer dated before the lead.
 */
export function leadClock(lead: Rec, messages: readonly Rec[] | null | undefined, now: number): LeadClock {
  const received = firstTime(lead, RECEIVED_KEYS);
  if (received === undefined) return { state: 'unmeasured', why: 'no-time' };
  const carried = firstTime(lead, FIRST_ANSWER_KEYS);
  if (carried !== undefined && carried >= received)
    return { state: 'answered', received, answeredAt: carried, ms: carried - received };
  if (messages === undefined) return { state: 'reading' };
  if (messages === null) return { state: 'unmeasured', why: 'no-messages' };
  let first: number | undefined;
  let untimedAnswer = false;
  let unknownSide = false;
  for (const message of messages) {
    const side = sideOf(message, lead);
    if (side === 'unknown') unknownSide = true;
    if (side !== 'answering') continue;
    const at = firstTime(message, MESSAGE_TIME_KEYS);
    // an answer before the question is a clock that cannot be trusted
    if (at === undefined || at < received) untimedAnswer = true;
    else first = first === undefined ? at : Math.min(first, at);
  }
  if (untimedAnswer) return { state: 'unmeasured', why: 'answer-time' };
  if (first !== undefined) return { state: 'answered', received, answeredAt: first, ms: first - received };
  if (unknownSide) return { state: 'unmeasured', why: 'no-sender' };
  return { state: 'waiting', received, ms: Math.max(0, now - received) };
}

/** A lead's agent: the name the lead gives, else who first answered it, else the lead's agent id, else ''. */
export function agentOf(lead: Rec, messages: readonly Rec[] | null | undefined): string {
  for (const key of AGENT_KEYS) {
    const value = valueAt(lead, key);
    const name =
      typeof value === 'object' && value !== null ? textAt(value as Rec, 'name') : textAt(lead, key);
    if (name) return name;
  }
  const answers = (messages ?? [])
    .filter((message) => sideOf(message, lead) === 'answering')
    .map((message) => ({ message, at: firstTime(message, MESSAGE_TIME_KEYS) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.at - b.at);
  for (const { message } of answers) {
    const name = textAt(message, 'sender_name') || textAt(message, 'sender.name');
    if (name) return name;
  }
  return agentIdOf(lead);
}

/** The agent id a lead carries ('' when none). */
export function agentIdOf(lead: Rec): string {
  for (const key of AGENT_ID_KEYS) if (textAt(lead, key)) return textAt(lead, key);
  return '';
}

/**
 * Each lead's agent, named alike across leads: a lead that carries only its agent's id takes the name
 * another lead of that id gave (its own or its first answerer's), so one agent is never two rows.
 */
export function agentsOf(
  leads: readonly { lead: Rec; messages: readonly Rec[] | null | undefined }[],
): string[] {
  const agents = leads.map(({ lead, messages }) => agentOf(lead, messages));
  const names = new Map<string, string>();
  leads.forEach(({ lead }, index) => {
    const id = agentIdOf(lead);
    if (id && agents[index] !== id && !names.has(id)) names.set(id, agents[index]);
  });
  return leads.map(({ lead }, index) => {
    const id = agentIdOf(lead);
    return agents[index] === id && id ? (names.get(id) ?? id) : agents[index];
  });
}

/** The middle value (the mean of the two middle ones for an even count); undefined for none. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One agent's figures over a period. */
export interface AgentFigures {
  agent: string;
  /** Leads received in the period. */
  received: number;
  /** Of them, answered (measured or carried). */
  answered: number;
  /** Median ms to the first answer of the answered ones; undefined when none. */
  medianMs: number | undefined;
  /**
   * The share (0 to 1) answered within the threshold, of the leads whose outcome is known: answered,
   * or waiting past the threshold already (one waiting less may still make it: left out). Undefined
   * when no lead's outcome is known.
   */
  withinShare: number | undefined;
  /** Leads whose wait cannot be measured (counted as received, in none of the rest). */
  unmeasured: number;
}

export interface ClockedLead {
  agent: string;
  clock: LeadClock;
}

/** Each agent's figures, the most leads first (then by name); `noAgent` names leads without one. */
export function agentFigures(
  leads: readonly ClockedLead[],
  thresholdMs: number,
  noAgent: string = texts.noAgent,
): AgentFigures[] {
  const byAgent = new Map<string, ClockedLead[]>();
  for (const lead of leads) {
    const agent = lead.agent || noAgent;
    const own = byAgent.get(agent);
    if (own) own.push(lead);
    else byAgent.set(agent, [lead]);
  }
  return [...byAgent]
    .map(([agent, own]) => {
      const answered = own.flatMap(({ clock }) => (clock.state === 'answered' ? [clock.ms] : []));
      const late = own.filter(({ clock }) => clock.state === 'waiting' && clock.ms > thresholdMs).length;
      const decided = answered.length + late;
      return {
        agent,
        received: own.length,
        answered: answered.length,
        medianMs: median(answered),
        withinShare: decided === 0 ? undefined : answered.filter((ms) => ms <= thresholdMs).length / decided,
        unmeasured: own.filter(({ clock }) => clock.state === 'unmeasured' || clock.state === 'reading')
          .length,
      };
    })
    .sort((a, b) => b.received - a.received || a.agent.localeCompare(b.agent, 'id'));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A duration in words, rounded down: "25 menit", "3 jam", "3 jam 20 menit" under 6 hours, "4 hari". */
export function durationWords(ms: number): string {
  if (ms < MINUTE) return texts.lessThanMinute;
  if (ms < HOUR) return fill(texts.minutes, { n: Math.floor(ms / MINUTE) });
  if (ms < DAY) {
    const hours = Math.floor(ms / HOUR);
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    // a few hours are told to the minute; a long wait in hours is precise enough
    return hours < 6 && minutes > 0
      ? fill(texts.hoursMinutes, { h: hours, m: minutes })
      : fill(texts.hours, { n: hours });
  }
  return fill(texts.days, { n: Math.floor(ms / DAY) });
}

/** The clock in words: "Menunggu 3 jam", "Dibalas dalam 25 menit", "Waktu tunggu tidak dapat diukur". */
export function clockWords(clock: LeadClock): string {
  switch (clock.state) {
    case 'waiting':
      return fill(texts.waiting, { duration: durationWords(clock.ms) });
    case 'answered':
      return fill(texts.answered, { duration: durationWords(clock.ms) });
    case 'reading':
      return texts.measuring;
    default:
      return texts.unmeasured;
  }
}

/** The threshold the registry declares for the leads (`answerWithinHours`), in ms; 2 hours by default. */
export const DEFAULT_ANSWER_WITHIN_HOURS = 2;
export const thresholdMs = (hours: number | undefined) => (hours ?? DEFAULT_ANSWER_WITHIN_HOURS) * HOUR;
