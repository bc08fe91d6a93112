import { rules } from '../http/success-rules';
import { menuLabels, recordLabels } from '../locales/labels';
import { messages } from '../locales/messages';
import { notificationTexts } from '../locales/notifications';
import { everyMenu, field, listOf } from './builders';
import type { FieldDecl, ResourceDecl } from './types';

const notificationFields: FieldDecl[] = [
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

export const notificationResources: ResourceDecl[] = [
  {
    name: 'notification',
    route: 'notification',
    label: menuLabels.notification,
    recordLabel: recordLabels.notification,
    icon: 'BellOutlined',
    menus: everyMenu,
    service: 'main',
    liveRefetch: true,
    list: listOf('/notification'),
    create: {
      method: 'post',
      path: '/notification',
      success: rules.body201,
      message: messages.notificationBlasted,
    },
    fields: notificationFields,
  },
  {
    name: 'notification-own',
    route: 'notification-own',
    label: menuLabels.notificationOwn,
    icon: 'BellOutlined',
    menus: everyMenu,
    hideInMenu: true,
    service: 'main',
    liveRefetch: true,
    list: listOf('/notification/{auth_id}'),
    actions: {
      'read-all': {
        method: 'get',
        path: '/notification/read',
        success: rules.body200,
        message: messages.allRead,
      },
      // the same list as `list`, read whole: the bell needs its count_unread too
      page: { method: 'get', path: '/notification/{auth_id}', success: rules.body200 },
    },
    fields: notificationFields.filter((one) => one.key !== 'user_id'),
  },
];
