import { BellOutlined, FormOutlined, UserOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { rules } from '../http/success-rules';
import { fieldLabels as f, menuLabels as m } from '../locales/labels';
import { messages } from '../locales/messages';
import { everyMenu, listOf } from './builders';
import type { FieldDecl, ResourceDecl } from './types';

const notificationFields: FieldDecl[] = [
  { key: 'text', label: f.text, type: 'textarea', required: true },
  { key: 'user_id', label: f.user, inForm: false },
  { key: 'read', label: f.read, type: 'boolean', inForm: false, filter: true },
  { key: 'created_at', label: f.createdAt, type: 'datetime', inForm: false, sortable: true },
];

export const notificationResources: ResourceDecl[] = [
  {
    name: 'notification',
    route: 'notification',
    label: m.notification,
    icon: <BellOutlined />,
    menus: everyMenu,
    service: 'main',
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
    icon: <BellOutlined />,
    menus: everyMenu,
    hideInMenu: true,
    service: 'main',
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
    fields: notificationFields.filter((field) => field.key !== 'user_id'),
    pages: { list: lazy(() => import('../pages/notification-own/NotificationOwnPage')) },
  },
  {
    name: 'profile',
    route: 'profile',
    label: m.profile,
    icon: <UserOutlined />,
    menus: everyMenu,
    service: 'main',
    one: { method: 'get', path: '/agent-profile/{auth_id}', success: rules.body200 },
  },
  {
    name: 'completing-register',
    route: 'completing-register',
    label: m.registration,
    icon: <FormOutlined />,
    menus: ['firstTime'],
    menuOnly: true,
    service: 'main',
  },
  {
    // the upload service (SPEC.md section 7): POST /upload with file and folder
    name: 'uploads',
    menus: ['full', 'reduced'],
    service: 'main',
    actions: {
      file: {
        service: 'upload',
        method: 'post',
        path: '/upload',
        encoding: 'multipart',
        success: rules.errorNull,
        messageFrom: ['error'],
        fallbackError: messages.uploadFailed,
      },
    },
  },
];
