import { menuLabels } from '../../locales/labels';
import { fullMenuOnly, listOf } from '../builders';
import { defineResource } from '../define';
import { listingFields, listingOne, listingRecordActions, listingStory } from '../listing';

export const name = 'listing-premium';

export const actions = ['status', 'sold'] as const;

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: typeof actions;
  }
}

export const resource = defineResource(name, {
  route: 'listing-premium',
  label: menuLabels.listingPremium,
  group: 'subscribes',
  after: 'subscribe',
  menus: fullMenuOnly,
  service: 'main',
  idKey: 'id',
  titleKey: 'title',
  list: listOf('/house-list/premium'),
  search: true,
  one: listingOne,
  actions: listingRecordActions,
  // no update of its own: a premium listing's price is changed on the listing, not in its cell here
  fields: listingFields.map((one) => ({ ...one, inForm: false, editInList: undefined })),
  story: listingStory,
});
