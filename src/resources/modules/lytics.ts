import { menuLabels } from '../../locales/labels';
import { messages } from '../../locales/messages';
import { field, fullMenuOnly, listOf } from '../builders';
import { defineResource } from '../define';

export const name = 'lytics';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  route: 'analytics/statistic',
  label: menuLabels.analytics,
  group: 'analytics',
  after: 'activity',
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
});
