import { actionLabels, menuLabels, recordLabels } from '../../locales/labels';
import { messages } from '../../locales/messages';
import { field, fullMenuOnly, listOf, personField, statusField } from '../builders';
import { defineResource } from '../define';
import { paymentStatuses } from '../records';
import { rules } from '../wire';

export const name = 'payment';

export const actions = ['trigger-webhook'] as const;

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: typeof actions;
  }
}

export const resource = defineResource(name, {
  route: 'pg/payment',
  label: menuLabels.payment,
  recordLabel: recordLabels.payment,
  group: 'payments',
  after: 'master-area-village',
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
});
