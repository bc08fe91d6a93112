import type * as AntdIcons from '@ant-design/icons';

import type { HttpMethod, ServiceName, SuccessRule } from './wire';

// the wire words live with the HTTP layer; re-exported for the declarations' convenience
export type { HttpMethod, ServiceName, SuccessRule };

/**
 * Every resource's name with the names of its actions. Empty here: each module of ./modules adds its
 * own (they stand on these types, so these types never import them back).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules
export interface KnownNames {}

export type ResourceName = keyof KnownNames & string;

/** The actions of resource `R` (of any resource by default). */
export type ActionName<R extends ResourceName = ResourceName> =
  KnownNames[R] extends readonly (infer A extends string)[] ? A : never;

/** Which menu a signed-in user gets (docs/contract.md section 6). */
export type MenuName = 'full' | 'reduced' | 'firstTime';

/**
 * How a list body is read (axios `response.data`):
 * - `data-document_count`: `{ data: [...], document_count }`
 * - `result-pagination`: `{ result: [...], pagination: { total } }`
 * - `data-count`: `{ data: [...], count }`
 * - `data`: `{ data: [...] }` (total = length)
 */
export type ListEnvelope = 'data-document_count' | 'result-pagination' | 'data-count' | 'data';

export type Values = Record<string, unknown>;

export interface OperationDecl {
  method: HttpMethod;
  /** Path on the service, with `{name}` placeholders filled from the id, `meta.params` or the session. */
  path: string;
  success: SuccessRule;
  /** Success message shown to the user, verbatim (from locales/). */
  message?: string;
  /** Text shown when the call fails without a server message (default: the generic one). */
  fallbackError?: string;
  /** Shapes the request body from the form values. */
  toBody?: (values: Values) => unknown;
  /** Query parameters always sent. */
  query?: Record<string, string | number | boolean>;
  /** `multipart`: the values' `file` (and other fields) go out as multipart/form-data. */
  encoding?: 'json' | 'multipart';
  /**
   * Before the call, send `values[field]` with `folder` through `operation` (the upload service's
   * POST /upload, declared in uploads.ts) and send the URL it answers as `values[as]`.
   */
  uploadFirst?: { field: string; as: string; folder: string; operation: OperationDecl };
  /** Which service this call goes to, when not the resource's own. */
  service?: ServiceName;
  /** Body fields that carry the server's text on failure (default: `message`). */
  messageFrom?: readonly ('message' | 'errors' | 'error')[];
  /**
   * The path placeholder the record's key fills, and the record field that key is read from
   * (default `id`). A listing's `one` is `/house-list/by/{slug}` with `idParam: 'slug'`.
   */
  idParam?: string;
  /**
   * May run on many selected records at once: the generic list offers it on its selection bar and
   * sends this one call for each record (never for money or uploads).
   */
  bulk?: boolean;
  /**
   * Takes effect on screen at once and is sent when its undo window ends, instead of asking "are you
   * sure": `true` for a delete (the row disappears), else the record as shown once changed. Never for
   * money or uploads.
   */
  undoable?: Undoable;
  /**
   * A decision on money (a withdrawal, a payment): never waits offline to leave later by itself; made
   * offline it is not sent, and the person is told so where they made it.
   */
  money?: boolean;
  /**
   * `false`: never kept in the outbox to leave later (offline it fails, saying so). By default a
   * create, an update, a delete or an action may wait there, but a decision on money.
   */
  mayWait?: boolean;
  /** The fields of the reply a screen reads (an action's answer), with the names they may come under. */
  reply?: readonly FieldDecl[];
  /**
   * An update that replaces the record (a `PUT` of the whole of it): a change of one field reads the
   * record first and sends it whole, as its form would, with that field changed (a bulk edit).
   */
  whole?: boolean;
}

/** `true`: the record disappears; a function: the record as it looks once the change is made. */
export type Undoable = true | ((record: Values, values: Values) => Values);

export interface ListOperationDecl extends OperationDecl {
  envelope: ListEnvelope;
  /** Rows a screen may read at once beyond the offered page sizes (a chart's whole period). */
  wholePage?: number;
}

export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money'
  | 'date'
  | 'datetime'
  | 'boolean'
  | 'select'
  | 'status'
  | 'image'
  | 'images'
  | 'email'
  | 'phone'
  /** a list shown as tags: strings, or records shown by their `name` */
  | 'tags';

/** How a status value is coloured (the theme maps a tone to colours with enough contrast). */
export type Tone = 'success' | 'warning' | 'info' | 'danger' | 'neutral' | 'special';

export interface FieldOption {
  label: string;
  value: string | number | boolean;
  tone?: Tone;
  /** Other ways a file writes it (beside its value, in any case or punctuation): "Strata" for SHMSRS. */
  spellings?: readonly string[];
}

export interface FieldDecl {
  /** The name the app reads and writes the value under (a record from the API has it there, see `accepts`). */
  key: string;
  /**
   * Where the contract leaves the name open: the names a reply may carry the value under, in order
   * (`['total_leads', 'count', 'total', 'jumlah']`; a dotted name reads a nested path, `listing.count`).
   * The data provider puts the first one found under `key` (resources/read-field.ts).
   */
  accepts?: readonly string[];
  label: string;
  type?: FieldType;
  required?: boolean;
  /** Options for `select` / `status` fields. */
  options?: FieldOption[];
  /** Where the field appears; default: list and form. */
  inList?: boolean;
  inForm?: boolean;
  sortable?: boolean;
  /** Offered as a list filter, sent as `key=value` (or filling a `{key}` of the list path). */
  filter?: boolean;
  /** The filter's value when the URL names none. */
  filterDefault?: string;
  /** Shown masked (first and last four characters), e.g. an identity number. */
  masked?: boolean;
  /** A code read whole on one line in a table, as a figure is (a property's "HL-000104"). */
  code?: boolean;
  /**
   * A text that names records of `resource` by their `code` (an activity's "listing HL-000104"): on
   * a record's detail each code is a link to that resource's list searched for it.
   */
  mentions?: { resource: string; code: RegExp };
  /**
   * A `phone` field's WhatsApp message: the record fields naming the listing it is about and the
   * person written to (`{ listing: 'title', person: 'name' }`); the number is always a call link too.
   */
  contact?: { listing?: string; person?: string };
  /** A `datetime` shown as time ago ("5 menit yang lalu"), the exact time on hover; it keeps moving. */
  relative?: boolean;
  /** Form-only: a lookup select on another resource (`optionLabel`/`optionValue` of its records). */
  reference?: ReferenceDecl;
  /** A text's longest length (a title, a name): a counter shows it, a longer text is refused. */
  maxLength?: number;
  /**
   * A name each record has its own of: the form refuses it (nothing is sent) when another record of
   * the list has the same one apart from case and spaces ("rumah" beside "Rumah").
   */
  distinct?: boolean;
  /** A unit shown after a number (`m²`, `kamar`). */
  unit?: string;
  /**
   * A number or money field that must be more than 0 (a price, an area, a duration); any other is
   * at least 0. A value below is refused with a message on the field, never changed silently.
   */
  positive?: boolean;
  /**
   * Where the record's field `field` holds one of `values`, the field may be left empty or 0: its
   * `required` and `positive` are lifted (an apartment has no land of its own). The form judges it
   * with the value chosen there, an upload with the row's.
   */
  optionalWhen?: { field: string; values: readonly string[] };
  /**
   * A number or money field's plausible range (inclusive; `numberRanges` in number-ranges.ts names
   * them by kind): a typed value outside is refused with its reason. Default by type.
   */
  min?: number;
  max?: number;
  /** A number counted whole (rooms, days): `2,5` is refused. Money is always whole rupiah. */
  whole?: boolean;
  /**
   * A money field compared with the record's field `field` (a listing's price with the fair price the
   * server judged for it): the form warns, and still saves, when it is more than `percent`% away.
   */
  farFrom?: { field: string; percent: number };
  /** A date that may not be before the date field named here (an end date after its start). */
  notBefore?: string;
  /**
   * A date or time that is normally ahead (a viewing): a new one, or one changed to a time already
   * past, is saved only once the person confirms it.
   */
  askIfPast?: boolean;
  /**
   * A date or time further ahead than this many days is saved only once the person confirms it (a
   * viewing in 2099 is a slip of the year).
   */
  askIfBeyondDays?: number;
  /** A new record's starting value in the create form (e.g. a new visit is `scheduled`). */
  initial?: unknown;
  /** `images`: where the upload service stores them, and what it takes (default images up to 5 MB). */
  upload?: { folder: string; maxBytes?: number; accept?: readonly string[] };
  /**
   * May be changed on many chosen records at once ("Ubah kolom"): through the resource's `update`
   * (`true`), or through a named action whose form asks this field (`{ action }`, e.g. a status call);
   * `when` narrows the records it applies to (the others are skipped and named).
   */
  bulkEdit?: true | BulkEditDecl;
  /**
   * Changed in its cell of the list (a table's cell, a phone card's figure), as the form reads and
   * judges it, through the resource's `update`: only a field its form sends (the update never takes
   * another; a listing's status is its status call's). Saved as every change is: undo, outbox,
   * author, conflicts.
   */
  editInList?: true;
  /**
   * What the demo backend fills the field with, where its key and type do not say it (a name that is
   * a property type, a facility, a place): src/mocks/seed/declared.ts.
   */
  demo?: DemoKind;
}

/** A kind of realistic Indonesian value the demo backend knows (`FieldDecl.demo`). */
export type DemoKind =
  | 'property-type'
  | 'property-title'
  | 'facility'
  | 'place'
  | 'person'
  | 'company'
  | 'agency'
  | 'bank'
  | 'sentence';

/** How a field is changed on many records at once (`FieldDecl.bulkEdit`). */
export interface BulkEditDecl {
  /** The named action that changes it (its form's field of the same key is the input); default `update`. */
  action?: ActionName;
  /** The records it applies to, as an action's `ui.when` (an action's own `when` applies too). */
  when?: AppliesWhen;
}

/** A form field that picks records of another resource, shown by name and sent by `optionValue`. */
export interface ReferenceDecl {
  resource: ResourceName;
  /** The record field a person reads in the option. */
  optionLabel: string;
  /** The record field sent to the API. */
  optionValue: string;
  /** Searched on the server: typing sends the list's `search` param (debounced), a page at a time. */
  search?: boolean;
  /** A second record field shown beside the label, e.g. a listing's code `house_id`. */
  describe?: string;
  /**
   * The field of the record holding this reference that names the chosen record (a viewing's
   * listing `title`, a listing's `city`): its name is shown before any call, offline too.
   */
  namedBy?: string;
  /** Several records may be chosen; the value is a list. */
  multiple?: boolean;
  /**
   * A cascade: the form field whose value filters these options (sent as the referenced resource's
   * `parent.param`). Nothing is offered before the parent is chosen; choosing another parent clears
   * this field (and so, in turn, its own children).
   */
  parentField?: string;
  /**
   * The parent field holds this field of the parent's record (e.g. `name`) rather than its id: the id
   * the lookup filters by is that of the parent's record with this value.
   */
  parentBy?: string;
}

export interface ParentDecl {
  /** The query parameter that carries the parent's id, e.g. `id_provinsi`. */
  param: string;
  /** The resource that lists the parents (for a cascading select). */
  resource: ResourceName;
  label: string;
  optionLabel: string;
  optionValue: string;
}

/** A list filtered by a period: a date-range picker sending `start` and `end` as `YYYY-MM-DD`. */
export interface PeriodDecl {
  start: string;
  end: string;
  /** The period when the URL names none: the last `defaultDays` days up to today. */
  defaultDays: number;
}

/** Where an action is offered: on each row, on the screen's toolbar, in the record's detail view. */
export type ActionPlacement = 'row' | 'toolbar' | 'detail';

/** What an action asks before it sends. */
export type ActionAsk =
  /** a confirmation naming the record (or the screen, for a toolbar action) and the fields it `show`s */
  | {
      kind: 'confirm';
      text?: string;
      show?: readonly string[];
      /** The buttons' words when "Ya, lanjutkan" / "Batal" would be unclear (cancelling a visit). */
      yes?: string;
      no?: string;
      /**
       * What cannot be undone, said as a warning in the dialog (a sale, a payment marked paid). An
       * undoable action with it is asked first too (it otherwise runs at once with "Urungkan"): it
       * is final once its undo window ends.
       */
      final?: string;
    }
  /** a small form; its values are the body (through the operation's `toBody`) */
  | { kind: 'form'; fields: FieldDecl[] }
  /** one file, checked before anything is sent, sent as multipart `field` (plus `extra`) */
  | {
      kind: 'file';
      field: string;
      accept: readonly string[];
      maxBytes: number;
      extra?: Values;
      hint?: string;
      /** Shows the file's first rows, read by this reader (loaded inside the dialog's chunk). */
      preview?: FilePreviewReader;
    };

/** A reader of a file's first rows that a file dialog may preview with (the shell holds the code). */
export type FilePreviewReader = 'xlsx';

/** What a dialog of an action gets (the generic ones and those of src/pages/screens.ts). */
export interface ActionDialogProps {
  decl: ResourceDecl;
  name: string;
  action: ActionDecl;
  record?: Values;
  onClose: () => void;
  /** After a successful run, with the service's reply (e.g. the updated record), if it sent one. */
  onDone?: (reply: Values | undefined) => void;
}

/**
 * An icon of the registry: any of @ant-design/icons' by its name. The shell draws it
 * (components/icons.tsx); the build brings the icons the registry's files name (build/registry-icons.ts).
 */
export type IconName = Extract<keyof typeof AntdIcons, `${string}${'Outlined' | 'Filled' | 'TwoTone'}`>;

/** A value a record's state field may hold. */
export type StateValue = string | number | boolean;

/**
 * What a record's fields must hold for an action to apply: per field, the values it applies to
 * (`in`) or those it does not (`notIn`); every field named must agree. A field the record lacks
 * holds none of the values.
 */
export type AppliesWhen = Readonly<
  Record<string, { in: readonly StateValue[]; notIn?: never } | { notIn: readonly StateValue[]; in?: never }>
>;

export interface ActionUi {
  /** The button's visible Indonesian label (its accessible name). */
  label: string;
  placement: readonly ActionPlacement[];
  ask: ActionAsk;
  icon?: IconName;
  danger?: boolean;
  /**
   * The records the action applies to, by their state (a listing not sold, a withdrawal still
   * pending): elsewhere it is not offered (rows, detail, cards, review) and a bulk run skips it
   * (resources/applicability.ts reads it).
   */
  when?: AppliesWhen;
  /** Menus that may see the action (default: the resource's). */
  menus?: readonly MenuName[];
  /** The body of a confirm-only action, or a form's starting values, from the record. */
  values?: (record: Values) => Values;
  /** Other resources whose data the action changes (the own resource is always refreshed). */
  invalidates?: readonly ResourceName[];
}

/** A named operation; with `ui` it is also offered on the screens. */
export interface ActionDecl extends OperationDecl {
  ui?: ActionUi;
}

export interface ResourceDecl {
  /** Refine resource name, unique (one of names.ts). */
  name: ResourceName;
  /** Route under /dashboard (`''` is the index). A resource without route is data-only. */
  route?: string;
  /** Menu label, verbatim from docs/contract.md section 2. */
  label?: string;
  /** What a record is called in the form's title where the menu label is English ("Tambah Jadwal Kunjungan"); default the label. */
  recordLabel?: string;
  icon?: IconName;
  /** Sidebar group name (a GroupDecl). */
  group?: string;
  /** Menus that allow this resource. Data-only resources are allowed where their screens are. */
  menus: readonly MenuName[];
  /** Reachable by route but not listed in the sidebar (e.g. notification-own, behind the bell). */
  hideInMenu?: boolean;
  /** A menu entry without a screen (docs/contract.md: Pendaftaran leads to a path that is not a route). */
  menuOnly?: boolean;
  service: Exclude<ServiceName, 'auth' | 'upload'>;
  /** The record's key (default `_id`, then `id`). */
  idKey?: string;
  list?: ListOperationDecl;
  one?: OperationDecl;
  create?: OperationDecl;
  update?: OperationDecl;
  delete?: OperationDecl;
  /** Named actions reached through the data provider's `custom` (status, sold, upload-csv, ...). */
  actions?: Partial<Record<ActionName, ActionDecl>>;
  /** The field that names a record to a person (confirmations, the detail title); default `name`. */
  titleKey?: string;
  /**
   * A lead's first answer is due within this many hours (the lead's clock: the work queue counts the
   * leads waiting longer, the dashboard the share answered in time); default 2.
   */
  answerWithinHours?: number;
  /**
   * The fields a list card shows under the title on a phone (e.g. price, city, date); default: the
   * first list fields after the title that are not a status, an image or a long text.
   */
  card?: readonly string[];
  /**
   * The API has no call for one record: the detail view (a drawer) is built from the list's row, with
   * every declared field and the record's `detail` actions.
   */
  rowDetail?: boolean;
  /** The parent filter of a lookup list (city by province, ...). */
  parent?: ParentDecl;
  fields?: FieldDecl[];
  /** Page size of the list screen. */
  pageSize?: number;
  /** The list screen's period filter (e.g. analytics' startDate / endDate). */
  period?: PeriodDecl;
  /**
   * The list screen offers a free-text search, sent as `search`. Declared as a `RecordSearch`, the
   * records are also found from the command palette (Ctrl+K) by that same list call.
   */
  search?: boolean | RecordSearch;
  /** Its lists are refetched when a live notification arrives (Refine's liveMode). */
  liveRefetch?: boolean;
  /** How a notification names one of its records, so a click on it in the bell opens that record. */
  notified?: NotifiedDecl;
  /** What the moderation signals look for in its records (a listing's), and where they read it. */
  moderation?: ModerationDecl;
  /** Its detail page tells each record's story: the activity log's entries about it, this device's changes. */
  story?: StoryDecl;
  /** How a record of it is scored out of 100 while it is written, and what would raise the score. */
  quality?: QualityDecl;
  /**
   * Indonesian words that find its screen from Ctrl+K, for a resource declared in one module
   * (resources/modules/); the others' are in locales/screen-keywords.ts.
   */
  keywords?: readonly string[];
  /**
   * What the demo's activity log calls one of its records ("mengubah tipe properti ..."); default:
   * its label in lower case. Only a Master Data resource's changes are logged so.
   */
  logName?: string;
  /**
   * A resource declared in one module: its place in the sidebar, right after this resource
   * (default: last of its group).
   */
  after?: ResourceName;
}

/**
 * A notification about a record of a resource (docs/contract.md leaves its shape open): its `type`, a
 * field it carries, or a code in its text names the record. It opens the record's detail screen when
 * the notification carries the detail key (`show`), else the list searched for the code.
 */
export interface NotifiedDecl {
  /** The notification types about this resource (`lead`); default any notification naming a code. */
  types?: readonly string[];
  /** Fields of the notification holding the record's detail key (a listing's `slug`). */
  show?: readonly string[];
  /** Fields of the notification holding a code its list is searched for, in order (`house_id`). */
  fields?: readonly string[];
  /** A code written in the text, searched for when no field holds one (a listing's "HL-000104"). */
  code?: RegExp;
  /** Address parameters the screen reads, each from a field of the notification (`{ lead: 'request_id' }`). */
  open?: Readonly<Record<string, string>>;
}

/**
 * The moderation signals' rules for a resource's records: what makes one incomplete, a price far off
 * or two records the same, as data, so the detectors hold no threshold or field name of their own.
 */
export interface ModerationDecl {
  /** The fields read: a text title and description, a list of photo URLs, the price and its fair price. */
  titleKey: string;
  descriptionKey: string;
  photosKey: string;
  priceKey: string;
  fairPriceKey: string;
  /** The address and the area it must share with another record to be its duplicate (a city's code). */
  addressKey: string;
  areaKey: string;
  /** The code a person knows a record by (a listing's `house_id`), shown in a duplicate's reason. */
  codeKey?: string;
  /** Kurang lengkap: fewer photos than this, a description shorter than this (characters). */
  minPhotos: number;
  minDescription: number;
  /** Kurang lengkap: facts the form asks for; one the record carries empty is missing. */
  facts: readonly string[];
  /** Harga tidak wajar: the price differs from the fair price by more than this share of it (0.35). */
  farFromFair: number;
  /** Mungkin duplikat: prices within this share of each other (0.05) ... */
  duplicatePrice: number;
  /**
   * ... and two of: addresses, titles and descriptions this alike (0-1, bigram likeness; a description
   * only from `minDescription` characters on, as a CSV uploaded twice has no address or photos) and
   * photos this close (bits of 64).
   */
  similarAddress: number;
  similarTitle: number;
  similarDescription: number;
  photoDistance: number;
  /**
   * Rejecting asks for a reason, sent with the named action's call as `field` (beyond the contract:
   * renamed here, or left out by removing this, for services that name it otherwise or take none).
   */
  rejectReason?: { action: string; field: string };
}

/**
 * One rule of a record's quality score: the field it reads (and a fix points at), its weight, and what
 * earns it. `count` (a list's items) and `length` (a text's characters) earn their share up to `target`;
 * `filled` earns all when every one of `fields` (default `field`) holds something; `positive` when the
 * field holds a number above 0.
 */
export interface QualityRule {
  field: string;
  points: number;
  kind: 'count' | 'length' | 'filled' | 'positive';
  target?: number;
  fields?: readonly string[];
  /** The fix's words, with `{missing}` and `{target}` filled in (e.g. "Tambah {missing} foto lagi"). */
  fix: string;
  /** Left out of the score for records whose `field` holds one of `values` (an apartment's land). */
  unless?: { field: string; values: readonly string[] };
}

/** A resource's quality score: its rules, weighed together to 100. */
export interface QualityDecl {
  rules: readonly QualityRule[];
}

/**
 * How the command palette finds records of a resource: its list call with the typed text as `search`
 * (docs/contract.md section 7), a few records a call, each shown by `title` and `describe`.
 */
export interface RecordSearch {
  /** The field a result is named by (default the resource's `titleKey`, else `name`). */
  title?: string;
  /** The fields shown beside the name (a listing's code, a lead's phone). */
  describe: readonly string[];
  /**
   * The list's filters of each call (one call per entry, e.g. users of each kind); default one call
   * with the list's declared defaults.
   */
  scopes?: readonly Record<string, string>[];
  /**
   * A resource without a detail screen: a result opens the list of `resource` (default its own),
   * with the scope's filters and searched for the record's field `by` (a withdrawal by its id).
   */
  openList?: { resource?: ResourceName; by: string };
}

export interface GroupDecl {
  name: string;
  label: string;
  icon?: IconName;
}

/**
 * Where a record's story is read: the activity log's list (`log`, a resource), asked with `filters`
 * and its search for the record's `codeKey` (the code the log's words name it by, a listing's
 * `house_id`). An entry is the record's when a field of it carries the record's id or code
 * (`idKeys`), or its words name the code; one that names no record is not shown. The log's entries
 * are read tolerantly: their author, time and words under any of the names given, in order.
 */
export interface StoryDecl {
  log: string;
  filters?: Values;
  codeKey: string;
  idKeys: readonly string[];
  authorKeys: readonly string[];
  timeKeys: readonly string[];
  wordKeys: readonly string[];
}
