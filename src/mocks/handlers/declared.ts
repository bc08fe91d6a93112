import type { HttpHandler } from 'msw';

import type { FieldDecl, OperationDecl, ResourceDecl } from '../../resources/types';
import type { ServiceBases } from '../bases';
import { db, newId, nowIso } from '../db';
import { collectionHandlers } from '../lib/crud';
import { type Body, booleanOf, fail, numberOf, text } from '../lib/http';
import type { ListOptions } from '../lib/list';
import { declaredResources, idKeyOf } from '../seed/declared';
import type { DeclaredRecord } from '../types';

/** The text a missing required field is refused with ("Nama wajib diisi."). */
const requiredText = (field: FieldDecl) => `${field.label} wajib diisi.`;

const TEXT_TYPES = new Set([undefined, 'text', 'textarea', 'email', 'phone', 'select']);

/** What the list's `search` looks in and its order when none is asked: the newest first, else by name. */
function listOptionsOf(decl: ResourceDecl): ListOptions {
  const fields = decl.fields ?? [];
  const search = fields
    .filter((field) => TEXT_TYPES.has(field.type) && field.inList !== false)
    .map((f) => f.key);
  const title =
    decl.titleKey ?? fields.find((field) => field.sortable && TEXT_TYPES.has(field.type))?.key ?? 'name';
  return {
    search,
    defaultSort: fields.some((field) => field.key === 'created_at')
      ? { field: 'created_at', order: 'desc' }
      : { field: title, order: 'asc' },
  };
}

/** A value sent for `field`, as the record keeps it (a number from "1.500.000", a boolean from "true"). */
function valueOf(field: FieldDecl, value: unknown): unknown {
  switch (field.type) {
    case 'money':
    case 'number': {
      const parsed = numberOf(value);
      return Number.isFinite(parsed) ? parsed : 0;
    }
    case 'boolean':
      return booleanOf(value, false);
    case 'images':
    case 'tags':
      return Array.isArray(value) ? value : [];
    default:
      return typeof value === 'string' ? value.trim() : value;
  }
}

const isEmpty = (value: unknown) => value === undefined || value === null || text(value) === '';

/** What a new record holds for a field it was not sent: its initial value, its first option, else empty. */
function defaultOf(field: FieldDecl): unknown {
  if (field.initial !== undefined) return field.initial;
  if (field.options?.length) return field.options[0].value;
  switch (field.type) {
    case 'number':
    case 'money':
      return 0;
    case 'boolean':
      return true;
    case 'images':
    case 'tags':
      return [];
    default:
      return '';
  }
}

/** A field the server fills itself on create (not in the form): a date is the moment, else its default. */
function serverValue(field: FieldDecl): unknown {
  return field.type === 'date' || field.type === 'datetime' ? nowIso() : defaultOf(field);
}

/** The record `body` makes of `current` (a new one when none), or the refusal of an empty required field. */
function recordOf(decl: ResourceDecl, body: Body, current?: DeclaredRecord): DeclaredRecord | Response {
  const next: DeclaredRecord = current ? { ...current } : { [idKeyOf(decl)]: newId() };
  for (const field of decl.fields ?? []) {
    if (field.inForm === false) {
      if (!current) next[field.key] = serverValue(field);
      continue;
    }
    const sent = body[field.key];
    // an update keeps a field it was not sent; a required one it was sent empty is refused
    if (current && sent === undefined) continue;
    if (field.required && isEmpty(sent)) return fail(400, requiredText(field));
    next[field.key] = sent === undefined ? defaultOf(field) : valueOf(field, sent);
  }
  return next;
}

/** The HTTP status a success answers with: the one its rule judges by (201 for a create that says so). */
function statusOf(operation: OperationDecl): number {
  return operation.success.kind === 'http' || operation.success.kind === 'body'
    ? operation.success.status
    : 200;
}

/**
 * The calls of a resource declared in one module, answered from its declaration: its list (paged,
 * searched in its text fields, filtered, sorted), and the create, update and delete it declares, each
 * with its declared message; a required field left empty is refused in words. Only the plain
 * collection that `crudOf` declares (`/path`, `/path/{id}`) is served so.
 */
export function declaredHandlers(decl: ResourceDecl, bases: ServiceBases): HttpHandler[] {
  const path = decl.list?.path;
  if (!path) return [];
  const plain = [
    decl.create?.path === path,
    decl.update?.path === `${path}/{id}`,
    decl.delete?.path === `${path}/{id}`,
  ];
  const declared = [decl.create, decl.update, decl.delete];
  if (declared.some((operation, index) => operation && !plain[index])) {
    throw new Error(`${decl.name}: the demo serves only the calls crudOf declares (${path}, ${path}/{id})`);
  }
  const records = () => (db.declared[decl.name] ??= []);
  return collectionHandlers<DeclaredRecord>({
    url: `${bases[decl.service].replace(/\/+$/, '')}${path}`,
    idKey: idKeyOf(decl) as '_id',
    records,
    notFound: 'Data tidak ditemukan',
    list: listOptionsOf(decl),
    create: decl.create && {
      status: statusOf(decl.create),
      message: decl.create.message ?? 'OK',
      build: (body) => recordOf(decl, body),
    },
    update: decl.update && {
      message: decl.update.message ?? 'OK',
      apply: (current, body) => recordOf(decl, body, current),
    },
    remove: decl.delete && { message: decl.delete.message ?? 'OK' },
  });
}

/** The calls of every resource declared in one module (src/resources/modules/). */
export function allDeclaredHandlers(bases: ServiceBases): HttpHandler[] {
  return declaredResources.flatMap((decl) => declaredHandlers(decl, bases));
}
