import { actionLabels, menuLabels, recordLabels } from '../../locales/labels';
import { messages } from '../../locales/messages';
import { field, fullMenuOnly, listOf, personField, statusField } from '../builders';
import { defineResource } from '../define';
import { type Decision } from '../records';
import { withdrawalStatuses } from '../records';
import type { ActionDecl } from '../types';
import { rules } from '../wire';

/**
 * Process a pending withdrawal (PUT /withdrawal/{id}); docs/contract.md section 5: it succeeds when `errors` is
 * null. There is no way back to pending, so processed rows offer nothing.
 */
function processAs(status: Decision, label: string, text: string, danger = false): ActionDecl {
  return {
    method: 'put',
    path: '/withdrawal/{id}',
    success: rules.errorsNull,
    messageFrom: ['errors', 'message'],
    message: messages.withdrawProcessed,
    toBody: () => ({ status }),
    money: true,
    ui: {
      label,
      icon: danger ? 'CloseOutlined' : 'CheckOutlined',
      danger,
      placement: ['row'],
      ask: {
        kind: 'confirm',
        text,
        show: ['agent_name', 'amount', 'bank', 'account_number', 'account_name'],
      },
      when: { status: { in: ['pending'] } },
    },
  };
}

export const name = 'withdrawal';

export const actions = ['approve', 'reject'] as const;

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: typeof actions;
  }
}

export const resource = defineResource(name, {
  after: 'report-share',
  route: 'withdrawal',
  label: menuLabels.withdrawal,
  recordLabel: recordLabels.withdrawal,
  icon: 'WalletOutlined',
  menus: fullMenuOnly,
  service: 'main',
  idKey: 'id',
  titleKey: 'agent_name',
  list: listOf('/withdrawal/admin', 'data-document_count', {
    success: rules.errorsNull,
    messageFrom: ['errors', 'message'],
  }),
  // found from Ctrl+K by its id (and the agent's name)
  search: { describe: ['id', 'amount', 'status'], openList: { by: 'id' } },
  actions: {
    approve: processAs('approved', actionLabels.approve, actionLabels.approveWithdrawText),
    reject: processAs('rejected', actionLabels.reject, actionLabels.rejectWithdrawText, true),
  },
  fields: [
    personField('agent_name'),
    field('amount', { type: 'money', sortable: true }),
    field('bank'),
    field('account_number'),
    field('account_name'),
    statusField(withdrawalStatuses),
    field('note', { inList: false }),
    field('created_at', { type: 'datetime', sortable: true }),
    field('processed_at', { type: 'datetime' }),
  ],
});
