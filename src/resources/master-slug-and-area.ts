import { fieldLabels, menuLabels } from '../locales/labels';
import { everyMenu, fullMenuOnly, listOf } from './builders';
import type { FieldDecl, ResourceDecl, ResourceName } from './types';

/** The most regions a select reads at once (a province's cities, a district's villages, all cities). */
const LOOKUP_ROWS = 1000;

/** One level of the province > city > district > village hierarchy. */
interface Level {
  key: 'province' | 'city' | 'district' | 'village';
  label: string;
  /** The record's own id field, which children filter by. */
  idField: string;
}

const levels: Level[] = [
  { key: 'province', label: menuLabels.province, idField: 'id_provinsi' },
  { key: 'city', label: menuLabels.city, idField: 'id_kota' },
  { key: 'district', label: menuLabels.district, idField: 'id_kecamatan' },
  { key: 'village', label: menuLabels.village, idField: 'id_kelurahan' },
];

/** Each hierarchy's group, menus and one endpoint per level (docs/contract.md section 7). */
const hierarchies = {
  'master-slug': {
    menus: everyMenu,
    paths: {
      province: '/master-province',
      city: '/master-city',
      district: '/master-district',
      village: '/master-village',
    },
  },
  'master-area': {
    menus: fullMenuOnly,
    paths: { province: '/provinces', city: '/cities', district: '/districts', village: '/villages' },
  },
} as const;

/** One level of a region hierarchy (its group is named as the hierarchy): what its module declares. */
export function regionLevel(
  prefix: keyof typeof hierarchies,
  key: Level['key'],
  after: ResourceName,
): Omit<ResourceDecl, 'name'> {
  const index = levels.findIndex((one) => one.key === key);
  const level = levels[index];
  const parentLevel = index > 0 ? levels[index - 1] : undefined;
  const fields: FieldDecl[] = [
    // the region's code: its own field, else the record's key (a service may answer either)
    { key: level.idField, label: 'ID', sortable: true, accepts: [level.idField, 'id', '_id'] },
    { key: 'name', label: fieldLabels.name, sortable: true },
    { key: 'slug', label: fieldLabels.slug },
  ];
  if (level.key === 'village') fields.push({ key: 'postal_code', label: fieldLabels.postalCode });
  return {
    route: `${prefix}/${level.key}`,
    label: level.label,
    group: prefix,
    after,
    menus: hierarchies[prefix].menus,
    service: 'main',
    // the record's own code; a backend may key it by `id` or `_id` instead (read in that order)
    idKey: level.idField,
    // a lookup is read whole by the selects that offer it (docs/contract.md documents no search on it)
    list: listOf(hierarchies[prefix].paths[key], 'data-document_count', { wholePage: LOOKUP_ROWS }),
    parent: parentLevel && {
      param: parentLevel.idField,
      resource: `${prefix}-${parentLevel.key}`,
      label: parentLevel.label,
      optionLabel: 'name',
      optionValue: parentLevel.idField,
    },
    fields,
  };
}
