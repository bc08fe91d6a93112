import { menuLabels } from '../../locales/labels';
import { ui } from '../../locales/ui';
import { everyMenu } from '../builders';
import { countField } from '../dashboard';
import { defineResource } from '../define';
import { rules } from '../wire';

export const name = 'dashboard';

export const actions = ['statistic'] as const;

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: typeof actions;
  }
}

export const resource = defineResource(name, {
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
});
