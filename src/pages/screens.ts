import { lazy } from 'react';

import type { Screens } from '../components/screens-context';

// each page and dialog is a chunk of its own, loaded when its route or action is first used
const ListingShow = lazy(() => import('./listing/ListingShow'));

/** The pages and action dialogs that replace the generic ones, by resource name (App provides them). */
export const screens: Screens = {
  pages: {
    dashboard: { list: lazy(() => import('./dashboard/DashboardHome')) },
    listing: { list: lazy(() => import('./listing/ListingList')), show: ListingShow },
    'listing-premium': { show: ListingShow },
    leads: { list: lazy(() => import('./leads/LeadsPage')) },
    schedule: { list: lazy(() => import('./schedule/SchedulePage')) },
    lytics: { list: lazy(() => import('./analytics/AnalyticsPage')) },
    usytics: { list: lazy(() => import('./user-logs/UserLogsPage')) },
    notification: { list: lazy(() => import('./notification/NotificationPage')) },
    'notification-own': { list: lazy(() => import('./notification-own/NotificationOwnPage')) },
    profile: { list: lazy(() => import('./profile/ProfilePage')) },
  },
  dialogs: {
    listing: {
      'upload-csv': lazy(() => import('./listing/CsvUploadDialog')),
      review: lazy(() => import('./listing/ReviewQueueDialog')),
    },
    'area-master': { add: lazy(() => import('./area-indicator/AddKelurahanDialog')) },
  },
};
