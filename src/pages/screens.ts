import { lazyDialog, lazyPart } from '../components/lazy-part';
import type { Screens } from '../components/screens-context';

// each page and dialog is a chunk of its own, loaded when its route or action is first used
const ListingShow = lazyPart(() => import('./listing/ListingShow'));
const loadListingList = () => import('./listing/ListingList');

/** The pages and action dialogs that replace the generic ones, by resource name (App provides them). */
export const screens: Screens = {
  pages: {
    dashboard: { list: lazyPart(() => import('./dashboard/DashboardHome')) },
    // the generic list with the moderation signals: framed and fetched ahead at boot as the generic list
    listing: {
      list: lazyPart(loadListingList),
      listIsGeneric: true,
      loadList: loadListingList,
      show: ListingShow,
      formPanel: lazyPart(() => import('./listing/quality/QualityPanel')),
    },
    'listing-premium': { show: ListingShow },
    leads: { list: lazyPart(() => import('./leads/LeadsPage')) },
    schedule: { list: lazyPart(() => import('./schedule/SchedulePage')) },
    lytics: { list: lazyPart(() => import('./lytics/AnalyticsPage')) },
    usytics: { list: lazyPart(() => import('./usytics/UserLogsPage')) },
    notification: { list: lazyPart(() => import('./notification/BlastPage')) },
    'notification-own': { list: lazyPart(() => import('./notification-own/OwnNotificationsPage')) },
    profile: { list: lazyPart(() => import('./profile/ProfilePage')) },
  },
  dialogs: {
    listing: {
      'upload-csv': lazyDialog(() => import('./listing/CsvUploadDialog')),
      review: lazyDialog(() => import('./listing/ReviewQueueDialog')),
    },
    'area-master': { add: lazyDialog(() => import('./area-master/AddKelurahanDialog')) },
  },
};
