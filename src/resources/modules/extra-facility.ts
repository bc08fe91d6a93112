import { crudOf, everyMenu, listOf, masterNameField } from '../builders';
import { defineResource } from '../define';

/** Master Data > Fasilitas: a listing's extra facilities (docs/contract.md section 7, `/extra-facility`). */
export const name = 'extra-facility';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  route: 'master/facility',
  label: 'Fasilitas',
  icon: 'BuildOutlined',
  group: 'master-data',
  after: 'master-trait',
  menus: everyMenu,
  service: 'main',
  list: listOf('/extra-facility'),
  search: true,
  // docs/contract.md section 8, verbatim
  ...crudOf(
    '/extra-facility',
    { create: true, update: true },
    { create: 'Success added extra facilities', update: 'Success update extra facilities' },
  ),
  fields: [masterNameField({ demo: 'facility' })],
  keywords: ['fasilitas tambahan', 'sarana'],
});
