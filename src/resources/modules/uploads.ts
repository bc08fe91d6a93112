import { everyMenu } from '../builders';
import { defineResource } from '../define';
import { uploadFile } from '../uploads';

export const name = 'uploads';

export const actions = ['file'] as const;

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: typeof actions;
  }
}

export const resource = defineResource(name, {
  after: 'completing-register',
  menus: everyMenu,
  service: 'main',
  actions: { file: uploadFile },
});
