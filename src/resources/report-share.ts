import { channelLabels, fieldLabels, menuLabels } from '../locales/labels';
import { field, fullMenuOnly, listOf, optionsOf, personField } from './builders';
import type { ResourceDecl } from './types';

export const reportShareResources: ResourceDecl[] = [
  {
    name: 'report-share',
    route: 'report-share',
    label: menuLabels.reportShare,
    icon: 'ShareAltOutlined',
    menus: fullMenuOnly,
    service: 'main',
    titleKey: 'title',
    list: listOf('/report-share', 'result-pagination'),
    search: true,
    // docs/contract.md has no call for one share: the detail is the list's row
    rowDetail: true,
    fields: [
      field('house_id', { code: true }),
      field('title', { label: fieldLabels.property }),
      personField('shared_by'),
      field('channel', { filter: true, type: 'select', options: optionsOf(channelLabels) }),
      field('created_at', { type: 'datetime', sortable: true }),
    ],
  },
];
