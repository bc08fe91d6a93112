import { defineResource } from '../define';
import { regionLevel } from '../master-slug-and-area';

export const name = 'master-slug-village';

export const resource = defineResource(name, regionLevel('master-slug', 'village', 'master-slug-district'));
