import { menuLabels } from '../locales/labels';
import type { GroupDecl } from './types';

/** Sidebar groups (docs/contract.md section 2). A group is shown when any of its children is allowed. */
export const groups: GroupDecl[] = [
  { name: 'subscribes', label: menuLabels.subscribes, icon: 'StarOutlined' },
  { name: 'master-data', label: menuLabels.masterData, icon: 'DatabaseOutlined' },
  { name: 'master-slug', label: menuLabels.masterSlug, icon: 'GlobalOutlined' },
  { name: 'master-area', label: menuLabels.masterArea, icon: 'EnvironmentOutlined' },
  { name: 'payments', label: menuLabels.paymentGroup, icon: 'CreditCardOutlined' },
  { name: 'analytics', label: menuLabels.analyticsGroup, icon: 'BarChartOutlined' },
];
