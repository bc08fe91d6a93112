import { crudOf, everyMenu, listOf, masterNameField } from '../builders';
import { defineResource } from '../define';

/** Master Data > Judul Properti: a listing's titles (docs/contract.md section 7, `/master-trait`). */
export const name = 'master-trait';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  route: 'master/title',
  label: 'Judul Properti',
  icon: 'FontSizeOutlined',
  group: 'master-data',
  after: 'house-type',
  menus: everyMenu,
  service: 'main',
  list: listOf('/master-trait'),
  search: true,
  // docs/contract.md section 8, verbatim
  ...crudOf(
    '/master-trait',
    { create: true, update: true },
    { create: 'Success Added Property Title', update: 'Success update Property Title' },
  ),
  fields: [masterNameField({ demo: 'property-title' })],
  keywords: ['judul properti', 'judul'],
});
