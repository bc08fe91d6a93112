import { everyMenu } from '../builders';
import { defineResource } from '../define';
import { uploadFile } from '../uploads';

export const name = 'uploads';

export const actions = ['file'] as const;

export const resource = defineResource(name, {
  after: 'completing-register',
  menus: everyMenu,
  service: 'main',
  actions: { file: uploadFile },
});
