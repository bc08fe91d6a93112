import { menuLabels, userTypeLabels } from '../locales/labels';
import { createdAtField, everyMenu, field, listOf } from './builders';
import { userKinds } from './records';
import type { ResourceDecl } from './types';

export const usersResources: ResourceDecl[] = [
  {
    name: 'users',
    route: 'users',
    label: menuLabels.users,
    icon: 'TeamOutlined',
    menus: everyMenu,
    service: 'main',
    // the notification screens read every user at once to show names, not ids
    list: listOf('/user/{url}', 'data-document_count', { wholePage: 1000 }),
    // found from Ctrl+K among agents and members (one call each) by name or email
    search: {
      describe: ['email', 'phone'],
      scopes: userKinds.map((kind) => ({ url: kind })),
      openList: { by: 'email' },
    },
    // docs/contract.md has no call for one user: the detail is the list's row
    rowDetail: true,
    fields: [
      field('url', {
        inList: false,
        inForm: false,
        filter: true,
        filterDefault: 'agent',
        type: 'select',
        options: userKinds.map((kind) => ({ label: userTypeLabels[kind], value: kind })),
      }),
      field('name', { sortable: true }),
      field('email', { type: 'email' }),
      field('phone', { type: 'phone' }),
      field('city'),
      field('agency'),
      field('is_verified', { type: 'boolean' }),
      createdAtField(),
    ],
  },
];
