import { AuditOutlined } from '@ant-design/icons';
import { rules } from '../http/success-rules';
import { fieldLabels as f, menuLabels as m } from '../locales/labels';
import { messages } from '../locales/messages';
import { createdAtField, field, fullMenuOnly, listOf, statusField } from './builders';
import type { ResourceDecl } from './types';

export const biCheckingResources: ResourceDecl[] = [
  {
    name: 'bi-checking',
    route: 'bi-checking',
    label: m.biChecking,
    icon: <AuditOutlined />,
    menus: fullMenuOnly,
    service: 'main',
    list: listOf('/bi-checking'),
    search: true,
    actions: {
      status: {
        method: 'put',
        path: '/bi-checking/status/{id}',
        success: rules.body200,
        message: messages.biCheckingUpdated,
      },
    },
    fields: [
      field('name'),
      field('phone', { type: 'phone' }),
      field('title', { label: f.property }),
      field('bank'),
      field('monthly_income', { type: 'money', sortable: true }),
      field('loan_amount', { type: 'money', sortable: true }),
      statusField(['pending', 'approved', 'rejected']),
      createdAtField(),
    ],
  },
];
