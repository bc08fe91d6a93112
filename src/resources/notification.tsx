import { lazy } from 'react';
import { rules } from '../http/success-rules';
import { menuLabels as m } from '../locales/labels';
import { messages } from '../locales/messages';
import { everyMenu, field, listOf } from './builders';
import type { FieldDecl, ResourceDecl } from './types';

const notificationFields: FieldDecl[] = [
  field('text', { type: 'textarea', required: true }),
  field('user_id', { inForm: false }),
  field('read', { type: 'boolean', inForm: false, filter: true }),
  field('created_at', { type: 'datetime', inForm: false, sortable: true }),
];

export const notificationResources: ResourceDecl[] = [
  {
    name: 'notification',
    route: 'notification',
    label: m.notification,
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
    pages: { list: lazy(() => import('../pages/notification/NotificationPage')) },
  },
  {
    name: 'notification-own',
    route: 'notification-own',
    label: m.notificationOwn,
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
      // the same list as `list`, read whole: the bell and the screen need count_unread and totalPage too
      page: { method: 'get', path: '/notification/{auth_id}', success: rules.body200 },
    },
    fields: notificationFields.filter((one) => one.key !== 'user_id'),
    pages: { list: lazy(() => import('../pages/notification-own/NotificationOwnPage')) },
  },
];
