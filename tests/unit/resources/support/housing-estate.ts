// A resource declared in one module, as a module of src/resources/modules/ declares one: the contract
// has no master-data call the product does not show yet, so the tests declare this one (housing
// estates, which docs/contract.md does not have) and show that the demo and the endpoint cases follow
// from its declaration alone.
import {
  createdAtField,
  crudOf,
  everyMenu,
  field,
  listOf,
  masterNameField,
  statusField,
} from '../../../../src/resources/builders';
import { defineResource } from '../../../../src/resources/define';
import { numberRanges } from '../../../../src/resources/number-ranges';
import { textLimits } from '../../../../src/resources/text-limits';
import type { ResourceDecl, ResourceName } from '../../../../src/resources/types';

export const name = 'housing-estate';

// not among src/resources/modules/ (no KnownNames entry): tsc does not know its name, so the tests
// take it as any resource's
export const resource = defineResource(name as ResourceName, {
  route: 'master/housing-estate',
  label: 'Kawasan Perumahan',
  // an icon no other resource names: it comes with this module
  icon: 'BankOutlined',
  group: 'master-data',
  after: 'master-subscribe',
  menus: everyMenu,
  service: 'main',
  list: listOf('/housing-estate'),
  search: true,
  ...crudOf(
    '/housing-estate',
    { create: true, update: true, delete: { bulk: true, undoable: true } },
    {
      create: 'Kawasan perumahan berhasil ditambahkan.',
      update: 'Kawasan perumahan berhasil diperbarui.',
      delete: 'Kawasan perumahan berhasil dihapus.',
    },
  ),
  fields: [
    masterNameField({ demo: 'place' }),
    field('developer', { label: 'Pengembang', required: true, demo: 'company' }),
    field('city', { required: true, filter: true }),
    field('price_from', {
      label: 'Harga Mulai',
      type: 'money',
      required: true,
      positive: true,
      sortable: true,
      ...numberRanges.propertyPrice,
    }),
    field('units', { label: 'Jumlah Unit', type: 'number', positive: true, ...numberRanges.quota }),
    field('marketing_phone', { label: 'Telepon Pemasaran', type: 'phone' }),
    field('description', { type: 'textarea', inList: false, maxLength: textLimits.description }),
    statusField(['active', 'inactive']),
    createdAtField(),
  ],
  keywords: ['perumahan', 'kawasan', 'cluster'],
}) as unknown as ResourceDecl;
