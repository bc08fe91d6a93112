import { channelLabels, fieldLabels, menuLabels } from '../../locales/labels';
import { field, fullMenuOnly, listOf, optionsOf, personField } from '../builders';
import { defineResource } from '../define';

export const name = 'report-share';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  after: 'usytics',
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
});
