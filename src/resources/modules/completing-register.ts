import { menuLabels } from '../../locales/labels';
import { defineResource } from '../define';

export const name = 'completing-register';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  after: 'listing-views',
  route: 'completing-register',
  label: menuLabels.registration,
  icon: 'FormOutlined',
  menus: ['firstTime'],
  menuOnly: true,
  service: 'main',
});
