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
      // docs/contract.md names the call and its period, not the day's figures: the names they may use
      field('date', { type: 'date', accepts: ['date', 'day', 'tanggal', '_id'] }),
      field('visitors', { type: 'number', accepts: ['visitors', 'visitor', 'users', 'unique_visitors'] }),
      field('page_views', { type: 'number', accepts: ['page_views', 'pageviews', 'pageViews', 'views'] }),
      field('new_listings', { type: 'number', accepts: ['new_listings', 'newListings', 'listings'] }),
      field('leads', { type: 'number', accepts: ['leads', 'new_leads', 'lead_count'] }),
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
  },
];
