import { menuLabels } from '../../locales/labels';
import { messages } from '../../locales/messages';
import { everyMenu, listOf } from '../builders';
import { defineResource } from '../define';
import { notificationFields } from '../notification';
import { rules } from '../wire';

export const name = 'notification-own';

export const actions = ['read-all', 'page'] as const;

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: typeof actions;
  }
}

export const resource = defineResource(name, {
  after: 'notification',
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
});
