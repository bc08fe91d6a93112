import { defineResource } from '../define';
import { regionLevel } from '../master-slug-and-area';

export const name = 'master-slug-province';

export const resource = defineResource(name, regionLevel('master-slug', 'province', 'master-subscribe'));
