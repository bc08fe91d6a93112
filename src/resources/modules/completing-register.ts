import { menuLabels } from '../../locales/labels';
import { defineResource } from '../define';

export const name = 'completing-register';

export const resource = defineResource(name, {
  after: 'listing-views',
  route: 'completing-register',
  label: menuLabels.registration,
  icon: 'FormOutlined',
  menus: ['firstTime'],
  menuOnly: true,
  service: 'main',
});
