import { menuLabels } from '../locales/labels';
import type { FieldDecl } from './types';

/** The levels of a region cascade, top first: the record field each sets and the lookup it reads. */
const levels = [
  { key: 'id_provinsi', level: 'province', label: menuLabels.province },
  { key: 'id_kota', level: 'city', label: menuLabels.city },
  { key: 'id_kecamatan', level: 'district', label: menuLabels.district },
  { key: 'id_kelurahan', level: 'village', label: menuLabels.village },
] as const;

/** The record fields a region cascade sets. */
export const regionCodeKeys: readonly string[] = levels.map((one) => one.key);

/**
 * Province -> city -> district -> village as cascading searchable selects on the documented lookups
 * (`master-slug`: /master-province, /master-city?id_provinsi, ...; `master-area`: /provinces, ...).
 * Each sends the region's code; choosing a parent clears its children. `depth` stops early (e.g. 2 for
 * province and city only); `required` marks every level.
 */
export function regionCascadeFields(
  prefix: 'master-slug' | 'master-area',
  { depth = 4, required = false }: { depth?: 1 | 2 | 3 | 4; required?: boolean } = {},
): FieldDecl[] {
  return levels.slice(0, depth).map((one, index) => ({
    key: one.key,
    label: one.label,
    type: 'select',
    required,
    inList: false,
    reference: {
      resource: `${prefix}-${one.level}`,
      optionLabel: 'name',
      optionValue: one.key,
      // a record holding the codes names them too (a listing's `city`): shown while the lookup is read
      namedBy: one.level,
      parentField: index > 0 ? levels[index - 1].key : undefined,
    },
  }));
}

/**
 * A province or city stored by its name (a popular area's city, a buyer's wish): chosen from the
 * lookup (read whole, searched as typed), never typed free. The rest of the field (`label`, `required`, `filter`,
 * `inList`) comes from `extra`; `parentField` makes a city follow the form's province field (itself a
 * province stored by name): its cities are those of that province, and a new province clears it.
 */
export function regionNameField(
  key: string,
  level: 'province' | 'city',
  {
    parentField,
    ...extra
  }: Omit<FieldDecl, 'key' | 'label' | 'type' | 'reference'> & { label?: string; parentField?: string } = {},
  prefix: 'master-slug' | 'master-area' = 'master-slug',
): FieldDecl {
  return {
    key,
    label: level === 'city' ? menuLabels.city : menuLabels.province,
    ...extra,
    type: 'select',
    reference: {
      resource: `${prefix}-${level}`,
      optionLabel: 'name',
      optionValue: 'name',
      ...(parentField ? { parentField, parentBy: 'name' } : {}),
    },
  };
}
