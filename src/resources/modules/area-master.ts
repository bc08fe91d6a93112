import { actionLabels, fieldLabels, menuLabels } from '../../locales/labels';
import { messages } from '../../locales/messages';
import { activeWords, crudOf, everyMenu, listOf } from '../builders';
import { defineResource } from '../define';
import { nameOfRecord, toIndicatorBody } from '../master-data';
import { numberRanges } from '../number-ranges';
import { regionNameField } from '../region-fields';
import { rules } from '../wire';

export const name = 'area-master';

export const actions = ['add'] as const;

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: typeof actions;
  }
}

export const resource = defineResource(name, {
  route: 'master/area-indicator',
  label: menuLabels.areaIndicator,
  icon: 'AimOutlined',
  group: 'master-data',
  after: 'special-area',
  menus: everyMenu,
  service: 'main',
  list: listOf('/area-master'),
  search: true,
  // docs/contract.md has no call for one area: its detail (with its kelurahan) is the list's row
  rowDetail: true,
  ...crudOf(
    '/area-master',
    // the save sends all three prices, a missing one as 0 (toIndicatorBody): a price changed in its
    // cell goes out with the others as the area has them, read first
    { create: true, update: { whole: true }, delete: { bulk: true, undoable: true } },
    {
      create: messages.indicatorAdded,
      update: messages.indicatorUpdated,
      delete: messages.indicatorRemoved,
    },
    toIndicatorBody,
  ),
  actions: {
    add: {
      method: 'post',
      path: '/area-master/add',
      success: rules.body201,
      message: messages.villageSaved,
      ui: {
        label: actionLabels.addVillage,
        icon: 'PlusOutlined',
        placement: ['row', 'detail'],
        // province > city > district > village from the documented lookups
        ask: { kind: 'form', fields: [] },
      },
    },
  },
  fields: [
    nameOfRecord,
    // chosen from the regions (docs/contract.md: /cities), never typed
    regionNameField('area', 'city', { label: fieldLabels.area, required: true }, 'master-area'),
    {
      key: 'building_price',
      label: fieldLabels.buildingPrice,
      type: 'money',
      required: true,
      positive: true,
      ...numberRanges.pricePerM2,
      editInList: true,
    },
    {
      key: 'land_price',
      label: fieldLabels.landPrice,
      type: 'money',
      required: true,
      positive: true,
      ...numberRanges.pricePerM2,
      editInList: true,
    },
    {
      key: 'apartment_price',
      label: fieldLabels.apartmentPrice,
      type: 'money',
      required: true,
      positive: true,
      ...numberRanges.pricePerM2,
      editInList: true,
    },
    { key: 'status', label: fieldLabels.status, type: 'boolean', inForm: false, options: activeWords },
    { key: 'kelurahan', label: fieldLabels.villages, type: 'tags', inList: false, inForm: false },
  ],
});
