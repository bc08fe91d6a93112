/**
 * The contract check: signs in to running services through the documented login, calls every
 * documented read (GET) the account's menu may use, a page of 5, and compares each reply with what the
 * registry declares: the success rule, the list envelope, each field found (under which of its names),
 * missing or of another type, and the reply's fields nothing declares. Never sends a write.
 * `npm run contract-check` (scripts/contract-check.mjs) runs it; docs/operations.md, "Connecting to
 * your services".
 */
import { isSuccess } from '../http/success-rules';
import { LOGIN, sessionFromLogin } from '../providers/auth-provider';
import { fillPath, readAction, readList, readOne } from '../providers/request-shaping';
import { registry } from '../resources';
import { canUseAction } from '../resources/access';
import { findAction } from '../resources/find-action';
import { isAbsent, namesOf, readField, valueAt } from '../resources/read-field';
import { menuOf } from '../resources/roles';
import type { FieldDecl, ListOperationDecl, OperationDecl, ResourceDecl } from '../resources/types';
import type { SuccessRule } from '../resources/wire';
import type { Session } from '../session/session';

export interface CheckOptions {
  /** Base URLs of the services (payment and auth default to the main one). */
  api: string;
  payment?: string;
  auth?: string;
  email: string;
  password: string;
  fetch?: typeof fetch;
  /** Today, for the period of a list that asks for one (tests fix it). */
  today?: Date;
}

export type FieldStatus = 'found' | 'missing' | 'other type';

export interface FieldCheck {
  key: string;
  status: FieldStatus;
  /** A missing field whose name the reply has, empty in every record (an optional value nobody filled). */
  emptyAs?: string;
  /** The name the value was found under (`found`, `other type`). */
  foundAs?: string;
  /** What the value is when it is not what the field declares. */
  actualType?: string;
  expectedType?: string;
  tried: readonly string[];
  /** For a missing field: the reply's undeclared names that could be it, likeliest first. */
  candidates: string[];
}

export interface CallCheck {
  resource: string;
  /** `list`, `one` or the action's name. */
  operation: string;
  method: 'GET';
  url: string;
  /** HTTP status, or 0 when no answer came. */
  status: number;
  rule: string;
  ok: boolean;
  /** Why a call was not made (a path value the check cannot know), or why it failed. */
  note?: string;
  skipped?: boolean;
  envelope?: string;
  rows?: number;
  fields: FieldCheck[];
  undeclared: string[];
}

/** A field a write sends beyond the contract, named by the registry (not sent by the check). */
export interface SentField {
  resource: string;
  operation: string;
  method: string;
  path: string;
  field: string;
  /** What it carries and where it is declared, for an integrator renaming or dropping it. */
  note: string;
}

export interface CheckReport {
  signIn: { url: string; status: number; ok: boolean; note?: string; menu?: string };
  calls: CallCheck[];
  /** Fields our writes add to the contract's bodies, from the declarations. */
  sent?: SentField[];
  /** True when the sign-in or any call failed its success rule. */
  failed: boolean;
}

const PAGE_SIZE = 5;

function ruleText(rule: SuccessRule): string {
  switch (rule.kind) {
    case 'http':
      return `HTTP ${rule.status}`;
    case 'body':
      return `body status ${rule.status}`;
    case 'errorNull':
      return 'error null';
    case 'errorsNull':
      return 'errors null';
  }
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  return typeof value === 'object' ? 'object' : typeof value;
}

/** The JSON types a field's declared type accepts (undefined: any). */
function expectedTypes(field: FieldDecl): readonly string[] | undefined {
  switch (field.type) {
    case 'number':
    case 'money':
      return ['number'];
    case 'boolean':
      return ['boolean'];
    case 'images':
    case 'tags':
      return ['list'];
    case 'date':
    case 'datetime':
      return ['string', 'number'];
    case 'select':
    case 'status':
      if (field.reference?.multiple) return ['list'];
      return field.options?.length
        ? [...new Set(field.options.map((option) => typeof option.value))]
        : ['string', 'number', 'boolean'];
    case undefined:
      return field.reference?.multiple ? ['list'] : undefined;
    default:
      return ['string', 'number'];
  }
}

/** The words of a name (`last_request_at`, `lastRequestAt` -> last, request, at). */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const MAX_CANDIDATES = 5;

/**
 * The reply's undeclared names that could hold the field: of its type; those sharing a word with its
 * names when there are any, else the first few of its type.
 */
function candidatesFor(
  field: FieldDecl,
  records: readonly Record<string, unknown>[],
  free: readonly string[],
) {
  const wanted = expectedTypes(field);
  const words = new Set(namesOf(field).flatMap(wordsOf));
  const typed = free
    .filter((name) =>
      records.some((record) => !isAbsent(record[name]) && (!wanted || wanted.includes(typeOf(record[name])))),
    )
    .map((name) => ({ name, score: wordsOf(name).filter((word) => words.has(word)).length }));
  const alike = typed.filter(({ score }) => score > 0).sort((a, b) => b.score - a.score);
  return (alike.length ? alike : typed).slice(0, MAX_CANDIDATES).map(({ name }) => name);
}

/** Each declared field against the records of a reply, and the reply's names nothing declares. */
export function compareFields(fields: readonly FieldDecl[], records: readonly Record<string, unknown>[]) {
  const used = new Set<string>(['id', '_id']);
  const found = fields.map((field) => {
    for (const name of namesOf(field)) used.add(name.split('.')[0]);
    const hits = records.map((record) => readField(record, field)).filter((hit) => hit !== undefined);
    return { field, hits };
  });
  const names = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const undeclared = names.filter((name) => !used.has(name));
  const checks: FieldCheck[] = found.map(({ field, hits }) => {
    const tried = namesOf(field);
    const wanted = expectedTypes(field);
    if (hits.length === 0) {
      const emptyAs = tried.find((name) => records.some((record) => valueAt(record, name) !== undefined));
      return {
        key: field.key,
        status: 'missing',
        emptyAs,
        tried,
        candidates: records.length && !emptyAs ? candidatesFor(field, records, undeclared) : [],
      };
    }
    const foundAs = hits[0].name;
    const wrong = wanted ? hits.find((hit) => !wanted.includes(typeOf(hit.value))) : undefined;
    return wrong
      ? {
          key: field.key,
          status: 'other type',
          foundAs: wrong.name,
          actualType: typeOf(wrong.value),
          expectedType: wanted?.join(' or '),
          tried,
          candidates: [],
        }
      : { key: field.key, status: 'found', foundAs, tried, candidates: [] };
  });
  return { fields: checks, undeclared };
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The query a list is read with: the first page of 5, its period, its filters' starting values. */
function listQueryOf(decl: ResourceDecl, today: Date): Record<string, string> {
  const query: Record<string, string> = { page: '1', limit: String(PAGE_SIZE) };
  if (decl.period) {
    const start = new Date(today.getTime() - (decl.period.defaultDays - 1) * 86_400_000);
    query[decl.period.start] = isoDay(start);
    query[decl.period.end] = isoDay(today);
  }
  return query;
}

/** Path values the check knows: the session's, and each filter's starting value (or first option). */
function pathValuesOf(decl: ResourceDecl, session: Session): Record<string, unknown> {
  const values: Record<string, unknown> = { auth_id: session.auth_id };
  for (const field of decl.fields ?? []) {
    if (!field.filter) continue;
    const value = field.filterDefault ?? field.options?.[0]?.value;
    if (value !== undefined) values[field.key] = value;
  }
  return values;
}

function join(base: string, path: string, query: Record<string, string>): string {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Which envelope a list body has, in the registry's words, and where its rows and count were. */
function envelopeOf(body: unknown): string {
  const layers = isRecord(body) ? (isRecord(body.data) ? [body, body.data] : [body]) : [];
  for (const [depth, layer] of layers.entries()) {
    const at = depth ? 'data.' : '';
    if (Array.isArray(layer.result))
      return `${at}result + ${isRecord(layer.pagination) ? `${at}pagination.total` : 'no pagination.total'}`;
    if (Array.isArray(layer.data)) {
      const counts = ['document_count', 'count', 'total', 'totalPage'].filter(
        (key) => layer[key] !== undefined,
      );
      return `${at}data${counts.length ? ` + ${counts.map((key) => at + key).join(', ')}` : ' (no count)'}`;
    }
  }
  return isRecord(body) ? `object {${Object.keys(body).join(', ')}}` : typeOf(body);
}

/**
 * The fields a record of the reply should carry: not a value the call is made with (a path placeholder,
 * a filter that is neither listed nor typed, e.g. the users list's kind).
 */
function recordFieldsOf(decl: ResourceDecl, op: OperationDecl): FieldDecl[] {
  const inPath = new Set(op.path.match(/\{(\w+)\}/g)?.map((name) => name.slice(1, -1)));
  return (decl.fields ?? []).filter(
    (field) => !inPath.has(field.key) && !(field.filter && field.inList === false && field.inForm === false),
  );
}

/** Runs the check against the services; never throws for what a service answers. */
export async function runContractCheck(options: CheckOptions): Promise<CheckReport> {
  const call = options.fetch ?? fetch;
  const bases = {
    main: options.api,
    payment: options.payment ?? options.api,
    auth: options.auth ?? options.api,
  };
  const today = options.today ?? new Date();

  const signInUrl = join(bases.auth, LOGIN.path, {});
  let session: Session | null = null;
  let signIn: CheckReport['signIn'];
  try {
    const response = await call(signInUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email: options.email, password: options.password }),
    });
    const body = await readJson(response);
    const ok = isSuccess(LOGIN.success, { status: response.status, data: body });
    session = ok ? sessionFromLogin(body, options.email) : null;
    signIn = {
      url: signInUrl,
      status: response.status,
      ok: Boolean(session),
      note: session
        ? undefined
        : isRecord(body) && typeof body.message === 'string'
          ? body.message
          : 'no token in the reply',
    };
  } catch (error) {
    signIn = { url: signInUrl, status: 0, ok: false, note: (error as Error).message };
  }
  if (!session) return { signIn, calls: [], failed: true };
  const menu = menuOf(session);
  signIn.menu = menu;
  const token = session.access_token;

  const get = async (
    decl: ResourceDecl,
    operation: string,
    op: OperationDecl,
    pathValues: Record<string, unknown>,
    query: Record<string, string>,
  ): Promise<{ check: CallCheck; body?: unknown }> => {
    const base: CallCheck = {
      resource: decl.name,
      operation,
      method: 'GET',
      url: op.path,
      status: 0,
      rule: ruleText(op.success),
      ok: false,
      fields: [],
      undeclared: [],
    };
    let path: string;
    try {
      path = fillPath(op.path, pathValues);
    } catch {
      const missing = op.path
        .match(/\{(\w+)\}/g)
        ?.filter((name) => pathValues[name.slice(1, -1)] === undefined);
      return { check: { ...base, ok: true, skipped: true, note: `needs ${missing?.join(', ')}` } };
    }
    const service = op.service ?? decl.service;
    const url = join(bases[service === 'payment' ? 'payment' : 'main'], path, {
      ...op.query,
      ...query,
    } as Record<string, string>);
    try {
      const response = await call(url, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      });
      const body = await readJson(response);
      const ok = isSuccess(op.success, { status: response.status, data: body });
      const message = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
      return { check: { ...base, url, status: response.status, ok, note: ok ? undefined : message }, body };
    } catch (error) {
      return { check: { ...base, url, note: (error as Error).message } };
    }
  };

  const calls: CallCheck[] = [];
  for (const decl of registry) {
    if (!decl.menus.includes(menu)) continue;
    const pathValues = pathValuesOf(decl, session);
    const list = decl.list as ListOperationDecl | undefined;
    let first: Record<string, unknown> | undefined;
    if (list && list.method === 'get') {
      const { check, body } = await get(decl, 'list', list, pathValues, listQueryOf(decl, today));
      if (check.ok && !check.skipped) {
        check.envelope = envelopeOf(body);
        try {
          const { rows } = readList(list.envelope, body);
          check.rows = rows.length;
          first = rows[0];
          Object.assign(check, compareFields(recordFieldsOf(decl, list), rows));
        } catch {
          check.ok = false;
          check.note = `not the declared envelope (${list.envelope})`;
        }
      }
      calls.push(check);
    }
    if (decl.one && decl.one.method === 'get') {
      // the first listed record's key fills the path (a listing's slug, else its id)
      const idField = decl.one.idParam ?? decl.idKey;
      const id = first ? ((idField ? first[idField] : undefined) ?? first._id ?? first.id) : undefined;
      const values = { ...pathValues, ...(isAbsent(id) ? {} : { [decl.one.idParam ?? 'id']: id }) };
      const { check, body } = await get(decl, 'one', decl.one, values, {});
      if (check.ok && !check.skipped) {
        const record = readOne(body);
        check.envelope = isRecord(body) && isRecord(body.data) ? 'data {record}' : '{record}';
        Object.assign(check, compareFields(recordFieldsOf(decl, decl.one), [record]));
      }
      calls.push(check);
    }
    for (const [name, action] of Object.entries(decl.actions ?? {})) {
      if (action.method !== 'get' || !canUseAction(menu, decl.name, name)) continue;
      // an action a person runs, or that announces a result, changes something (GET /notification/read)
      if (action.ui || action.message) {
        calls.push({
          resource: decl.name,
          operation: name,
          method: 'GET',
          url: action.path,
          status: 0,
          rule: ruleText(action.success),
          ok: true,
          skipped: true,
          note: 'a change, not a read',
          fields: [],
          undeclared: [],
        });
        continue;
      }
      const { check, body } = await get(decl, name, action, pathValues, {});
      if (check.ok && !check.skipped && action.reply) {
        check.envelope = isRecord(body) && body.data !== undefined ? 'data {…}' : '{…}';
        Object.assign(check, compareFields(action.reply, [readAction(body)]));
      }
      calls.push(check);
    }
  }
  return { signIn, calls, sent: sentBeyondContract(), failed: !signIn.ok || calls.some((one) => !one.ok) };
}

/** The fields the declarations add to the contract's writes: a rejection's reason (`moderation.rejectReason`). */
export function sentBeyondContract(resources: readonly ResourceDecl[] = registry): SentField[] {
  return resources.flatMap((decl) => {
    const reason = decl.moderation?.rejectReason;
    const action = reason && findAction(decl, reason.action);
    if (!reason || !action) return [];
    return [
      {
        resource: decl.name,
        operation: reason.action,
        method: action.method.toUpperCase(),
        path: action.path,
        field: reason.field,
        note: `a rejection's reason; rename or drop it in the declaration (moderation.rejectReason)`,
      },
    ];
  });
}

function table(rows: readonly string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function fieldLine(field: FieldCheck): string[] {
  switch (field.status) {
    case 'found':
      return [field.key, 'found', field.foundAs === field.key ? '' : `as ${field.foundAs}`];
    case 'other type':
      return [
        field.key,
        'other type',
        `${field.foundAs} is ${field.actualType}, declared ${field.expectedType}`,
      ];
    case 'missing':
      if (field.emptyAs) return [field.key, 'missing', `${field.emptyAs} is empty in every record`];
      return [
        field.key,
        'missing',
        `tried ${field.tried.join(' | ')}${field.candidates.length ? `; the reply has ${field.candidates.join(', ')}` : ''}`,
      ];
  }
}

/** The report as plain text: the sign-in, then one table per call. */
export function formatReport(report: CheckReport): string {
  const out: string[] = [];
  const { signIn } = report;
  out.push(
    `Sign-in POST ${signIn.url}: HTTP ${signIn.status} ${signIn.ok ? `ok (menu: ${signIn.menu})` : `FAILED${signIn.note ? `: ${signIn.note}` : ''}`}`,
  );
  for (const one of report.calls) {
    out.push('');
    const verdict = one.skipped
      ? `skipped (${one.note})`
      : one.ok
        ? 'ok'
        : `FAILED${one.note ? `: ${one.note}` : ''}`;
    out.push(`== ${one.resource} · ${one.operation} · GET ${one.url}`);
    if (one.skipped) {
      out.push(`   ${verdict}`);
      continue;
    }
    out.push(`   HTTP ${one.status || '-'} · rule ${one.rule}: ${verdict}`);
    if (one.envelope)
      out.push(`   envelope: ${one.envelope}${one.rows === undefined ? '' : ` (${one.rows} rows)`}`);
    if (one.fields.length) {
      out.push(
        table([['field', 'status', 'detail'], ...one.fields.map(fieldLine)])
          .split('\n')
          .map((line) => `   ${line}`)
          .join('\n'),
      );
    }
    if (one.undeclared.length) out.push(`   not declared: ${one.undeclared.join(', ')}`);
  }
  if (report.sent?.length) {
    out.push('');
    out.push('Sent beyond the contract (writes are not called by the check):');
    for (const one of report.sent)
      out.push(
        `   ${one.resource} · ${one.operation} · ${one.method} ${one.path} adds "${one.field}": ${one.note}`,
      );
  }
  const failed = report.calls.filter((one) => !one.ok).length + (signIn.ok ? 0 : 1);
  const missing = report.calls.reduce(
    (sum, one) => sum + one.fields.filter((f) => f.status !== 'found').length,
    0,
  );
  out.push('');
  out.push(
    `${report.calls.length} calls, ${failed} failed their success rule, ${missing} declared fields missing or of another type.`,
  );
  return out.join('\n');
}
