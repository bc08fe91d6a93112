import { messages } from '../../locales/messages';
import { leadTexts } from '../../locales/operations';
import { everyMenu, field, listOf } from '../builders';
import { defineResource } from '../define';
import { toLeadBody } from '../leads';
import { textLimits } from '../text-limits';
import { rules } from '../wire';

export const name = 'lead-requests';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  after: 'leads',
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
});
