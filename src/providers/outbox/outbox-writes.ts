import type {
  BaseRecord,
  CreateParams,
  CustomParams,
  DataProvider,
  DeleteOneParams,
  MetaQuery,
  UpdateParams,
} from '@refinedev/core';
import { type MutationCache, onlineManager } from '@tanstack/react-query';

import { isCancelled, isOffline, isUnanswered } from '../../http/errors';
import { outboxTexts } from '../../locales/outbox';
import { fill } from '../../locales/ui';
import { findAction } from '../../resources/find-action';
import { keptRecord } from '../../resources/kept-record';
import type { ActionDecl, ResourceDecl, Values } from '../../resources/types';
import { type KeptAs, KeptInOutbox } from './kept-error';
import { dropKeptPhotos, keepPhoto, keptPhotosOf, type PhotoStore, photoStore } from './kept-photos';
import { followUndoableWindows, type WindowsPage } from './refine-windows';
import { type SentLog, withSentLog } from './sent-log';
import { TAB_ID } from './tab-lock';

// (loaded with the data provider's write side)
export { createSentLog } from './sent-log';

/**
 * What a save says of itself in `meta.outbox` so that the data provider may keep it when it cannot
 * leave now (offline, no answer, cancelled once on its way): its name in the outbox's list and
 * toasts, and for an edit the record it began from (what the re-read before it is sent compares).
 */
export interface OutboxWrite {
  text: string;
  base?: Values;
  /**
   * Kept when its call got no answer too (default); false: only when offline (a reply with an image:
   * an upload service that does not answer online is said as the contract says, the input kept).
   */
  whenUnanswered?: boolean;
  /**
   * Kept, its answer unknown, when the person cancels it once it had left (a form's "Batalkan": the
   * server may have made it); default: a cancelled call is simply not made (nothing kept).
   */
  whenCancelled?: boolean;
  /**
   * Made the Refine way, with no word of the screen on how it may wait: once kept, Refine's mutation
   * succeeds (kept is no error) and a toast says where it is.
   */
  refine?: true;
}

/**
 * Whether a save's body can wait in the outbox: plain data only (text, numbers, lists, objects). A
 * file not yet uploaded (a Blob) cannot be kept in local storage as it is.
 */
export function isKeepable(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isKeepable);
  if (typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value as Values).every(isKeepable);
}

/** The error Refine's mutation hooks take for a change undone in its window: no error is shown. */
const REFINE_CANCELLED = 'mutationCancelled';

/** How a write made the Refine way (`useUpdate`, `useDelete`, ...) is named in the outbox's list. */
const VERBS: Record<string, string> = { create: 'Tambah', edit: 'Ubah', delete: 'Hapus' };

export interface OutboxWriteDeps {
  /**
   * The page's outbox (its code loads with a session: a write waits for it): `store()` its store,
   * `sendNow` told once a save was put there (the sender sends what is due; online after all: at once).
   */
  page: () => Promise<WindowsPage & { sendNow: { emit(): void } }>;
  /** The signed-in author and their token of the moment; none: nothing can be kept for anyone. */
  author: () => { id: string; token: string } | undefined;
  findResource: (name: string) => ResourceDecl | undefined;
  /** Whether the app is online (TanStack's `onlineManager`, which the offline banner follows too). */
  isOnline?: () => boolean;
  /** Where a file kept with a save waits on the device (IndexedDB; none: a file cannot wait). */
  photos?: () => PhotoStore | undefined;
  /**
   * The record as the screens last read it (the query cache), for a write made the Refine way that
   * says nothing of it: what its re-read compares and how the outbox names it.
   */
  recordAsRead?: (resource: string, id: unknown) => Values | undefined;
  /** Says a write made the Refine way was kept (the notification provider's toast). */
  announceKept?: (text: string) => void;
  /** Where each write that names a record is noted once answered, for the record's story. */
  sentLog?: SentLog;
  /**
   * TanStack's mutation cache: a `useUpdate` or `useDelete` with `mutationMode: 'undoable'` is kept
   * in the outbox from the moment it is made, not only once Refine's window ends (refine-windows.ts).
   */
  mutations?: Pick<MutationCache, 'subscribe' | 'getAll'>;
  /** The page going away (page-leave.ts): what is still in a Refine window leaves then. */
  leave?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Whether a save goes to the outbox at once, without a try (nor a read of its record first): offline,
 * or holding a photo kept on the device, which the outbox uploads first.
 */
export function waitsAtOnce(values: Values, isOnline = () => onlineManager.isOnline()): boolean {
  return !isOnline() || keptPhotosOf(values).length > 0;
}

/**
 * What a write made the Refine way (no `meta.outbox`) is kept as, when its declaration lets it wait:
 * never one the outbox's sender makes (it carries its author's `token`: never kept twice), nor a
 * decision on money, nor one the resource declares `mayWait: false`.
 */
export function refineWriteOf(
  deps: Pick<OutboxWriteDeps, 'findResource' | 'recordAsRead'>,
  resource: string,
  operation: 'create' | 'edit' | 'delete' | string,
  meta: MetaQuery | undefined,
  id?: unknown,
): OutboxWrite | undefined {
  if (meta?.outbox !== undefined || meta?.token !== undefined) return undefined;
  const decl = deps.findResource(resource);
  const op =
    operation === 'create'
      ? decl?.create
      : operation === 'edit'
        ? decl?.update
        : operation === 'delete'
          ? decl?.delete
          : findAction(decl, operation);
  if (!decl || !op || op.money || op.mayWait === false) return undefined;
  const asRead =
    (meta?.record as Values | undefined) ??
    (id === undefined ? undefined : deps.recordAsRead?.(resource, id));
  const base: Values | undefined = id === undefined ? undefined : { ...asRead, id };
  const label = decl.recordLabel ?? decl.label ?? decl.name;
  const titled =
    base && [decl.titleKey, 'name', 'title'].map((key) => (key ? base[key] : undefined)).find(isText);
  const verb = VERBS[operation] ?? (op as ActionDecl).ui?.label ?? operation;
  return { text: titled ? `${verb} ${label}: ${titled}` : `${verb} ${label}`, base, refine: true };
}

/** A write as the outbox keeps it: `create` or `edit` (a save), or a named action's name. */
interface Write {
  resource: string;
  operation: string;
  values: Values;
  write: OutboxWrite;
}

function writeOf(meta: MetaQuery | undefined): OutboxWrite | undefined {
  const write = meta?.outbox as OutboxWrite | undefined;
  return write && typeof write.text === 'string' ? write : undefined;
}

/**
 * The data provider's write side: a `create`, an `update` or a named action on one record (`custom`
 * with `meta.outbox.base`; never one on money) whose `meta.outbox` describes it goes through the
 * outbox when it cannot leave now, rather than fail; a file uploaded alone (a form's photo) is kept
 * on the device. Offline, or with a photo kept on the device
 * (chosen offline: uploaded by the outbox first), it is put there at once; a call that got no answer,
 * or that the person cancelled once it had left, is put there as tried (read again, or asked about,
 * before it is sent again). The mutation then fails with `KeptInOutbox`: the screen says where it is.
 * The change carries its author, not their token; a file in it (a reply's image) is kept on the
 * device with it. A save that cannot wait there (no one signed in, a file the device cannot keep)
 * fails as its call did. Every other call passes through as it is.
 */
export function withOutbox(raw: DataProvider, deps: OutboxWriteDeps): DataProvider {
  // (what it sends of a record is noted for the record's story, beneath what waits)
  const provider = deps.sentLog
    ? withSentLog(raw, {
        log: deps.sentLog,
        author: () => deps.author()?.id,
        recordAsRead: deps.recordAsRead,
        baseOf: (meta) => writeOf(meta)?.base ?? (meta?.record as Values | undefined),
      })
    : raw;
  const isOnline = deps.isOnline ?? (() => onlineManager.isOnline());

  const windows =
    deps.mutations &&
    followUndoableWindows({
      mutations: deps.mutations,
      page: deps.page,
      author: deps.author,
      describe: (resource, operation, meta, id, values) => {
        const write = refineWriteOf(deps, resource, operation, meta, id);
        // (what it keeps of its record: keys, name, version and what it sets; no address, no phone)
        const base = write?.base && keptRecord(deps.findResource(resource), write.base, values);
        return write && { ...write, base };
      },
      keepable: isKeepable,
      leave: deps.leave,
    });

  /** The body as the outbox keeps it: the file an upload-first save carries kept on the device. */
  const keptBody = async (decl: ResourceDecl | undefined, save: 'create' | 'edit', values: Values) => {
    const first = (save === 'create' ? decl?.create : decl?.update)?.uploadFirst;
    const file = first ? values[first.field] : undefined;
    if (!first || !(file instanceof Blob)) return { body: values, photos: [] as string[] };
    const photo = await keepPhoto(file, (deps.photos ?? photoStore)());
    if (!photo) return undefined;
    const body = { ...values, [first.as]: photo };
    delete body[first.field];
    return { body, photos: [photo] };
  };

  /**
   * Puts the write in the outbox for the signed-in author (`tried`: its call left, its answer is not
   * known); undefined when it cannot wait there.
   */
  const keep = async (
    { resource, operation, values, write }: Write,
    tried: boolean,
    keptAs: KeptAs,
  ): Promise<KeptInOutbox | undefined> => {
    const author = deps.author();
    if (!author) return undefined;
    const save = operation === 'create' || operation === 'edit' ? operation : undefined;
    // (a change of records: a delete, or an action, made now in this tab)
    const kept = save
      ? await keptBody(deps.findResource(resource), save, values)
      : { body: values, photos: [] };
    if (!kept) return undefined;
    if (!isKeepable(kept.body)) {
      dropKeptPhotos(kept.photos, (deps.photos ?? photoStore)());
      return undefined;
    }
    const page = await deps.page();
    const id = page.store().add({
      author: author.id,
      token: author.token,
      // a save is the outbox's from the start; so is an action (no page keeps it in memory)
      tab: save ? TAB_ID : '',
      // an action never tried is read again before it leaves all the same (the record may move on)
      state: tried ? 'sending' : save ? 'waiting' : 'retry',
      resource,
      operation,
      save,
      records: write.base ? [keptRecord(deps.findResource(resource), write.base, kept.body)] : [],
      values: kept.body,
      text: write.text,
    });
    page.sendNow.emit();
    return new KeptInOutbox(keptAs, id);
  };

  /** A write made the Refine way that was kept: Refine's mutation succeeds with the record as it will be. */
  const keptForRefine = <T>(kept: KeptInOutbox, write: OutboxWrite, values: Values): T => {
    deps.announceKept?.(fill(outboxTexts.keptNamed, { name: write.text }));
    return { data: { ...write.base, ...values, id: write.base?.id ?? kept.id } } as T;
  };

  async function through<T>(change: Write, call: () => Promise<T>): Promise<T> {
    const { values, write } = change;
    // the end of Refine's undo window: what was kept for it leaves now, unless it was taken back in
    // the outbox's list meanwhile (Refine then puts the record back, as after "Urungkan") or it
    // left already as the page went away
    const ended =
      write.refine && write.base && windows
        ? await windows.end(change.resource, change.operation, write.base.id)
        : 'send';
    if (ended === 'cancelled') throw new Error(REFINE_CANCELLED);
    if (ended === 'sent') return { data: { ...write.base, ...values } } as T;
    if (waitsAtOnce(values, isOnline)) {
      const kept = await keep(change, false, 'kept');
      if (kept && write.refine) return keptForRefine<T>(kept, write, values);
      if (kept) throw kept;
    }
    try {
      return await call();
    } catch (error) {
      const offline = isOffline(error);
      const unanswered = isUnanswered(error);
      let kept: KeptInOutbox | undefined;
      // "Batalkan" once it had left: the server may have made it, asked about before another try
      if (isCancelled(error)) {
        if (write.whenCancelled) kept = await keep(change, true, 'unknown');
      } else if (unanswered && (offline || write.whenUnanswered !== false))
        kept = await keep(change, !offline, 'kept');
      if (kept && write.refine) return keptForRefine<T>(kept, write, values);
      throw kept ?? error;
    }
  }

  /**
   * An upload that cannot leave now (offline, no answer): the file is kept on the device and the call
   * fails with `KeptInOutbox` naming its reference, which the form holds in the file's place (the
   * outbox uploads it before it sends the save).
   */
  async function keepingFile<T>(file: Blob, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const photo = isUnanswered(error) ? await keepPhoto(file, (deps.photos ?? photoStore)()) : undefined;
      throw photo ? new KeptInOutbox('kept', photo) : error;
    }
  }

  /**
   * A save through the outbox when its `meta.outbox` says how it may wait, or made the Refine way and
   * declared as one that may wait; else only sent.
   */
  function save<T>(
    operation: 'create' | 'edit',
    {
      resource,
      variables,
      meta,
      id,
    }: { resource: string; variables: unknown; meta?: MetaQuery; id?: unknown },
    call: () => Promise<T>,
  ): Promise<T> {
    const write = writeOf(meta) ?? refineWriteOf(deps, resource, operation, meta, id);
    return write ? through({ resource, operation, values: variables as Values, write }, call) : call();
  }

  return {
    ...provider,
    create: <TData extends BaseRecord = BaseRecord, TVariables = object>(params: CreateParams<TVariables>) =>
      save('create', params, () => provider.create<TData, TVariables>(params)),
    update: <TData extends BaseRecord = BaseRecord, TVariables = object>(params: UpdateParams<TVariables>) =>
      save('edit', params, () => provider.update<TData, TVariables>(params)),
    deleteOne<TData extends BaseRecord = BaseRecord, TVariables = object>(
      params: DeleteOneParams<TVariables>,
    ) {
      const call = () => provider.deleteOne<TData, TVariables>(params);
      const write = refineWriteOf(deps, params.resource, 'delete', params.meta, params.id);
      return write
        ? through({ resource: params.resource, operation: 'delete', values: {}, write }, call)
        : call();
    },
    custom<TData extends BaseRecord = BaseRecord, TQuery = unknown, TPayload = unknown>(
      params: CustomParams<TQuery, TPayload>,
    ) {
      if (!provider.custom) throw new Error('the data provider has no custom');
      const call = () => provider.custom!<TData, TQuery, TPayload>(params);
      const write = writeOf(params.meta);
      const resource = params.meta?.resource;
      const action = params.meta?.action;
      const file = (params.payload as Values | undefined)?.file;
      // a file on its own (a form's photo): kept on the device until the save it belongs to leaves
      if (write && !write.base && file instanceof Blob) return keepingFile(file, call);
      if (typeof resource !== 'string' || typeof action !== 'string' || params.method === 'get')
        return call();
      // a named action on one record; a decision on money never waits to leave later unseen
      const named =
        write?.base && !findAction(deps.findResource(resource), action)?.money
          ? write
          : // made the Refine way (`useCustomMutation` with the registry's resource and action)
            params.meta?.id !== undefined && !(file instanceof Blob)
            ? refineWriteOf(deps, resource, action, params.meta, params.meta.id)
            : undefined;
      if (!named) return call();
      const values = (params.payload ?? {}) as Values;
      return through({ resource, operation: action, values, write: named }, call);
    },
  };
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
