import { fieldLabels, menuLabels } from '../../locales/labels';
import { messages } from '../../locales/messages';
import { crudOf, everyMenu, listOf } from '../builders';
import { defineResource } from '../define';
import { nameField } from '../master-data';
import { regionNameField } from '../region-fields';
import { textLimits } from '../text-limits';

export const name = 'special-area';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  route: 'master/area-popular',
  label: menuLabels.popularArea,
  icon: 'FireOutlined',
  group: 'master-data',
  after: 'extra-facility',
  menus: everyMenu,
  service: 'main',
  list: listOf('/special-area'),
  search: true,
  ...crudOf(
    '/special-area',
    { create: true, update: true, delete: { bulk: true, undoable: true } },
    {
      create: messages.popularAreaAdded,
      update: messages.popularAreaUpdated,
      delete: messages.popularAreaRemoved,
    },
  ),
  fields: [
    ...nameField,
    // docs/contract.md section 3: a popular area is a name and an _id; the place is optional. The province
    // comes first and the city is one of its cities
    regionNameField('province', 'province'),
    regionNameField('city', 'city', { filter: true, parentField: 'province' }),
    {
      key: 'listing_count',
      label: fieldLabels.listingCount,
      type: 'number',
      inForm: false,
      sortable: true,
    },
    {
      key: 'description',
      label: fieldLabels.description,
      type: 'textarea',
      inList: false,
      maxLength: textLimits.note,
    },
    { key: 'is_active', label: fieldLabels.active, type: 'boolean' },
  ],
});
