import { menuLabels } from '../../locales/labels';
import { everyMenu } from '../builders';
import { defineResource } from '../define';
import { rules } from '../wire';

export const name = 'profile';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  after: 'notification-own',
  route: 'profile',
  label: menuLabels.profile,
  icon: 'UserOutlined',
  menus: everyMenu,
  service: 'main',
  one: { method: 'get', path: '/agent-profile/{auth_id}', success: rules.body200 },
});
