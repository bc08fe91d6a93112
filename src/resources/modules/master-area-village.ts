import { defineResource } from '../define';
import { regionLevel } from '../master-slug-and-area';

export const name = 'master-area-village';

export const resource = defineResource(name, regionLevel('master-area', 'village', 'master-area-district'));
