import { rules } from '../http/success-rules';
import { actionLabels, menuLabels } from '../locales/labels';
import { messages } from '../locales/messages';
import { field, fullMenuOnly, listOf, personField, statusField } from './builders';
import { activityModules, paymentStatuses } from './records';
import type { ResourceDecl } from './types';

export const paymentResources: ResourceDecl[] = [
  {
    name: 'payment',
    route: 'pg/payment',
    label: menuLabels.payment,
    group: 'payments',
    menus: fullMenuOnly,
    service: 'payment',
    titleKey: 'order_id',
    list: listOf('/payment'),
    // found from Ctrl+K by its order id
    search: { describe: ['user_name', 'amount', 'status'], openList: { by: 'order_id' } },
    actions: {
      'trigger-webhook': {
        method: 'post',
        path: '/webhook/trigger-manual',
        success: rules.body200,
        message: messages.webhookTriggered,
        money: true,
        // the gateway's notification is replayed for one order (docs/contract.md section 7)
        toBody: (values) => ({ order_id: values.order_id }),
        ui: {
          label: actionLabels.triggerWebhook,
          icon: 'ThunderboltOutlined',
          placement: ['row'],
          ask: {
            kind: 'confirm',
            text: actionLabels.triggerWebhookText,
            show: ['order_id', 'user_name', 'amount', 'status'],
          },
          values: (record) => ({ order_id: record.order_id }),
          when: (record) => record.status !== 'paid',
          invalidates: ['subscribe'],
        },
      },
    },
    fields: [
      field('order_id'),
      personField('user_name'),
      field('package'),
      field('amount', { type: 'money', sortable: true }),
      field('method'),
      statusField(paymentStatuses),
      field('created_at', { type: 'datetime', sortable: true }),
    ],
  },
  {
    name: 'activity',
    route: 'pg/logs',
    label: menuLabels.logs,
    group: 'payments',
    menus: fullMenuOnly,
    service: 'payment',
    titleKey: 'action',
    list: listOf('/activity', 'data-count'),
    search: true,
    one: { method: 'get', path: '/activity/{id}', success: rules.body200 },
    fields: [
      personField('user_name'),
      field('action'),
      field('module', {
        filter: true,
        type: 'select',
        options: activityModules.map((value) => ({ label: value, value })),
      }),
      field('description', { inList: false }),
      field('ip'),
      field('user_agent', { inList: false }),
      field('created_at', { type: 'datetime', sortable: true }),
    ],
  },
];
