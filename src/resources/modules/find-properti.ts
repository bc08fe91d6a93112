import { menuLabels } from '../../locales/labels';
import { createdAtField, everyMenu, field, listOf, personField, statusField } from '../builders';
import { defineResource } from '../define';
import { numberRanges } from '../number-ranges';
import { requestStatuses } from '../records';
import { regionNameField } from '../region-fields';

export const name = 'find-properti';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  after: 'schedule',
  route: 'find-properti',
  label: menuLabels.findProperti,
  icon: 'FileSearchOutlined',
  menus: everyMenu,
  service: 'main',
  list: listOf('/find-properties'),
  search: { describe: ['phone', 'city'], openList: { by: 'phone' } },
  // docs/contract.md has no call for one request: the detail is the list's row
  rowDetail: true,
  fields: [
    personField('name'),
    field('phone', { type: 'phone', contact: { person: 'name' } }),
    field('type', {
      filter: true,
      type: 'select',
      reference: { resource: 'house-type', optionLabel: 'name', optionValue: 'name' },
    }),
    regionNameField('city', 'city', { filter: true }),
    field('budget_min', { type: 'money', sortable: true, ...numberRanges.propertyBudget }),
    field('budget_max', { type: 'money', sortable: true, ...numberRanges.propertyBudget }),
    field('email', { type: 'email', inList: false }),
    field('bedrooms', { type: 'number', inList: false, ...numberRanges.rooms }),
    field('note'),
    statusField(requestStatuses),
    createdAtField(),
  ],
});
