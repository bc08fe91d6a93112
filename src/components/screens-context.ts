import { type ComponentType, createContext, type LazyExoticComponent } from 'react';

import type { ActionDialogProps, ActionName, ResourceDecl, ResourceName, Values } from '../resources/types';

/** A screen of its own (usually lazy: a chunk per page). */
export type ScreenComponent = LazyExoticComponent<ComponentType> | ComponentType;

/** A dialog of its own for an action, when the generic confirm / form / file dialog is not enough. */
export type DialogComponent =
  LazyExoticComponent<ComponentType<ActionDialogProps>> | ComponentType<ActionDialogProps>;

/** A resource's pages of its own. */
export interface ScreenPages {
  list?: ScreenComponent;
  /**
   * The list page is the generic list with additions (columns, a filter of its own): the boot treats
   * it as the generic list (its skeleton, its first call made ahead, its code fetched at page load).
   */
  listIsGeneric?: boolean;
  /** The code of such a list page, fetched at page load beside the generic list's. */
  loadList?: () => Promise<unknown>;
  show?: ScreenComponent;
  /**
   * Shown in its create / edit form before "Simpan", inside the form (it reads what is typed with
   * Form.useWatch): a listing's quality check. Never blocks the save.
   */
  formPanel?: ComponentType<FormPanelProps>;
}

/** What a form's panel gets: the resource and, when editing, the record as it was opened. */
export interface FormPanelProps {
  decl: ResourceDecl;
  record?: Values;
}

/**
 * The screens and dialogs that replace the generic ones, by resource name (and action name): the
 * registry describes data only, src/pages/screens.ts maps them and App hands the map down.
 */
export interface Screens {
  pages: { readonly [R in ResourceName]?: ScreenPages };
  dialogs: {
    // a resource without actions has no dialogs to name
    readonly [R in ResourceName]?: [ActionName<R>] extends [never]
      ? never
      : { readonly [A in ActionName<R>]?: DialogComponent };
  };
  /**
   * The shell's screens for an address nothing serves and for one the person's menu does not allow
   * (src/layout: they know the menu), handed to the route that picks a screen by App.
   */
  notFound?: ScreenComponent;
  denied?: ComponentType<{ reason?: string }>;
}

const noScreens: Screens = { pages: {}, dialogs: {} };

export const ScreensContext = createContext<Screens>(noScreens);
