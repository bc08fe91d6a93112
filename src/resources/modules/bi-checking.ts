import { fieldLabels } from '../../locales/labels';
import { actionLabels, menuLabels, recordLabels } from '../../locales/labels';
import { messages } from '../../locales/messages';
import { field } from '../builders';
import { createdAtField, fullMenuOnly, listOf, personField, statusField } from '../builders';
import { defineResource } from '../define';
import { numberRanges } from '../number-ranges';
import { type Decision } from '../records';
import { biCheckingStatuses } from '../records';
import { textLimits } from '../text-limits';
import type { ActionDecl, AppliesWhen } from '../types';
import { rules } from '../wire';

const isPending: AppliesWhen = { status: { in: ['pending'] } };

/** Approve or reject a pending check with an optional note (docs/contract.md section 7: PUT /bi-checking/status/{id}). */
function decide(status: Decision, label: string, danger = false): ActionDecl {
  return {
    method: 'put',
    path: '/bi-checking/status/{id}',
    success: rules.body200,
    message: messages.biCheckingUpdated,
    toBody: (values) => ({ status, note: typeof values.note === 'string' ? values.note.trim() : '' }),
    ui: {
      label,
      icon: danger ? 'CloseOutlined' : 'CheckOutlined',
      danger,
      placement: ['row', 'detail'],
      ask: {
        kind: 'form',
        fields: [
          field('note', { type: 'textarea', label: fieldLabels.noteOptional, maxLength: textLimits.note }),
        ],
      },
      when: isPending,
    },
  };
}

export const name = 'bi-checking';

export const actions = ['approve', 'reject'] as const;

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: typeof actions;
  }
}

export const resource = defineResource(name, {
  after: 'find-properti',
  route: 'bi-checking',
  label: menuLabels.biChecking,
  recordLabel: recordLabels.biChecking,
  icon: 'AuditOutlined',
  menus: fullMenuOnly,
  service: 'main',
  list: listOf('/bi-checking'),
  search: true,
  // docs/contract.md has no call for one BI check: the detail is the list's row
  rowDetail: true,
  actions: {
    approve: decide('approved', actionLabels.approve),
    reject: decide('rejected', actionLabels.reject, true),
  },
  fields: [
    personField('name', { label: fieldLabels.applicant }),
    field('nik', { masked: true, inList: false }),
    field('phone', { type: 'phone', contact: { listing: 'title', person: 'name' } }),
    field('email', { type: 'email', inList: false }),
    field('title', { label: fieldLabels.property }),
    field('bank'),
    field('monthly_income', { type: 'money', sortable: true, ...numberRanges.monthlyIncome }),
    field('loan_amount', { type: 'money', sortable: true, ...numberRanges.propertyBudget }),
    field('tenor_years', { type: 'number', inList: false, ...numberRanges.years }),
    statusField(biCheckingStatuses),
    field('note', { inList: false }),
    createdAtField(),
  ],
});
