import {
  AuditOutlined,
  CalendarOutlined,
  FileSearchOutlined,
  FundProjectionScreenOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { rules } from '../http/success-rules';
import { fieldLabels as f, menuLabels as m, statusOptions } from '../locales/labels';
import { messages } from '../locales/messages';
import { crudOf, everyMenu, fullMenuOnly, listOf } from './builders';
import type { ResourceDecl, Values } from './types';

/** SPEC.md section 3: a lead goes out as the property plus a one-item `requestCusts` array. */
export function toLeadBody(values: Values): Values {
  const { property_id, ...customer } = values;
  return { property_id, requestCusts: [customer] };
}

export const agentResources: ResourceDecl[] = [
  {
    name: 'leads',
    route: 'leads',
    label: m.leads,
    icon: <FundProjectionScreenOutlined />,
    menus: everyMenu,
    service: 'main',
    list: listOf('/request-cust/group-property_id'),
    search: true,
    fields: [
      { key: 'property_id', label: f.propertyId },
      { key: 'title', label: f.property },
      { key: 'city', label: f.city },
      { key: 'total_leads', label: f.totalLeads, type: 'number', sortable: true },
      { key: 'last_request_at', label: f.lastRequest, type: 'datetime', sortable: true },
    ],
  },
  {
    name: 'lead-requests',
    menus: everyMenu,
    service: 'main',
    list: listOf('/request-cust'),
    create: {
      method: 'post',
      path: '/request-cust',
      success: rules.body200,
      message: messages.leadAdded,
      toBody: toLeadBody,
    },
    delete: {
      method: 'delete',
      path: '/request-cust/{id}',
      success: rules.body200,
      message: messages.removed,
    },
    fields: [
      { key: 'property_id', label: f.propertyId, required: true, filter: true },
      { key: 'name', label: f.name, required: true },
      { key: 'phone', label: f.phone, type: 'phone', required: true },
      { key: 'email', label: f.email, type: 'email' },
      { key: 'note', label: f.note, type: 'textarea' },
      { key: 'created_at', label: f.createdAt, type: 'datetime', inForm: false },
    ],
  },
  {
    name: 'lead-messages',
    menus: everyMenu,
    service: 'main',
    list: listOf('/message-request/request-id/{request_id}', 'data'),
    create: {
      method: 'post',
      path: '/message-request',
      success: rules.body201,
      message: messages.messageSent,
      uploadFirst: { field: 'file', as: 'image_url', folder: 'message-request' },
    },
  },
  {
    name: 'schedule',
    route: 'schedule',
    label: m.schedule,
    icon: <CalendarOutlined />,
    menus: everyMenu,
    service: 'main',
    list: listOf('/schedule-house-list'),
    search: true,
    ...crudOf('/schedule-house-list', { create: true, update: true, delete: true }),
    fields: [
      { key: 'title', label: f.property, required: true },
      { key: 'property_id', label: f.propertyId, required: true, inList: false },
      { key: 'customer_name', label: f.customer, required: true },
      { key: 'phone', label: f.phone, type: 'phone', required: true },
      { key: 'date', label: f.date, type: 'datetime', required: true, sortable: true },
      {
        key: 'status',
        label: f.status,
        type: 'status',
        filter: true,
        required: true,
        options: statusOptions('scheduled', 'done', 'cancelled'),
      },
      { key: 'note', label: f.note, type: 'textarea', inList: false },
    ],
  },
  {
    name: 'find-properti',
    route: 'find-properti',
    label: m.findProperti,
    icon: <FileSearchOutlined />,
    menus: everyMenu,
    service: 'main',
    list: listOf('/find-properties'),
    search: true,
    fields: [
      { key: 'name', label: f.name },
      { key: 'phone', label: f.phone, type: 'phone' },
      { key: 'type', label: f.type, filter: true },
      { key: 'city', label: f.city, filter: true },
      { key: 'budget_min', label: f.budgetMin, type: 'money', sortable: true },
      { key: 'budget_max', label: f.budgetMax, type: 'money', sortable: true },
      { key: 'note', label: f.note },
      {
        key: 'status',
        label: f.status,
        type: 'status',
        filter: true,
        options: statusOptions('new', 'contacted', 'closed'),
      },
      { key: 'created_at', label: f.createdAt, type: 'date', sortable: true },
    ],
  },
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
      { key: 'name', label: f.name },
      { key: 'phone', label: f.phone, type: 'phone' },
      { key: 'title', label: f.property },
      { key: 'bank', label: f.bank },
      { key: 'monthly_income', label: f.income, type: 'money', sortable: true },
      { key: 'loan_amount', label: f.loanAmount, type: 'money', sortable: true },
      {
        key: 'status',
        label: f.status,
        type: 'status',
        filter: true,
        options: statusOptions('pending', 'approved', 'rejected'),
      },
      { key: 'created_at', label: f.createdAt, type: 'date', sortable: true },
    ],
  },
  {
    name: 'users',
    route: 'users',
    label: m.users,
    icon: <TeamOutlined />,
    menus: everyMenu,
    service: 'main',
    list: listOf('/user/{url}'),
    search: true,
    fields: [
      {
        key: 'url',
        label: f.userType,
        inList: false,
        inForm: false,
        filter: true,
        filterDefault: 'agent',
        type: 'select',
        options: [
          { label: 'Agen', value: 'agent' },
          { label: 'Member', value: 'member' },
        ],
      },
      { key: 'name', label: f.name, sortable: true },
      { key: 'email', label: f.email, type: 'email' },
      { key: 'phone', label: f.phone, type: 'phone' },
      { key: 'city', label: f.city },
      { key: 'agency', label: f.agency },
      { key: 'is_verified', label: f.verified, type: 'boolean' },
      { key: 'created_at', label: f.createdAt, type: 'date', sortable: true },
    ],
  },
  {
    name: 'listing-views',
    menus: everyMenu,
    service: 'main',
    list: listOf('/view-house-list/views'),
  },
];
