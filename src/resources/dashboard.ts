import { rules } from '../http/success-rules';
import { menuLabels } from '../locales/labels';
import { everyMenu } from './builders';
import type { ResourceDecl } from './types';

export const dashboardResources: ResourceDecl[] = [
  {
    name: 'dashboard',
    route: '',
    label: menuLabels.dashboard,
    icon: 'DashboardOutlined',
    menus: everyMenu,
    service: 'main',
    actions: {
      statistic: { method: 'get', path: '/house-list/admin-statistic', success: rules.body200 },
    },
  },
];
