import { rules } from '../http/success-rules';
import { messages } from '../locales/messages';
import type { ListEnvelope, ListOperationDecl, OperationDecl, ResourceDecl } from './types';

/** A list call: GET on `path`, success on body status 200 (SPEC.md section 5). */
export function listOf(
  path: string,
  envelope: ListEnvelope = 'data-document_count',
  extra: Partial<ListOperationDecl> = {},
): ListOperationDecl {
  return { method: 'get', path, envelope, success: rules.body200, ...extra };
}

export interface CrudMessages {
  create?: string;
  update?: string;
  delete?: string;
}

/**
 * The plain create / update / delete of a collection at `path` (`path/{id}` for one record), each
 * judged by the body's status 200 unless told otherwise.
 */
export function crudOf(
  path: string,
  ops: { create?: boolean; update?: boolean; delete?: boolean },
  text: CrudMessages = {},
  toBody?: OperationDecl['toBody'],
): Pick<ResourceDecl, 'create' | 'update' | 'delete'> {
  const out: Pick<ResourceDecl, 'create' | 'update' | 'delete'> = {};
  if (ops.create) {
    out.create = { method: 'post', path, success: rules.body200, message: text.create ?? messages.saved, toBody };
  }
  if (ops.update) {
    out.update = {
      method: 'put',
      path: `${path}/{id}`,
      success: rules.body200,
      message: text.update ?? messages.saved,
      toBody,
    };
  }
  if (ops.delete) {
    out.delete = {
      method: 'delete',
      path: `${path}/{id}`,
      success: rules.body200,
      message: text.delete ?? messages.removed,
    };
  }
  return out;
}

/** Menus of a resource kept in the reduced menu (SPEC.md section 2). */
export const everyMenu = ['full', 'reduced'] as const satisfies ResourceDecl['menus'];
/** Menus of a resource the reduced menu leaves out (SPEC.md section 2). */
export const fullMenuOnly = ['full'] as const satisfies ResourceDecl['menus'];
