import { eventLabels, menuLabels } from '../locales/labels';
import { messages } from '../locales/messages';
import { field, fullMenuOnly, listOf, optionsOf } from './builders';
import type { ResourceDecl } from './types';

export const analyticsResources: ResourceDecl[] = [
  {
    name: 'lytics',
    route: 'analytics/statistic',
    label: menuLabels.analytics,
    group: 'analytics',
    menus: fullMenuOnly,
    service: 'payment',
    // docs/contract.md section 8: the analytics call falls back to "Data tidak ditemukan".
    list: listOf('/lytics', 'data', { fallbackError: messages.analyticsNotFound }),
    // docs/contract.md section 7: GET /lytics takes startDate and endDate
    period: { start: 'startDate', end: 'endDate', defaultDays: 30 },
    fields: [
      field('date', { type: 'date' }),
      field('visitors', { type: 'number' }),
      field('page_views', { type: 'number' }),
      field('new_listings', { type: 'number' }),
      field('leads', { type: 'number' }),
    ],
  },
  {
    name: 'usytics',
    route: 'analytics/user',
    label: menuLabels.userLogs,
    group: 'analytics',
    menus: fullMenuOnly,
    service: 'payment',
    // the breakdown reads up to 1,000 events of the period at once
    list: listOf('/usytics', 'data-document_count', { wholePage: 1000 }),
    search: true,
    period: { start: 'startDate', end: 'endDate', defaultDays: 30 },
    fields: [
      field('user_name'),
      field('event', { filter: true, type: 'select', options: optionsOf(eventLabels) }),
      field('page'),
      field('device'),
      field('created_at', { type: 'datetime', sortable: true }),
    ],
  },
];
