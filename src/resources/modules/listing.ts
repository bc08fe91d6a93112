import { actionLabels, menuLabels } from '../../locales/labels';
import { messages } from '../../locales/messages';
import { everyMenu, LISTING_CODE, listOf } from '../builders';
import { defineResource } from '../define';
import {
  CSV_MAX_BYTES,
  listingFields,
  listingModeration,
  listingOne,
  listingQuality,
  listingRecordActions,
  listingStory,
  resetFairPrice,
  statusCall,
} from '../listing';
import { rules } from '../wire';

export const name = 'listing';

export const actions = ['status', 'sold', 'review', 'upload-csv'] as const;

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: typeof actions;
  }
}

export const resource = defineResource(name, {
  after: 'dashboard',
  route: 'listing',
  label: menuLabels.listing,
  icon: 'HomeOutlined',
  menus: everyMenu,
  service: 'main',
  idKey: 'id',
  titleKey: 'title',
  card: ['price', 'city', 'created_at'],
  list: listOf('/house-list/admin'),
  // found from Ctrl+K by title or code; a result opens the listing's detail
  search: { describe: ['house_id', 'city'] },
  // a notification naming a listing (its slug, else its code) opens it
  notified: { show: ['slug'], fields: ['house_id'], code: LISTING_CODE },
  one: listingOne,
  create: {
    method: 'post',
    path: '/house-list',
    success: rules.http201,
    message: messages.listingCreated,
    toBody: resetFairPrice,
  },
  update: {
    method: 'put',
    path: '/house-list/{id}',
    success: rules.http200,
    message: messages.listingUpdated,
    toBody: resetFairPrice,
    // a PUT of the listing: a bulk edit of one field reads each listing and sends it whole
    whole: true,
  },
  delete: {
    method: 'delete',
    path: '/house-list/{id}',
    success: rules.http200,
    message: messages.removed,
    bulk: true,
    undoable: true,
  },
  actions: {
    ...listingRecordActions,
    // the review queue (its dialog in src/pages/screens.ts) decides one listing after another with the
    // status action above, so it is offered to the menus that may change a status
    review: {
      ...statusCall,
      ui: {
        label: actionLabels.reviewListings,
        icon: 'AuditOutlined',
        placement: ['toolbar'],
        ask: { kind: 'confirm' },
        menus: listingRecordActions.status.ui?.menus,
      },
    },
    'upload-csv': {
      method: 'post',
      path: '/house-list/upload-csv',
      encoding: 'multipart',
      success: rules.http201,
      message: messages.listingCsvQueued,
      ui: {
        label: actionLabels.uploadCsv,
        icon: 'UploadOutlined',
        placement: ['toolbar'],
        ask: { kind: 'file', field: 'file', accept: ['.csv', '.xlsx'], maxBytes: CSV_MAX_BYTES },
      },
    },
  },
  fields: listingFields,
  moderation: listingModeration,
  quality: listingQuality,
  story: listingStory,
});
