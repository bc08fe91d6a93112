import { labelOfKey, statusLabels } from '../locales/labels';
import { messages } from '../locales/messages';
import type {
  FieldDecl,
  FieldOption,
  ListEnvelope,
  ListOperationDecl,
  OperationDecl,
  ResourceDecl,
  Tone,
} from './types';
import { rules } from './wire';

/** A list call: GET on `path`, success on body status 200 (docs/contract.md section 5). */
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
 * judged by the body's status 200 unless told otherwise. `delete` may also say how it runs
 * (`{ bulk: true, undoable: true }`), `update` whether it takes the record whole (`{ whole: true }`).
 */
export function crudOf(
  path: string,
  ops: {
    create?: boolean;
    update?: boolean | Pick<OperationDecl, 'whole'>;
    delete?: boolean | Pick<OperationDecl, 'bulk' | 'undoable'>;
  },
  text: CrudMessages = {},
  toBody?: OperationDecl['toBody'],
): Pick<ResourceDecl, 'create' | 'update' | 'delete'> {
  const out: Pick<ResourceDecl, 'create' | 'update' | 'delete'> = {};
  if (ops.create) {
    out.create = {
      method: 'post',
      path,
      success: rules.body200,
      message: text.create ?? messages.saved,
      toBody,
    };
  }
  if (ops.update) {
    out.update = {
      method: 'put',
      path: `${path}/{id}`,
      success: rules.body200,
      message: text.update ?? messages.saved,
      toBody,
      ...(typeof ops.update === 'object' ? ops.update : {}),
    };
  }
  if (ops.delete) {
    out.delete = {
      method: 'delete',
      path: `${path}/{id}`,
      success: rules.body200,
      message: text.delete ?? messages.removed,
      ...(typeof ops.delete === 'object' ? ops.delete : {}),
    };
  }
  return out;
}

/** Menus of a resource kept in the reduced menu (docs/contract.md section 2). */
export const everyMenu = ['full', 'reduced'] as const satisfies ResourceDecl['menus'];
/** Menus of a resource the reduced menu leaves out (docs/contract.md section 2). */
export const fullMenuOnly = ['full'] as const satisfies ResourceDecl['menus'];

/** A listing's code as a notification's text writes it ("HL-000104"). */
export const LISTING_CODE = /\bHL-\d+\b/;

const toneOfStatus: Record<string, Tone> = {
  active: 'success',
  paid: 'success',
  approved: 'success',
  done: 'success',
  success: 'success',
  pending: 'warning',
  processing: 'info',
  scheduled: 'info',
  new: 'info',
  contacted: 'info',
  sold: 'special',
  rejected: 'danger',
  failed: 'danger',
};

/** Names a service may use for a field the contract leaves open, whatever the resource (camel case). */
const commonNames: Record<string, readonly string[]> = {
  created_at: ['created_at', 'createdAt'],
  updated_at: ['updated_at', 'updatedAt'],
};

/**
 * A field whose label is its key's entry in `locales/labels.ts` (`created_at` -> `createdAt`), else
 * the key made readable (never the raw key); a timestamp also reads its camel-case name.
 */
export function field(key: string, extra: Partial<FieldDecl> = {}): FieldDecl {
  return { key, label: labelOfKey(key), accepts: commonNames[key], ...extra };
}

/** The longest name of a master record (a type, a title, a facility, an area, a package). */
export const MASTER_NAME_MAX = 60;

/** A master record's name: required, at most MASTER_NAME_MAX, refused when like another's, sortable. */
export function masterNameField(extra: Partial<FieldDecl> = {}): FieldDecl {
  return field('name', {
    required: true,
    distinct: true,
    maxLength: MASTER_NAME_MAX,
    sortable: true,
    ...extra,
  });
}

/** A person's name under its own key, else the names services commonly give one. */
export function personField(key: string, extra: Partial<FieldDecl> = {}): FieldDecl {
  return field(key, { accepts: [key, 'name', 'full_name', 'fullname', 'nama', 'user.name'], ...extra });
}

/** The status values as options, with their Indonesian labels and tones. */
export function statusOptions(...values: string[]): FieldOption[] {
  return values.map((value) => ({
    label: statusLabels[value] ?? value,
    value,
    tone: toneOfStatus[value] ?? 'neutral',
  }));
}

/** A label map as select options (`{ whatsapp: 'WhatsApp' }` -> `[{ label, value }]`). */
export function optionsOf(labels: Record<string, string>): FieldOption[] {
  return Object.entries(labels).map(([value, label]) => ({ label, value }));
}

/** A boolean status's words: "Aktif" / "Nonaktif" rather than "Ya" / "Tidak". */
export const activeWords: FieldOption[] = [
  { label: statusLabels.active, value: true, tone: 'success' },
  { label: statusLabels.inactive, value: false, tone: 'neutral' },
];

/** The `status` field: a coloured tag in lists, a list filter, a select in forms. */
export function statusField(values: readonly string[], extra: Partial<FieldDecl> = {}): FieldDecl {
  return field('status', { type: 'status', filter: true, options: statusOptions(...values), ...extra });
}

/** When a record was made: sortable, never typed in a form. */
export function createdAtField(
  type: 'date' | 'datetime' = 'date',
  extra: Partial<FieldDecl> = {},
): FieldDecl {
  return field('created_at', {
    type,
    sortable: true,
    inForm: false,
    ...extra,
  });
}
