import { menuLabels } from '../../locales/labels';
import { messages } from '../../locales/messages';
import { crudOf, everyMenu, listOf } from '../builders';
import { defineResource } from '../define';
import { nameField } from '../master-data';

export const name = 'house-type';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  route: 'master/tipe',
  label: menuLabels.propertyType,
  icon: 'AppstoreOutlined',
  group: 'master-data',
  after: 'fair-price-calculator',
  menus: everyMenu,
  service: 'main',
  list: listOf('/house-type'),
  search: true,
  ...crudOf(
    '/house-type',
    { create: true, update: true },
    { create: messages.dataCreated, update: messages.propertyTypeUpdated },
  ),
  fields: nameField,
});
