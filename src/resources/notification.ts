import { notificationTexts } from '../locales/notifications';
import { field } from './builders';
import type { FieldDecl } from './types';

export const notificationFields: FieldDecl[] = [
  field('text', { label: notificationTexts.columns.text, type: 'textarea', required: true }),
  // named by the screen (the users' names), never shown as an id
  field('user_id', { inForm: false, inList: false }),
  field('read', {
    label: notificationTexts.columns.read,
    type: 'status',
    inForm: false,
    filter: true,
    options: [
      { value: false, label: notificationTexts.bell.unread, tone: 'warning' },
      { value: true, label: notificationTexts.bell.read, tone: 'neutral' },
    ],
  }),
  field('created_at', {
    label: notificationTexts.columns.time,
    type: 'datetime',
    relative: true,
    inForm: false,
    sortable: true,
  }),
];
