import { everyMenu, listOf } from '../builders';
import { defineResource } from '../define';

export const name = 'listing-views';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  after: 'profile',
  menus: everyMenu,
  service: 'main',
  // the views chart reads the whole period at once
  list: listOf('/view-house-list/views', 'data-document_count', { wholePage: 1000 }),
});
