import { menuLabels } from '../locales/labels';
import type { ResourceDecl } from './types';

export const registrationResources: ResourceDecl[] = [
  {
    // docs/contract.md section 2: Pendaftaran is a menu entry whose path is not a route; there, as on every
    // path, a first-time user gets the registration notice (layout/RegistrationPending.tsx)
    name: 'completing-register',
    route: 'completing-register',
    label: menuLabels.registration,
    icon: 'FormOutlined',
    menus: ['firstTime'],
    menuOnly: true,
    service: 'main',
  },
];
