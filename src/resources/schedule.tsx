import { CalendarOutlined } from '@ant-design/icons';
import { fieldLabels as f, menuLabels as m } from '../locales/labels';
import { crudOf, everyMenu, field, listOf, statusField } from './builders';
import type { ResourceDecl } from './types';

export const scheduleResources: ResourceDecl[] = [
  {
    name: 'schedule',
    route: 'schedule',
    label: m.schedule,
    icon: <CalendarOutlined />,
    menus: everyMenu,
    service: 'main',
    titleKey: 'title',
    list: listOf('/schedule-house-list'),
    search: true,
    ...crudOf('/schedule-house-list', { create: true, update: true, delete: true }),
    fields: [
      field('title', { label: f.property, required: true }),
      field('property_id', { required: true, inList: false }),
      field('customer_name', { required: true }),
      field('phone', { type: 'phone', required: true }),
      field('date', { type: 'datetime', required: true, sortable: true }),
      statusField(['scheduled', 'done', 'cancelled'], { required: true }),
      field('note', { type: 'textarea', inList: false }),
    ],
  },
];
