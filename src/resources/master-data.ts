import { rules } from '../http/success-rules';
import { actionLabels, fieldLabels, menuLabels, recordLabels } from '../locales/labels';
import { messages } from '../locales/messages';
import { readIndonesianNumber } from '../locales/numbers';
import {
  activeWords,
  crudOf,
  everyMenu,
  fullMenuOnly,
  listOf,
  MASTER_NAME_MAX,
  masterNameField,
} from './builders';
import { numberRanges } from './number-ranges';
import { regionNameField } from './region-fields';
import { textLimits } from './text-limits';
import type { FieldDecl, ResourceDecl, Values } from './types';

/** A price as an integer; text is read the Indonesian way ("7.500.000,50" is 7500000). */
function toInteger(value: unknown): number {
  const n = typeof value === 'number' ? value : readIndonesianNumber(String(value ?? ''));
  return n !== undefined && Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** docs/contract.md sections 3 and 5: the indicator save sends integer prices and always status true. */
export function toIndicatorBody(values: Values): Values {
  return {
    ...values,
    building_price: toInteger(values.building_price),
    land_price: toInteger(values.land_price),
    apartment_price: toInteger(values.apartment_price),
    status: true,
  };
}

/** A master record's name: required, at most MASTER_NAME_MAX, refused when like another's. */
const nameOfRecord: FieldDecl = masterNameField();

const nameField: FieldDecl[] = [nameOfRecord];

/**
 * The Master Data group but Judul Properti and Fasilitas, each declared in one module of ./modules
 * (placed after Tipe Properti by their `after`).
 */
export const masterDataResources: ResourceDecl[] = [
  {
    name: 'fair-price-calculator',
    route: 'master/indicator-fairprice',
    label: menuLabels.indicator,
    icon: 'CalculatorOutlined',
    group: 'master-data',
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
  },
  {
    name: 'house-type',
    route: 'master/tipe',
    label: menuLabels.propertyType,
    icon: 'AppstoreOutlined',
    group: 'master-data',
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
  },
  {
    name: 'special-area',
    route: 'master/area-popular',
    label: menuLabels.popularArea,
    icon: 'FireOutlined',
    group: 'master-data',
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
  },
  {
    name: 'area-master',
    route: 'master/area-indicator',
    label: menuLabels.areaIndicator,
    icon: 'AimOutlined',
    group: 'master-data',
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
  },
  {
    name: 'master-subscribe',
    route: 'master/packages',
    label: menuLabels.packages,
    recordLabel: recordLabels.packages,
    icon: 'CrownOutlined',
    group: 'master-data',
    menus: fullMenuOnly,
    service: 'main',
    idKey: 'id',
    list: listOf('/master-subscribe'),
    search: true,
    ...crudOf(
      '/master-subscribe',
      // a PUT whose body the contract leaves open: a price changed in its cell goes out with the
      // package's other fields as it has them, read first, never a package of one field
      { create: true, update: { whole: true }, delete: { bulk: true, undoable: true } },
      { create: messages.packageAdded, update: messages.packageUpdated, delete: messages.packageRemoved },
    ),
    fields: [
      { key: 'name', label: fieldLabels.name, required: true, distinct: true, maxLength: MASTER_NAME_MAX },
      {
        key: 'price',
        label: fieldLabels.price,
        type: 'money',
        required: true,
        sortable: true,
        ...numberRanges.packagePrice,
        editInList: true,
      },
      {
        key: 'duration_days',
        label: fieldLabels.duration,
        type: 'number',
        required: true,
        positive: true,
        ...numberRanges.days,
      },
      {
        key: 'listing_quota',
        label: fieldLabels.quota,
        type: 'number',
        required: true,
        ...numberRanges.quota,
      },
      { key: 'premium_quota', label: fieldLabels.premiumQuota, type: 'number', ...numberRanges.quota },
      { key: 'is_active', label: fieldLabels.active, type: 'boolean' },
      {
        key: 'description',
        label: fieldLabels.description,
        type: 'textarea',
        inList: false,
        maxLength: textLimits.note,
      },
    ],
  },
];
