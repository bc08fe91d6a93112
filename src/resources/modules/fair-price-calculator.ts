import { fieldLabels, menuLabels } from '../../locales/labels';
import { messages } from '../../locales/messages';
import { crudOf, everyMenu, listOf } from '../builders';
import { defineResource } from '../define';
import { nameOfRecord } from '../master-data';
import { numberRanges } from '../number-ranges';
import { regionNameField } from '../region-fields';

export const name = 'fair-price-calculator';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  route: 'master/indicator-fairprice',
  label: menuLabels.indicator,
  logName: 'indikator harga wajar',
  icon: 'CalculatorOutlined',
  group: 'master-data',
  after: 'users',
  menus: everyMenu,
  service: 'main',
  idKey: 'id',
  list: listOf('/fair-price-calculator'),
  search: true,
  ...crudOf('/fair-price-calculator', { create: true, update: true }, { create: messages.dataCreated }),
  fields: [
    nameOfRecord,
    {
      key: 'property_type',
      label: fieldLabels.type,
      type: 'select',
      required: true,
      filter: true,
      reference: { resource: 'house-type', optionLabel: 'name', optionValue: 'name' },
    },
    regionNameField('city', 'city', { required: true, filter: true }),
    {
      key: 'land_price_per_m2',
      label: fieldLabels.landPrice,
      type: 'money',
      required: true,
      positive: true,
      sortable: true,
      ...numberRanges.pricePerM2,
    },
    {
      key: 'building_price_per_m2',
      label: fieldLabels.buildingPrice,
      type: 'money',
      required: true,
      positive: true,
      sortable: true,
      ...numberRanges.pricePerM2,
    },
    { key: 'tolerance_percent', label: fieldLabels.tolerance, type: 'number', ...numberRanges.percent },
    { key: 'is_active', label: fieldLabels.active, type: 'boolean' },
  ],
});
