import { eventLabels, menuLabels } from '../../locales/labels';
import { field, fullMenuOnly, listOf, optionsOf } from '../builders';
import { defineResource } from '../define';

export const name = 'usytics';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  route: 'analytics/user',
  label: menuLabels.userLogs,
  group: 'analytics',
  after: 'lytics',
  menus: fullMenuOnly,
  service: 'payment',
  // the breakdown reads up to 1,000 events of the period at once
  list: listOf('/usytics', 'data-document_count', { wholePage: 1000 }),
  search: true,
  period: { start: 'startDate', end: 'endDate', defaultDays: 30 },
  fields: [
    field('user_name', { accepts: ['user_name', 'name', 'user.name', 'username'] }),
    field('event', {
      filter: true,
      type: 'select',
      options: optionsOf(eventLabels),
      accepts: ['event', 'event_name', 'action', 'type'],
    }),
    field('page', { accepts: ['page', 'path', 'url'] }),
    field('device', { accepts: ['device', 'device_type', 'platform'] }),
    field('created_at', { type: 'datetime', sortable: true }),
  ],
});
