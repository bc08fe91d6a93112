import { activityActionLabels, menuLabels } from '../../locales/labels';
import { field, fullMenuOnly, LISTING_CODE, listOf, optionsOf, personField } from '../builders';
import { defineResource } from '../define';
import { activityModules } from '../records';
import { rules } from '../wire';

export const name = 'activity';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  route: 'pg/logs',
  label: menuLabels.logs,
  group: 'payments',
  after: 'payment',
  menus: fullMenuOnly,
  service: 'payment',
  titleKey: 'action',
  list: listOf('/activity', 'data-count'),
  search: true,
  one: { method: 'get', path: '/activity/{id}', success: rules.body200 },
  fields: [
    personField('user_name'),
    // the log's own words ("login", "approve") read as labels; an unknown one is shown as it comes
    field('action', { type: 'select', options: optionsOf(activityActionLabels) }),
    field('module', {
      filter: true,
      type: 'select',
      options: activityModules.map((value) => ({ label: value, value })),
    }),
    // names a listing by its code ("menyetujui listing HL-000104 ..."): a link to it on the entry's detail
    field('description', { inList: false, mentions: { resource: 'listing', code: LISTING_CODE } }),
    field('ip'),
    field('user_agent', { inList: false }),
    field('created_at', { type: 'datetime', sortable: true }),
  ],
});
