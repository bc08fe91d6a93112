import type { ResourceDecl } from './types';

/** A module of ./modules: one resource's declaration, its `name` and, when it has any, its `actions`. */
export interface ResourceModule {
  name: string;
  actions?: readonly string[];
  resource: ResourceDecl;
}

// found by the build (Vite, and Vitest and the scripts through it): a new file is a new resource
const found = import.meta.glob<ResourceModule>('./modules/*.ts', { eager: true });

/** Every resource's module (./modules/<name>.ts), in the order of their file names. */
export const resourceModules: readonly ResourceModule[] = Object.values(found);
