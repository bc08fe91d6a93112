import { rules } from '../http/success-rules';
import { fieldLabels, menuLabels } from '../locales/labels';
import { messages } from '../locales/messages';
import { leadTexts } from '../locales/operations';
import { everyMenu, field, LISTING_CODE, listOf } from './builders';
import { textLimits } from './text-limits';
import type { ResourceDecl, Values } from './types';
import { uploadFile } from './uploads';

/** The leads screen's address parameters that open a group (its property) and a lead's conversation. */
export const LEADS_OPEN = { group: 'grup', code: 'kode', lead: 'lead' } as const;

/**
 * The leads screen's view of the leads not answered yet (`?tampilan=belum-dibalas`), and of those
 * waiting past the declared threshold only (`&lewat=1`): what the work queue opens.
 */
export const LEADS_VIEW = { param: 'tampilan', unanswered: 'belum-dibalas', late: 'lewat' } as const;

/** docs/contract.md section 3: a lead goes out as the property plus a one-item `requestCusts` array. */
export function toLeadBody(values: Values): Values {
  const { property_id, ...customer } = values;
  return { property_id, requestCusts: [customer] };
}

export const leadsResources: ResourceDecl[] = [
  {
    name: 'leads',
    route: 'leads',
    label: menuLabels.leads,
    icon: 'FundProjectionScreenOutlined',
    menus: everyMenu,
    service: 'main',
    titleKey: 'title',
    // a group is keyed by its property (`property_id`, else the grouping's `_id`)
    idKey: 'property_id',
    list: listOf('/request-cust/group-property_id'),
    search: true,
    // a lead notification opens its listing's group and, when it names the lead, its conversation
    notified: {
      types: ['lead'],
      fields: ['house_id'],
      code: LISTING_CODE,
      open: {
        [LEADS_OPEN.group]: 'property_id',
        [LEADS_OPEN.code]: 'house_id',
        [LEADS_OPEN.lead]: 'request_id',
      },
    },
    fields: [
      // a group is named by its listing's title and code, never by its internal id
      // docs/contract.md section 7 names the call, not the group's fields: the names a grouping may use
      field('title', { label: fieldLabels.property, accepts: ['title', 'property_title', 'property.title'] }),
      field('house_id', {
        label: fieldLabels.houseCode,
        code: true,
        // never the listing's id: a group without its code takes its listing's (pages/leads/names.ts)
        accepts: ['house_id', 'property.house_id', 'property_code'],
      }),
      field('city', { accepts: ['city', 'property.city', 'kota'] }),
      field('total_leads', {
        type: 'number',
        sortable: true,
        accepts: ['total_leads', 'count', 'total', 'jumlah'],
      }),
      field('last_request_at', {
        type: 'datetime',
        sortable: true,
        accepts: ['last_request_at', 'last_request', 'latest_request_at', 'updated_at'],
      }),
    ],
  },
  {
    name: 'lead-requests',
    label: leadTexts.leadLabel,
    menus: everyMenu,
    service: 'main',
    list: listOf('/request-cust'),
    // the lead's clock: a first answer later than this is late (the work queue counts such leads)
    answerWithinHours: 2,
    // a lead's card on a phone (the leads drawer): every way to reach the customer, and the note
    card: ['phone', 'email', 'note', 'created_at'],
    // found from Ctrl+K by name or phone; a lead has no screen of its own: its listing's group opens
    search: { title: 'name', describe: ['phone', 'title'], openList: { resource: 'leads', by: 'title' } },
    create: {
      method: 'post',
      path: '/request-cust',
      success: rules.body200,
      message: messages.leadAdded,
      toBody: toLeadBody,
    },
    delete: {
      method: 'delete',
      path: '/request-cust/{id}',
      success: rules.body200,
      message: messages.removed,
      bulk: true,
      undoable: true,
    },
    fields: [
      field('property_id', { inList: false, inForm: false, filter: true }),
      // a lead's person, as the request form of the marketplace may have named them
      field('name', {
        required: true,
        maxLength: textLimits.name,
        accepts: ['name', 'customer_name', 'full_name', 'nama'],
      }),
      field('phone', {
        type: 'phone',
        required: true,
        // the WhatsApp message greets the lead and names the listing they asked about
        contact: { listing: 'title', person: 'name' },
        accepts: ['phone', 'phone_number', 'no_hp', 'whatsapp'],
      }),
      field('email', { type: 'email' }),
      field('note', {
        type: 'textarea',
        maxLength: textLimits.note,
        accepts: ['note', 'message', 'catatan'],
      }),
      // sortable: the lead's clock reads the leads newest first (and checks that they come so)
      field('created_at', {
        type: 'datetime',
        inForm: false,
        sortable: true,
        accepts: ['created_at', 'createdAt', 'date'],
      }),
    ],
  },
  {
    name: 'lead-messages',
    menus: everyMenu,
    service: 'main',
    list: listOf('/message-request/request-id/{request_id}', 'data'),
    create: {
      method: 'post',
      path: '/message-request',
      success: rules.body201,
      message: messages.messageSent,
      uploadFirst: { field: 'file', as: 'image_url', folder: 'message-request', operation: uploadFile },
    },
    // what the conversation reads of a message (its screen is LeadChat, never a generic form)
    fields: [
      // a reply's longest text (the reply box counts it and refuses a longer one)
      field('message', {
        inForm: false,
        maxLength: textLimits.message,
        accepts: ['message', 'text', 'body'],
      }),
      field('image_url', { type: 'image', inForm: false, accepts: ['image_url', 'image', 'file_url'] }),
      field('sender', { inForm: false, accepts: ['sender', 'sender_role', 'from'] }),
      field('sender_name', { inForm: false, accepts: ['sender_name', 'sender.name', 'name'] }),
      field('created_at', { type: 'datetime', inForm: false, accepts: ['created_at', 'createdAt'] }),
    ],
  },
];
