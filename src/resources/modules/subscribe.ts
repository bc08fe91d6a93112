import { menuLabels } from '../../locales/labels';
import { createdAtField, field, fullMenuOnly, listOf, statusField } from '../builders';
import { defineResource } from '../define';
import { transactionStatuses } from '../records';

export const name = 'subscribe';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  route: 'subscribe',
  label: menuLabels.subscribe,
  group: 'subscribes',
  after: 'listing',
  menus: fullMenuOnly,
  service: 'main',
  titleKey: 'order_id',
  list: listOf('/subscribe-transaction/status'),
  search: true,
  // docs/contract.md has no call for one transaction: the detail is the list's row
  rowDetail: true,
  fields: [
    field('order_id'),
    field('user_name'),
    field('package_name'),
    field('amount', { type: 'money', sortable: true }),
    field('payment_method'),
    statusField(transactionStatuses),
    createdAtField(),
    field('email', { type: 'email', inList: false }),
    field('paid_at', { type: 'datetime', inList: false }),
    field('expired_at', { type: 'datetime', inList: false }),
  ],
});
