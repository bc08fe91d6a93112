import { menuLabels, recordLabels } from '../../locales/labels';
import { messages } from '../../locales/messages';
import { everyMenu, listOf } from '../builders';
import { defineResource } from '../define';
import { notificationFields } from '../notification';
import { rules } from '../wire';

export const name = 'notification';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  after: 'withdrawal',
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
});
