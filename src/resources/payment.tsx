import { rules } from '../http/success-rules';
import { menuLabels as m } from '../locales/labels';
import { messages } from '../locales/messages';
import { field, fullMenuOnly, listOf, statusField } from './builders';
import type { ResourceDecl } from './types';

export const paymentResources: ResourceDecl[] = [
  {
    name: 'payment',
    route: 'pg/payment',
    label: m.payment,
    group: 'payments',
    menus: fullMenuOnly,
    service: 'payment',
    titleKey: 'order_id',
    list: listOf('/payment'),
    search: true,
    actions: {
      'trigger-webhook': {
        method: 'post',
        path: '/webhook/trigger-manual',
        success: rules.body200,
        message: messages.webhookTriggered,
      },
    },
    fields: [
      field('order_id'),
      field('user_name'),
      field('package'),
      field('amount', { type: 'money', sortable: true }),
      field('method'),
      statusField(['pending', 'paid', 'expired', 'failed']),
      field('created_at', { type: 'datetime', sortable: true }),
    ],
  },
  {
    name: 'activity',
    route: 'pg/logs',
    label: m.logs,
    group: 'payments',
    menus: fullMenuOnly,
    service: 'payment',
    titleKey: 'action',
    list: listOf('/activity', 'data-count'),
    search: true,
    one: { method: 'get', path: '/activity/{id}', success: rules.body200 },
    fields: [
      field('user_name'),
      field('action'),
      field('module', { filter: true }),
      field('ip'),
      field('created_at', { type: 'datetime', sortable: true }),
    ],
  },
];
