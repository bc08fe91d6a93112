import type {
  BaseRecord,
  CreateParams,
  CreateResponse,
  DataProvider,
  DeleteOneParams,
  DeleteOneResponse,
  GetListParams,
  GetListResponse,
  GetManyParams,
  GetManyResponse,
  GetOneParams,
  GetOneResponse,
  MetaQuery,
  UpdateParams,
  UpdateResponse,
} from '@refinedev/core';

import type { HttpClient } from '../http/client';
import { ApiError } from '../http/errors';
import { messages } from '../locales/messages';
import { ui } from '../locales/ui';
import { findAction } from '../resources/find-action';
import { emptyFieldReporter, withDeclaredNames } from '../resources/read-field';
import type { OperationDecl, ResourceDecl, ServiceName } from '../resources/types';
import { uploadedUrlOf } from '../resources/uploads';
import { createOrderedLists, type RowOrder } from './computed-order';
import {
  declaredFilterKeys,
  declaredFilters,
  declaredSorters,
  fileOf,
  fillPath,
  listQuery,
  type Params,
  placeholdersOf,
  readAction,
  readList,
  readOne,
  toFormData,
  uncountedTotal,
  withId,
} from './request-shaping';

export interface DataProviderDeps {
  http: HttpClient;
  findResource: (name: string) => ResourceDecl | undefined;
  /** Values from the session that fill paths such as `/agent-profile/{auth_id}`. */
  sessionParams: () => Params;
  /** Shows an operation's success message (docs/contract.md section 8, verbatim). */
  announce: (message: string) => void;
  /** The API url Refine asks for. */
  apiUrl: string;
  /**
   * How rows are placed by a sort the service does not know (a listing's quality score, from the
   * engine's rules): none, the sort is not sent. A list asked so is read whole and ordered here.
   */
  rowOrder?: (decl: ResourceDecl, field: string) => Promise<RowOrder | undefined>;
}

type Operation = 'list' | 'one' | 'create' | 'update' | 'delete';

interface SendInput {
  id?: string | number;
  values?: Params;
  query?: Params;
  pathParams?: Params;
  meta?: MetaQuery;
}

function asValues(value: unknown): Params {
  return value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Params) } : {};
}

function metaParams(meta: MetaQuery | undefined): Params | undefined {
  const params: unknown = meta?.params;
  return params && typeof params === 'object' ? (params as Params) : undefined;
}

/** The uploaded file's URL, or an error the person reads: nothing is ever sent without its file. */
function requireUploadedUrl(reply: unknown): string {
  const url = uploadedUrlOf(reply);
  if (!url) throw new ApiError(ui.form.uploadNoUrl, 502, reply);
  return url;
}

/** The generic data provider: every resource is read from the registry, none is special-cased. */
export function createDataProvider(deps: DataProviderDeps): DataProvider {
  const resourceOf = (name: string): ResourceDecl => {
    const decl = deps.findResource(name);
    if (!decl) throw new ApiError(messages.generic, 404);
    return decl;
  };

  /** A record as the screens read it: its declared fields under their keys, and the `id` Refine keys on. */
  const recordOf = (decl: ResourceDecl, row: Params): Params =>
    withId(withDeclaredNames(row, decl.fields), decl.idKey);

  const operationOf = (decl: ResourceDecl, operation: Operation): OperationDecl => {
    const op = decl[operation];
    if (!op) throw new ApiError(messages.generic, 405);
    return op;
  };

  /** Uploads the file of `uploadFirst` through its declared operation and puts its URL in the values. */
  const uploadFirst = async (
    op: OperationDecl,
    values: Params,
    meta: MetaQuery | undefined,
  ): Promise<Params> => {
    if (!op.uploadFirst) return values;
    const { field, as, folder, operation } = op.uploadFirst;
    const file = fileOf(values[field]);
    const rest = { ...values };
    delete rest[field];
    if (!file) return rest;
    const reply = await sendOperation('upload', operation, { values: { file, folder }, meta });
    // a reply without the file's URL stops the call: a message is never sent without its image
    return { ...rest, [as]: requireUploadedUrl(reply) };
  };

  /** Sends one declared operation (the resource's service unless it names its own), checks its rule. */
  const send = (decl: ResourceDecl, op: OperationDecl, input: SendInput) =>
    sendOperation(decl.service, op, input);

  /**
   * Sends one operation, checks its success rule and announces its message (any method). Any call's
   * `meta` may say `quiet` (no message: a bulk run shows one for all) or `keepalive` (the page is
   * going away) or `token` (the author's token a waiting change carries, sent instead of the current).
   */
  async function sendOperation(service: ServiceName, op: OperationDecl, input: SendInput): Promise<unknown> {
    const prepared = await uploadFirst(op, input.values ?? {}, input.meta);
    // the key fills the placeholder the operation names (`{id}`, or e.g. a listing's `{slug}`)
    const idParams = input.id === undefined ? {} : { [op.idParam ?? 'id']: input.id };
    const path = fillPath(
      op.path,
      idParams,
      input.pathParams,
      metaParams(input.meta),
      prepared,
      deps.sessionParams(),
    );
    const shaped = op.toBody ? op.toBody(prepared) : prepared;
    const withBody = op.method === 'post' || op.method === 'put';
    const body = withBody ? (op.encoding === 'multipart' ? toFormData(asValues(shaped)) : shaped) : undefined;
    const response = await deps.http.call({
      service: op.service ?? service,
      method: op.method,
      path,
      query: { ...op.query, ...input.query },
      body,
      success: op.success,
      messageFrom: op.messageFrom,
      fallbackError: op.fallbackError,
      signal: input.meta?.signal,
      onUploadProgress: input.meta?.onUploadProgress,
      keepalive: input.meta?.keepalive === true,
      token: typeof input.meta?.token === 'string' ? input.meta.token : undefined,
    });
    // what was read whole to be ordered may have changed
    if (op.method !== 'get') ordered.forget();
    // a call of a bulk run: its message is shown once for the whole run, with the count
    if (op.message && input.meta?.quiet !== true) deps.announce(op.message);
    return response.data;
  }

  // a list field empty on a whole page is named once per resource and field by this provider
  const reportEmptyFields = emptyFieldReporter();
  const provider: DataProvider = {
    getApiUrl: () => deps.apiUrl,

    async getList<TData extends BaseRecord = BaseRecord>({
      resource,
      pagination,
      sorters,
      filters,
      meta,
    }: GetListParams): Promise<GetListResponse<TData>> {
      const decl = resourceOf(resource);
      const op = operationOf(decl, 'list');
      // sorted by what the service does not sort by (a quality score): the whole list, ordered here
      const [first, ...after] = sorters ?? [];
      const order =
        first && deps.rowOrder && declaredSorters([first], decl).length === 0
          ? await deps.rowOrder(decl, first.field)
          : undefined;
      if (order)
        return (await ordered.page(
          {
            owner: String(deps.sessionParams().auth_id ?? ''),
            resource,
            pagination,
            filters,
            sorters: after,
          },
          order,
          first.order === 'desc',
        )) as GetListResponse<TData>;
      // only the filters the declaration knows: a parameter added to the URL by hand is not sent
      const known = declaredFilters(filters, declaredFilterKeys(decl, op.path));
      const { query, pathParams } = listQuery(
        pagination,
        declaredSorters(sorters, decl),
        known,
        placeholdersOf(op.path),
        decl.list?.wholePage,
      );
      // a count (the dashboard's work queue) reads the total beside one row, below the offered sizes
      if (meta?.countOnly === true && typeof query.limit === 'number') [query.page, query.limit] = [1, 1];
      const body = await send(decl, op, { query, pathParams, meta });
      const { rows, total, counted } = readList(decl.list?.envelope ?? 'data-document_count', body);
      // a column no row of the page fills is named once in the console, with the names tried
      if (decl.route !== undefined)
        reportEmptyFields(
          resource,
          rows,
          (decl.fields ?? []).filter((field) => field.inList !== false),
        );
      const data = rows.map((row) => recordOf(decl, row) as TData);
      if (counted || typeof query.page !== 'number' || typeof query.limit !== 'number')
        return { data, total };
      // no count in the reply: the list goes on while pages come back full, and says it knows no total
      return { data, total: uncountedTotal(query.page, query.limit, rows.length), totalKnown: false };
    },

    async getOne<TData extends BaseRecord = BaseRecord>({
      resource,
      id,
      meta,
    }: GetOneParams): Promise<GetOneResponse<TData>> {
      const decl = resourceOf(resource);
      const body = await send(decl, operationOf(decl, 'one'), { id, meta });
      return { data: recordOf(decl, readOne(body)) as TData };
    },

    async getMany<TData extends BaseRecord = BaseRecord>({
      resource,
      ids,
      meta,
    }: GetManyParams): Promise<GetManyResponse<TData>> {
      const decl = resourceOf(resource);
      const rows = await Promise.all(
        ids.map(
          async (id) =>
            recordOf(decl, readOne(await send(decl, operationOf(decl, 'one'), { id, meta }))) as TData,
        ),
      );
      return { data: rows };
    },

    async create<TData extends BaseRecord = BaseRecord, TVariables = object>({
      resource,
      variables,
      meta,
    }: CreateParams<TVariables>): Promise<CreateResponse<TData>> {
      const decl = resourceOf(resource);
      const body = await send(decl, operationOf(decl, 'create'), { values: asValues(variables), meta });
      return { data: recordOf(decl, readAction(body)) as TData };
    },

    async update<TData extends BaseRecord = BaseRecord, TVariables = object>({
      resource,
      id,
      variables,
      meta,
    }: UpdateParams<TVariables>): Promise<UpdateResponse<TData>> {
      const decl = resourceOf(resource);
      const body = await send(decl, operationOf(decl, 'update'), { id, values: asValues(variables), meta });
      return { data: recordOf(decl, { id, ...readAction(body) }) as TData };
    },

    async deleteOne<TData extends BaseRecord = BaseRecord, TVariables = object>({
      resource,
      id,
      meta,
    }: DeleteOneParams<TVariables>): Promise<DeleteOneResponse<TData>> {
      const decl = resourceOf(resource);
      const body = await send(decl, operationOf(decl, 'delete'), { id, meta });
      return { data: { id, ...readAction(body) } as TData };
    },

    /** Named actions of the registry: `meta: { resource, action, id?, params? }` (nothing else). */
    async custom<TData extends BaseRecord = BaseRecord>({
      payload,
      query,
      meta,
    }: Parameters<NonNullable<DataProvider['custom']>>[0]) {
      const decl = resourceOf(typeof meta?.resource === 'string' ? meta.resource : '');
      const op = typeof meta?.action === 'string' ? findAction(decl, meta.action) : undefined;
      if (!op) throw new ApiError(messages.generic, 405);
      const body = await send(decl, op, {
        id: meta?.id as string | number | undefined,
        values: asValues(payload),
        query: asValues(query),
        meta,
      });
      // an action's reply with declared fields (the dashboard's statistic) is read like a record
      return { data: withDeclaredNames(readAction(body), op.reply) as TData };
    },
  };
  const ordered = createOrderedLists(provider);
  return provider;
}
