import { everyMenu, listOf } from '../builders';
import { defineResource } from '../define';

export const name = 'listing-views';

export const resource = defineResource(name, {
  after: 'profile',
  menus: everyMenu,
  service: 'main',
  // the views chart reads the whole period at once
  list: listOf('/view-house-list/views', 'data-document_count', { wholePage: 1000 }),
});
