import { fieldLabels, menuLabels, recordLabels } from '../../locales/labels';
import { messages } from '../../locales/messages';
import { crudOf, fullMenuOnly, listOf, MASTER_NAME_MAX } from '../builders';
import { defineResource } from '../define';
import { numberRanges } from '../number-ranges';
import { textLimits } from '../text-limits';

export const name = 'master-subscribe';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  route: 'master/packages',
  label: menuLabels.packages,
  logName: 'paket langganan',
  recordLabel: recordLabels.packages,
  icon: 'CrownOutlined',
  group: 'master-data',
  after: 'area-master',
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
});
