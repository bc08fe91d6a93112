import { menuLabels as m } from '../locales/labels';
import type { GroupDecl } from './types';

/** Sidebar groups (SPEC.md section 2). A group is shown when any of its children is allowed. */
export const groups: GroupDecl[] = [
  { name: 'subscribes', label: m.subscribes, icon: 'StarOutlined' },
  { name: 'master-data', label: m.masterData, icon: 'DatabaseOutlined' },
  { name: 'master-slug', label: m.masterSlug, icon: 'GlobalOutlined' },
  { name: 'master-area', label: m.masterArea, icon: 'EnvironmentOutlined' },
  { name: 'payments', label: m.paymentGroup, icon: 'CreditCardOutlined' },
  { name: 'analytics', label: m.analyticsGroup, icon: 'BarChartOutlined' },
];
