import { ShareAltOutlined } from '@ant-design/icons';
import { fieldLabels as f, menuLabels as m } from '../locales/labels';
import { field, fullMenuOnly, listOf } from './builders';
import type { ResourceDecl } from './types';

export const reportShareResources: ResourceDecl[] = [
  {
    name: 'report-share',
    route: 'report-share',
    label: m.reportShare,
    icon: <ShareAltOutlined />,
    menus: fullMenuOnly,
    service: 'main',
    titleKey: 'title',
    list: listOf('/report-share', 'result-pagination'),
    search: true,
    fields: [
      field('house_id'),
      field('title', { label: f.property }),
      field('shared_by'),
      field('channel', { filter: true }),
      field('created_at', { type: 'datetime', sortable: true }),
    ],
  },
];
