import { rules } from '../http/success-rules';
import { menuLabels } from '../locales/labels';
import { ui } from '../locales/ui';
import { everyMenu, field } from './builders';
import type { FieldDecl, ResourceDecl } from './types';

/** A collection's count: `{ name: { count } }` or a bare number, under its own name or another. */
function countField(key: string, label: string, others: readonly string[]): FieldDecl {
  const names = [key, ...others];
  return field(key, {
    label,
    type: 'number',
    accepts: names.flatMap((name) => [`${name}.count`, `${name}.total`, name]),
  });
}

export const dashboardResources: ResourceDecl[] = [
  {
    name: 'dashboard',
    route: '',
    label: menuLabels.dashboard,
    icon: 'DashboardOutlined',
    menus: everyMenu,
    service: 'main',
    actions: {
      // docs/contract.md section 3: each collection carries a count; its name is the service's choice
      statistic: {
        method: 'get',
        path: '/house-list/admin-statistic',
        success: rules.body200,
        reply: [
          countField('standard', ui.home.standard, ['listing', 'house_list', 'standard_listing']),
          countField('premium', ui.home.premium, ['premium_listing', 'house_premium', 'listing_premium']),
          countField('ads', ui.home.ads, ['premium_ads', 'ads_premium', 'iklan']),
        ],
      },
    },
  },
];
