import { defineResource } from '../define';
import { regionLevel } from '../master-slug-and-area';

export const name = 'master-slug-district';

export const resource = defineResource(name, regionLevel('master-slug', 'district', 'master-slug-city'));
