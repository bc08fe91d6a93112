import { defineResource } from '../define';
import { regionLevel } from '../master-slug-and-area';

export const name = 'master-area-district';

export const resource = defineResource(name, regionLevel('master-area', 'district', 'master-area-city'));
