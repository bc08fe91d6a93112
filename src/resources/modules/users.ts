import { menuLabels, userTypeLabels } from '../../locales/labels';
import { createdAtField, everyMenu, field, listOf } from '../builders';
import { defineResource } from '../define';
import { userKinds } from '../records';

export const name = 'users';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, {
  after: 'bi-checking',
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
    // docs/contract.md names the call, not a user's fields: the names a profile may use
    field('name', { sortable: true, accepts: ['name', 'full_name', 'fullname', 'nama', 'username'] }),
    field('email', { type: 'email' }),
    field('phone', { type: 'phone', accepts: ['phone', 'phone_number', 'no_hp', 'whatsapp'] }),
    field('city', { accepts: ['city', 'kota', 'address.city'] }),
    field('agency', { accepts: ['agency', 'agency_name', 'company'] }),
    field('is_verified', { type: 'boolean' }),
    createdAtField(),
  ],
});
