import { defineResource } from '../define';
import { regionLevel } from '../master-slug-and-area';

export const name = 'master-area-province';

// tsc learns the name (and its actions) here: a misspelt one is refused wherever it is written
declare module '../types' {
  interface KnownNames {
    [name]: readonly [];
  }
}

export const resource = defineResource(name, regionLevel('master-area', 'province', 'master-slug-village'));
