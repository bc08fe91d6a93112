import { type ComponentType, createContext, type LazyExoticComponent } from 'react';

import type { ActionDialogProps } from '../resources/types';

/** A screen of its own (usually lazy: a chunk per page). */
export type ScreenComponent = LazyExoticComponent<ComponentType> | ComponentType;

/** A dialog of its own for an action, when the generic confirm / form / file dialog is not enough. */
export type DialogComponent =
  LazyExoticComponent<ComponentType<ActionDialogProps>> | ComponentType<ActionDialogProps>;

/**
 * The screens and dialogs that replace the generic ones, by resource name (and action name): the
 * registry describes data only, src/pages/screens.ts maps them and App hands the map down.
 */
export interface Screens {
  pages: Readonly<Record<string, { list?: ScreenComponent; show?: ScreenComponent }>>;
  dialogs: Readonly<Record<string, Readonly<Record<string, DialogComponent>>>>;
}

const noScreens: Screens = { pages: {}, dialogs: {} };

export const ScreensContext = createContext<Screens>(noScreens);
