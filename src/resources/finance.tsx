import { ShareAltOutlined, WalletOutlined } from '@ant-design/icons';
import { rules } from '../http/success-rules';
import { fieldLabels as f, menuLabels as m, statusOptions } from '../locales/labels';
import { messages } from '../locales/messages';
import { fullMenuOnly, listOf } from './builders';
import type { ResourceDecl } from './types';

export const financeResources: ResourceDecl[] = [
  {
    name: 'payment',
    route: 'pg/payment',
    label: m.payment,
    group: 'payments',
    menus: fullMenuOnly,
    service: 'payment',
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
      { key: 'order_id', label: f.orderId },
      { key: 'user_name', label: f.user },
      { key: 'package', label: f.package },
      { key: 'amount', label: f.amount, type: 'money', sortable: true },
      { key: 'method', label: f.method },
      {
        key: 'status',
        label: f.status,
        type: 'status',
        filter: true,
        options: statusOptions('pending', 'paid', 'expired', 'failed'),
      },
      { key: 'created_at', label: f.createdAt, type: 'datetime', sortable: true },
    ],
  },
  {
    name: 'activity',
    route: 'pg/logs',
    label: m.logs,
    group: 'payments',
    menus: fullMenuOnly,
    service: 'payment',
    list: listOf('/activity', 'data-count'),
    search: true,
    one: { method: 'get', path: '/activity/{id}', success: rules.body200 },
    fields: [
      { key: 'user_name', label: f.user },
      { key: 'action', label: f.action },
      { key: 'module', label: f.module, filter: true },
      { key: 'ip', label: f.ip },
      { key: 'created_at', label: f.createdAt, type: 'datetime', sortable: true },
    ],
  },
  {
    name: 'lytics',
    route: 'analytics/statistic',
    label: m.analytics,
    group: 'analytics',
    menus: fullMenuOnly,
    service: 'payment',
    // SPEC.md section 8: the analytics call falls back to "Data tidak ditemukan".
    list: listOf('/lytics', 'data', { fallbackError: messages.analyticsNotFound }),
    // SPEC.md section 7: GET /lytics takes startDate and endDate
    period: { start: 'startDate', end: 'endDate', defaultDays: 30 },
    fields: [
      { key: 'date', label: f.date, type: 'date' },
      { key: 'visitors', label: f.visitors, type: 'number' },
      { key: 'page_views', label: f.pageViews, type: 'number' },
      { key: 'new_listings', label: f.newListings, type: 'number' },
      { key: 'leads', label: f.leads, type: 'number' },
    ],
  },
  {
    name: 'usytics',
    route: 'analytics/user',
    label: m.userLogs,
    group: 'analytics',
    menus: fullMenuOnly,
    service: 'payment',
    list: listOf('/usytics'),
    search: true,
    fields: [
      { key: 'user_name', label: f.user },
      { key: 'event', label: f.event, filter: true },
      { key: 'page', label: f.page },
      { key: 'device', label: f.device },
      { key: 'created_at', label: f.createdAt, type: 'datetime', sortable: true },
    ],
  },
  {
    name: 'report-share',
    route: 'report-share',
    label: m.reportShare,
    icon: <ShareAltOutlined />,
    menus: fullMenuOnly,
    service: 'main',
    list: listOf('/report-share', 'result-pagination'),
    search: true,
    fields: [
      { key: 'house_id', label: f.houseId },
      { key: 'title', label: f.property },
      { key: 'shared_by', label: f.sharedBy },
      { key: 'channel', label: f.channel, filter: true },
      { key: 'created_at', label: f.createdAt, type: 'datetime', sortable: true },
    ],
  },
  {
    name: 'withdrawal',
    route: 'withdrawal',
    label: m.withdrawal,
    icon: <WalletOutlined />,
    menus: fullMenuOnly,
    service: 'main',
    idKey: 'id',
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
      { key: 'agent_name', label: f.agent, inForm: false },
      { key: 'amount', label: f.amount, type: 'money', sortable: true, inForm: false },
      { key: 'bank', label: f.bank, inForm: false },
      { key: 'account_number', label: f.account, inForm: false },
      { key: 'account_name', label: f.accountName, inForm: false },
      {
        key: 'status',
        label: f.status,
        type: 'status',
        filter: true,
        required: true,
        options: statusOptions('pending', 'approved', 'rejected'),
      },
      { key: 'note', label: f.note, type: 'textarea', inList: false },
      { key: 'created_at', label: f.createdAt, type: 'datetime', sortable: true, inForm: false },
    ],
  },
];
