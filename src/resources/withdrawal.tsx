import { WalletOutlined } from '@ant-design/icons';
import { rules } from '../http/success-rules';
import { menuLabels as m } from '../locales/labels';
import { messages } from '../locales/messages';
import { field, fullMenuOnly, listOf, statusField } from './builders';
import type { ResourceDecl } from './types';

export const withdrawalResources: ResourceDecl[] = [
  {
    name: 'withdrawal',
    route: 'withdrawal',
    label: m.withdrawal,
    icon: <WalletOutlined />,
    menus: fullMenuOnly,
    service: 'main',
    idKey: 'id',
    titleKey: 'agent_name',
    // SPEC.md section 5: withdrawals succeed when `errors` is null.
    list: listOf('/withdrawal/admin', 'data-document_count', {
      success: rules.errorsNull,
      messageFrom: ['errors', 'message'],
    }),
    search: true,
    update: {
      method: 'put',
      path: '/withdrawal/{id}',
      success: rules.errorsNull,
      messageFrom: ['errors', 'message'],
      message: messages.withdrawProcessed,
    },
    fields: [
      // processing a withdrawal sets its status and a note; the rest is the agent's request
      field('agent_name', { inForm: false }),
      field('amount', { type: 'money', sortable: true, inForm: false }),
      field('bank', { inForm: false }),
      field('account_number', { inForm: false }),
      field('account_name', { inForm: false }),
      statusField(['pending', 'approved', 'rejected'], { required: true }),
      field('note', { type: 'textarea', inList: false }),
      field('created_at', { type: 'datetime', sortable: true, inForm: false }),
    ],
  },
];
