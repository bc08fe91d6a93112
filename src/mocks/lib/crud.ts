import type { HttpHandler } from 'msw';

import { type Body, fail, ok, readBody, reply, route, type RouteContext } from './http';
import { documentCountBody, type ListOptions, type ListPage, queryList } from './list';

/** What a build/apply step returns: the record, or an error response to send as is. */
export type Outcome<T> = T | Response;

export interface CollectionSpec<T extends object> {
  /** Absolute URL of the collection, e.g. `${bases.main}/house-type`. */
  url: string;
  idKey: 'id' | '_id';
  /** The live array of the store (read at call time). */
  records: () => T[];
  /** Message of the 404 for an unknown id. */
  notFound: string;
  list?: ListOptions & {
    /** Narrows the records before the query (e.g. premium listings only). */
    scope?: (records: T[], context: RouteContext) => T[];
    /** The body for a page; default `{ status, message, data, document_count }`. */
    envelope?: (page: ListPage<T>, context: RouteContext) => Body;
  };
  create?: {
    /** HTTP (and body) status of a successful create; default 200. */
    status?: number;
    message: string;
    build: (body: Body, context: RouteContext) => Outcome<T>;
  };
  update?: { message: string; apply: (current: T, body: Body, context: RouteContext) => Outcome<T> };
  remove?: { message: string };
}

function idOf<T extends object>(record: T, key: string): unknown {
  return (record as Record<string, unknown>)[key];
}

/** Finds a record by id in a live collection; the index is -1 when missing. */
export function findIndexById<T extends object>(records: readonly T[], idKey: string, id: string): number {
  return records.findIndex((record) => idOf(record, idKey) === id);
}

/** GET list, POST, PUT /{id} and DELETE /{id} for a collection, as declared. */
export function collectionHandlers<T extends object>(spec: CollectionSpec<T>): HttpHandler[] {
  const handlers: HttpHandler[] = [];
  const { list, create, update, remove } = spec;
  if (list) {
    handlers.push(
      route('get', spec.url, (context) => {
        const scoped = list.scope ? list.scope(spec.records(), context) : spec.records();
        const page = queryList(scoped, context.query, list);
        return reply(200, list.envelope ? list.envelope(page, context) : documentCountBody(page));
      }),
    );
  }
  if (create) {
    handlers.push(
      route('post', spec.url, async (context) => {
        const outcome = create.build(await readBody(context.request), context);
        if (outcome instanceof Response) return outcome;
        spec.records().push(outcome);
        return ok(outcome, create.message, create.status ?? 200);
      }),
    );
  }
  if (update) {
    handlers.push(
      route('put', `${spec.url}/:id`, async (context) => {
        const records = spec.records();
        const index = findIndexById(records, spec.idKey, context.params.id);
        if (index < 0) return fail(404, spec.notFound);
        const outcome = update.apply(records[index], await readBody(context.request), context);
        if (outcome instanceof Response) return outcome;
        records[index] = outcome;
        return ok(outcome, update.message);
      }),
    );
  }
  if (remove) {
    handlers.push(
      route('delete', `${spec.url}/:id`, (context) => {
        const records = spec.records();
        const index = findIndexById(records, spec.idKey, context.params.id);
        if (index < 0) return fail(404, spec.notFound);
        const [removed] = records.splice(index, 1);
        return ok(removed, remove.message);
      }),
    );
  }
  return handlers;
}

/** A read-only list endpoint with the common envelope. */
export function listHandler<T extends object>(
  url: string,
  /** The collection, given the query (a handler may narrow it first, e.g. by period). */
  records: (query: URLSearchParams) => T[],
  options: ListOptions,
): HttpHandler {
  return route('get', url, ({ query }) =>
    reply(200, documentCountBody(queryList(records(query), query, options))),
  );
}
