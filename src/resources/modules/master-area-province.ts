import { defineResource } from '../define';
import { regionLevel } from '../master-slug-and-area';

export const name = 'master-area-province';

export const resource = defineResource(name, regionLevel('master-area', 'province', 'master-slug-village'));
