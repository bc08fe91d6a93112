import { defineResource } from '../define';
import { regionLevel } from '../master-slug-and-area';

export const name = 'master-slug-city';

export const resource = defineResource(name, regionLevel('master-slug', 'city', 'master-slug-province'));
