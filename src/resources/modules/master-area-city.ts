import { defineResource } from '../define';
import { regionLevel } from '../master-slug-and-area';

export const name = 'master-area-city';

export const resource = defineResource(name, regionLevel('master-area', 'city', 'master-area-province'));
