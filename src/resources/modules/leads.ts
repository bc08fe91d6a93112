import { fieldLabels, menuLabels } from '../../locales/labels';
import { everyMenu, field, LISTING_CODE, listOf } from '../builders';
import { defineResource } from '../define';
import { LEADS_OPEN } from '../leads';

export const name = 'leads';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  after: 'ads-premium',
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
});
