import { createContext, useContext } from 'react';

import type { FieldDecl, ResourceDecl, Values } from '../../resources/types';
import { editOperation, type RecordOperation } from '../common/operations';

/** A field a person may change in its cell of the list, and the change it makes. */
export interface CellEdit {
  field: FieldDecl;
  /** The change of the one field through the update (`edit:<field>`), undoable. */
  operation: RecordOperation;
}

/**
 * The fields of a declaration marked `editInList`, each with its change through the update: only a
 * field its form sends (`inForm`), never through an update declared a decision on money.
 */
export function cellEditsOf(decl: ResourceDecl): Map<string, CellEdit> {
  const edits = new Map<string, CellEdit>();
  for (const field of decl.fields ?? []) {
    const operation = field.editInList && field.inForm !== false ? editOperation(decl, field.key) : undefined;
    if (operation) edits.set(field.key, { field, operation });
  }
  return edits;
}

/** How a change made in a cell ended: on its way (undoable), left, or its record gone meanwhile. */
export type CellSaved = 'saved' | 'back' | 'gone';

/** What the cells of a list need to change a value in place (ResourceList gives it). */
export interface CellEditing {
  decl: ResourceDecl;
  edits: ReadonlyMap<string, CellEdit>;
  /** Saves `value` of the edit's field on `record` as every change goes: read again first, then undoable. */
  save: (edit: CellEdit, record: Values, value: unknown, signal: AbortSignal) => Promise<CellSaved>;
}

/** Marks a cell's edit button: the list's F2 opens the first one of the focused row (use-list-keyboard.ts). */
export const CELL_EDIT_ATTRIBUTE = 'data-cell-edit';

export const CellEditContext = createContext<CellEditing | null>(null);

/** The list's editing in place; none outside a generic list (a value is then only shown). */
export function useCellEditing(): CellEditing | null {
  return useContext(CellEditContext);
}
