/** A notification as the socket and GET /notification/{auth_id} send it (docs/contract.md section 3). */
export interface NotificationItem {
  _id: string;
  text: string;
  read: boolean;
  created_at: string;
  user_id: string;
  /** What it is about (`lead`, `listing`, ...), when the server says. */
  type?: string;
  /** The other plain fields it came with (`property_id`, `house_id`...): the record it names, if any. */
  refs?: Record<string, string>;
}

/**
 * The realtime socket's state:
 * - `offline`: nobody is signed in (or nothing listens), no socket;
 * - `connecting`: the first connection of this session is being made;
 * - `connected`: events flow;
 * - `reconnecting`: the connection dropped (or never came up) and socket.io retries every 1-5 s;
 * - `rejected`: the server refused the token or cut the session: the disconnect flag is raised.
 */
export type ConnectionStatus = 'offline' | 'connecting' | 'connected' | 'reconnecting' | 'rejected';

/** Why the disconnect flag of docs/contract.md section 4 was raised. */
export type DisconnectReason =
  /** The socket's handshake was refused (the server's auth middleware rejected the access token). */
  | 'token-rejected'
  /** The server closed a live socket on purpose ("io server disconnect"): the session was revoked. */
  | 'server-disconnect';

export interface DisconnectFlag {
  reason: DisconnectReason;
  /** The server's text, when it sent one. */
  message: string;
}

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function readFlag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1;
}

/** A notification from the wire, or null when it has no id. Its text is kept as plain text. */
export function toNotification(value: unknown): NotificationItem | null {
  if (!isRecord(value)) return null;
  const _id = idOf(value._id) ?? idOf(value.id);
  if (!_id) return null;
  const created = value.created_at ?? value.createdAt;
  const refs: Record<string, string> = {};
  for (const [key, field] of Object.entries(value)) {
    const plain = idOf(field);
    if (plain && !READ_FIELDS.has(key)) refs[key] = plain;
  }
  const type = idOf(value.type);
  return {
    _id,
    text: typeof value.text === 'string' ? value.text : value.text == null ? '' : String(value.text),
    read: readFlag(value.read),
    created_at: typeof created === 'string' && created !== '' ? created : new Date().toISOString(),
    user_id: idOf(value.user_id) ?? '',
    ...(type ? { type } : {}),
    ...(Object.keys(refs).length > 0 ? { refs } : {}),
  };
}

/** The fields a notification is read from; any other plain field is kept in `refs`. */
const READ_FIELDS = new Set(['_id', 'id', 'text', 'read', 'created_at', 'createdAt', 'user_id', 'type']);

/** What a `listen-notification` payload carries: one new notification, or a list (the answer to `all-notification`). */
export type NotificationPayload =
  { kind: 'one'; item: NotificationItem } | { kind: 'list'; items: NotificationItem[]; unread?: number };

function itemsOf(values: unknown[]): NotificationItem[] {
  return values.map(toNotification).filter((item): item is NotificationItem => item !== null);
}

/** A count from the wire (`count-unread`, `count_unread`), or null when it is not a count. */
export function toCount(value: unknown): number | null {
  const raw = isRecord(value) ? (value.count ?? value.count_unread ?? value.data) : value;
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

/**
 * Reads a `listen-notification` payload. docs/contract.md names it "notification data" only, so every shape a
 * server may send is accepted: a notification, a list, or a list body `{ data: [...], count_unread }`.
 */
export function readNotificationPayload(value: unknown): NotificationPayload | null {
  if (Array.isArray(value)) return { kind: 'list', items: itemsOf(value) };
  if (!isRecord(value)) return null;
  if (Array.isArray(value.data)) {
    return { kind: 'list', items: itemsOf(value.data), unread: toCount(value.count_unread) ?? undefined };
  }
  const one = toNotification(isRecord(value.data) ? value.data : value);
  return one ? { kind: 'one', item: one } : null;
}

/** The body of GET /notification/{auth_id} (docs/contract.md section 3). */
export interface NotificationListPage {
  items: NotificationItem[];
  /** Notifications on this page. */
  count: number;
  countUnread: number | null;
  /** Notifications of the user in all (the pagination total). */
  documentCount: number;
  totalPage: number;
}

/** Reads a notification list body, tolerating the data provider's unwrapping of `data`. */
export function readNotificationListPage(body: unknown, pageSize: number): NotificationListPage {
  const record = isRecord(body) ? body : {};
  const rows = Array.isArray(record.data) ? record.data : Array.isArray(body) ? body : [];
  const items = itemsOf(rows);
  const documentCount = toCount(record.document_count) ?? items.length;
  return {
    items,
    count: toCount(record.count) ?? items.length,
    countUnread: toCount(record.count_unread),
    documentCount,
    totalPage: toCount(record.totalPage) ?? Math.max(1, Math.ceil(documentCount / Math.max(1, pageSize))),
  };
}
