import { resourceModules } from '../../resources/declared';
import { findAccountByEmail } from '../accounts';
import { db, newId } from '../db';
import { type Body, type Caller, type Method, text } from '../lib/http';
import type { ActivityLog, ActivityModule } from '../types';

/** A change a call is about to make, as the service's log names it. */
interface Entry {
  action: string;
  module: ActivityModule;
  /** What was done, after the person's name ("menyetujui listing HL-000104 ..."). */
  what: string;
  /** Who, when the call carries no token (the sign-in). */
  actor?: string;
}

/** A call as the log reads it: method, path (without the service's base), the body sent and who sent it. */
export interface LoggedCall {
  method: Method;
  path: string;
  body: Body;
  caller: Caller;
}

const decision = (status: unknown): 'approve' | 'reject' | undefined =>
  status === 'approved' || status === 'active'
    ? 'approve'
    : status === 'rejected' || status === 'inactive'
      ? 'reject'
      : undefined;

function listingName(id: string): string {
  const listing = db.listings.find((one) => one.id === id);
  return listing ? `listing ${listing.house_id} "${listing.title}"` : `listing ${id}`;
}

const VERBS = { post: 'menambahkan', put: 'mengubah', delete: 'menghapus' } as const;
const ACTIONS = { post: 'create', put: 'update', delete: 'delete' } as const;

/** The Master Data lists by their path, named by their declaration (its `logName`, else its label). */
const MASTER = new Map(
  resourceModules.flatMap(({ resource }) =>
    resource.group === 'master-data' && resource.list
      ? [
          [
            resource.list.path.replace(/^\/+/, ''),
            resource.logName ?? (resource.label ?? resource.name).toLowerCase(),
          ],
        ]
      : [],
  ),
);

/** A plain create, update or delete of a record named `what`. */
function crud(method: Method, module: ActivityModule, what: string): Entry | null {
  if (method === 'get') return null;
  return { action: ACTIONS[method], module, what: `${VERBS[method]} ${what}` };
}

/** The entry a call makes in the log, or null for a call the log does not record (a read, an upload). */
function entryOf({ method, path, body }: LoggedCall): Entry | null {
  const [first = '', second = '', third = ''] = path.replace(/^\/+/, '').split('/').map(decodeURIComponent);
  switch (first) {
    case 'api': {
      const account = second === 'login' ? findAccountByEmail(text(body.email)) : undefined;
      return account
        ? { action: 'login', module: 'Auth', what: 'masuk ke back-office', actor: account.name }
        : null;
    }
    case 'house-list': {
      if (second === 'status') {
        const verdict = decision(body.status);
        const what = listingName(third);
        if (verdict === 'approve')
          return { action: 'approve', module: 'Listing', what: `menyetujui ${what}` };
        if (verdict === 'reject') return { action: 'reject', module: 'Listing', what: `menolak ${what}` };
        return {
          action: 'update',
          module: 'Listing',
          what: `mengubah status ${what} menjadi ${text(body.status)}`,
        };
      }
      if (second === 'upload-csv')
        return { action: 'upload', module: 'Listing', what: 'mengunggah CSV listing' };
      if (method === 'put' && body.sold === true)
        return { action: 'update', module: 'Listing', what: `menandai terjual ${listingName(second)}` };
      if (method === 'post') return crud(method, 'Listing', `listing "${text(body.title)}"`);
      return crud(method, 'Listing', listingName(second));
    }
    case 'premium-ads':
      return second === 'excel'
        ? { action: 'upload', module: 'Listing', what: 'mengunggah analitik iklan premium' }
        : crud(method, 'Listing', 'iklan premium');
    case 'request-cust':
      return crud(method, 'Leads', 'lead');
    case 'message-request':
      return { action: 'reply', module: 'Leads', what: 'membalas pesan lead' };
    case 'schedule-house-list':
      return crud(method, 'Schedule', 'jadwal kunjungan');
    case 'bi-checking': {
      const verdict = decision(body.status);
      const check = db.biChecking.find((one) => one._id === third);
      const who = check ? ` atas nama ${check.name}` : '';
      if (!verdict) return null;
      return {
        action: verdict,
        module: 'BI Checking',
        what: `${verdict === 'approve' ? 'menyetujui' : 'menolak'} BI checking${who}`,
      };
    }
    case 'withdrawal': {
      const verdict = decision(body.status);
      const withdrawal = db.withdrawals.find((one) => one.id === second);
      const whose = withdrawal ? ` ${withdrawal.agent_name}` : '';
      if (!verdict) return null;
      return {
        action: verdict,
        module: 'Withdrawal',
        what: `${verdict === 'approve' ? 'menyetujui' : 'menolak'} penarikan dana${whose}`,
      };
    }
    case 'webhook':
      return {
        action: 'webhook',
        module: 'Payment',
        what: `memicu webhook pembayaran ${text(body.order_id)}`,
      };
    case 'notification':
      return method === 'post'
        ? { action: 'blast', module: 'Notification', what: 'mengirim notifikasi' }
        : null;
    default: {
      const master = MASTER.get(first);
      if (!master) return null;
      if (second === 'add')
        return { action: 'create', module: 'Master Data', what: 'menambahkan kelurahan ke area indikator' };
      return crud(method, 'Master Data', master);
    }
  }
}

/** Where a demo browser's calls come from: one address per person, in a block of an Indonesian ISP. */
function ipOf(actor: string): string {
  let hash = 0;
  for (const char of actor) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `114.124.${hash % 256}.${((hash >>> 8) % 254) + 1}`;
}

/** The browser a call came from, as a log records it. */
export function userAgentOf(request: Request): string {
  const sent = request.headers.get('user-agent');
  if (sent) return sent;
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** When this page last wrote an entry (ms). */
let lastLoggedAt = 0;

/**
 * When an entry is written: now, and after the last one written here, so that two calls of one
 * millisecond keep their order in a list of the newest first (as a service's insertion order does).
 */
function loggedAt(): string {
  lastLoggedAt = Math.max(Date.now(), lastLoggedAt + 1);
  return new Date(lastLoggedAt).toISOString();
}

/**
 * Takes note of a call before it is answered (a removed record is named while it is still there);
 * the returned function writes the entry once the call has succeeded. Null for a call not logged.
 */
export function noteActivity(call: LoggedCall, userAgent: string): (() => void) | null {
  const entry = entryOf(call);
  if (!entry) return null;
  const actor = entry.actor ?? call.caller.name;
  if (!actor) return null;
  return () => {
    const log: ActivityLog = {
      _id: newId(),
      user_name: actor,
      action: entry.action,
      module: entry.module,
      ip: ipOf(actor),
      user_agent: userAgent,
      description: `${actor} ${entry.what}`,
      created_at: loggedAt(),
    };
    db.activity.push(log);
  };
}
