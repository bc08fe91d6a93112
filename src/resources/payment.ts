import { rules } from '../http/success-rules';
import { actionLabels, activityActionLabels, menuLabels, recordLabels } from '../locales/labels';
import { messages } from '../locales/messages';
import { field, fullMenuOnly, LISTING_CODE, listOf, optionsOf, personField, statusField } from './builders';
import { activityModules, paymentStatuses } from './records';
import type { ResourceDecl } from './types';

export const paymentResources: ResourceDecl[] = [
  {
    name: 'payment',
    route: 'pg/payment',
    label: menuLabels.payment,
    recordLabel: recordLabels.payment,
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
        // the gateway's "payment succeeded" notification is replayed for one order (docs/contract.md
        // section 7): the order becomes paid and its subscription active
        toBody: (values) => ({ order_id: values.order_id }),
        ui: {
          label: actionLabels.triggerWebhook,
          icon: 'ThunderboltOutlined',
          placement: ['row'],
          ask: {
            kind: 'confirm',
            text: actionLabels.triggerWebhookText,
            final: actionLabels.triggerWebhookFinal,
            yes: actionLabels.triggerWebhookYes,
            show: ['order_id', 'user_name', 'amount', 'status'],
          },
          values: (record) => ({ order_id: record.order_id }),
          when: { status: { notIn: ['paid'] } },
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
      // the log's own words ("login", "approve") read as labels; an unknown one is shown as it comes
      field('action', { type: 'select', options: optionsOf(activityActionLabels) }),
      field('module', {
        filter: true,
        type: 'select',
        options: activityModules.map((value) => ({ label: value, value })),
      }),
      // names a listing by its code ("menyetujui listing HL-000104 ..."): a link to it on the entry's detail
      field('description', { inList: false, mentions: { resource: 'listing', code: LISTING_CODE } }),
      field('ip'),
      field('user_agent', { inList: false }),
      field('created_at', { type: 'datetime', sortable: true }),
    ],
  },
];
