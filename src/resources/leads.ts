import { rules } from '../http/success-rules';
import { fieldLabels, menuLabels } from '../locales/labels';
import { messages } from '../locales/messages';
import { leadTexts } from '../locales/operations';
import { everyMenu, field, listOf } from './builders';
import type { ResourceDecl, Values } from './types';
import { uploadFile } from './uploads';

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
    fields: [
      // a group is named by its listing's title and code, never by its internal id
      field('title', { label: fieldLabels.property }),
      field('house_id', { label: fieldLabels.houseCode }),
      field('city'),
      field('total_leads', { type: 'number', sortable: true }),
      field('last_request_at', { type: 'datetime', sortable: true }),
    ],
  },
  {
    name: 'lead-requests',
    label: leadTexts.leadLabel,
    menus: everyMenu,
    service: 'main',
    list: listOf('/request-cust'),
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
      field('name', { required: true }),
      field('phone', { type: 'phone', required: true }),
      field('email', { type: 'email' }),
      field('note', { type: 'textarea' }),
      field('created_at', { type: 'datetime', inForm: false }),
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
  },
];
