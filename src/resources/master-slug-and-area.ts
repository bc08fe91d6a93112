import { fieldLabels, menuLabels } from '../locales/labels';
import { everyMenu, fullMenuOnly, listOf } from './builders';
import type { FieldDecl, ResourceDecl } from './types';

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

/** A region hierarchy on its own endpoints: `paths` per level, in order. */
function regionResources(
  prefix: 'master-slug' | 'master-area',
  group: string,
  menus: ResourceDecl['menus'],
  paths: [string, string, string, string],
): ResourceDecl[] {
  return levels.map((level, index) => {
    const parentLevel = index > 0 ? levels[index - 1] : undefined;
    const fields: FieldDecl[] = [
      // the region's code: its own field, else the record's key (a service may answer either)
      { key: level.idField, label: 'ID', sortable: true, accepts: [level.idField, 'id', '_id'] },
      { key: 'name', label: fieldLabels.name, sortable: true },
      { key: 'slug', label: fieldLabels.slug },
    ];
    if (level.key === 'village') fields.push({ key: 'postal_code', label: fieldLabels.postalCode });
    return {
      name: `${prefix}-${level.key}`,
      route: `${prefix}/${level.key}`,
      label: level.label,
      group,
      menus,
      service: 'main',
      // the record's own code; a backend may key it by `id` or `_id` instead (read in that order)
      idKey: level.idField,
      // a lookup is read whole by the selects that offer it (docs/contract.md documents no search on it)
      list: listOf(paths[index], 'data-document_count', { wholePage: LOOKUP_ROWS }),
      parent: parentLevel && {
        param: parentLevel.idField,
        resource: `${prefix}-${parentLevel.key}`,
        label: parentLevel.label,
        optionLabel: 'name',
        optionValue: parentLevel.idField,
      },
      fields,
    };
  });
}

export const regionResourcesList: ResourceDecl[] = [
  ...regionResources('master-slug', 'master-slug', everyMenu, [
    '/master-province',
    '/master-city',
    '/master-district',
    '/master-village',
  ]),
  ...regionResources('master-area', 'master-area', fullMenuOnly, [
    '/provinces',
    '/cities',
    '/districts',
    '/villages',
  ]),
];
