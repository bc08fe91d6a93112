import { rules } from '../../http/success-rules';
import { menuLabels } from '../../locales/labels';
import { everyMenu } from '../builders';
import { defineResource } from '../define';

export const name = 'profile';

export const resource = defineResource(name, {
  after: 'notification-own',
  route: 'profile',
  label: menuLabels.profile,
  icon: 'UserOutlined',
  menus: everyMenu,
  service: 'main',
  one: { method: 'get', path: '/agent-profile/{auth_id}', success: rules.body200 },
});
