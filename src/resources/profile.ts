import { rules } from '../http/success-rules';
import { menuLabels } from '../locales/labels';
import { everyMenu, listOf } from './builders';
import type { ResourceDecl } from './types';

export const profileResources: ResourceDecl[] = [
  {
    name: 'profile',
    route: 'profile',
    label: menuLabels.profile,
    icon: 'UserOutlined',
    menus: everyMenu,
    service: 'main',
    one: { method: 'get', path: '/agent-profile/{auth_id}', success: rules.body200 },
  },
  {
    // the profile's views chart (docs/contract.md section 7: GET /view-house-list/views)
    name: 'listing-views',
    menus: everyMenu,
    service: 'main',
    // the views chart reads the whole period at once
    list: listOf('/view-house-list/views', 'data-document_count', { wholePage: 1000 }),
  },
];
