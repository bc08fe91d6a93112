import { type ReactNode, useCallback, useMemo } from 'react';

import type { ResourceDecl, Values } from '../../resources/types';
import { useFreshCheck } from '../conflicts/use-fresh-check';
import { useUndoableChange } from '../outbox/use-undo';
import { type CellEdit, CellEditContext, type CellEditing, cellEditsOf, type CellSaved } from './cell-edits';

/**
 * The list's editing in place, for its cells and cards: which fields change in their cell (the
 * declaration's `editInList`), and the one way a value is saved there: the record read again first
 * (a value changed elsewhere meanwhile is asked about, as the form asks), then the change of that
 * field through the update, shown at once with "Urungkan" and sent when its window ends, or kept in
 * the outbox offline, with its author (useUndoableChange; an update that takes the record whole
 * reads it again then, edit-request.ts).
 */
export function CellEditProvider({ decl, children }: { decl: ResourceDecl; children: ReactNode }) {
  const edits = useMemo(() => cellEditsOf(decl), [decl]);
  const change = useUndoableChange(decl);
  const { checkEdit, dialog } = useFreshCheck(decl);

  const save = useCallback(
    async (edit: CellEdit, record: Values, value: unknown, signal: AbortSignal): Promise<CellSaved> => {
      const key = edit.field.key;
      const checked = await checkEdit({ record, fields: [edit.field], mine: { [key]: value }, signal });
      if ('stop' in checked) return checked.stop === 'gone' ? 'gone' : 'back';
      if (signal.aborted || !(key in checked.send)) return 'back';
      change(edit.operation, record, { [key]: checked.send[key] });
      return 'saved';
    },
    [change, checkEdit],
  );

  const editing: CellEditing = useMemo(() => ({ decl, edits, save }), [decl, edits, save]);
  return (
    <CellEditContext.Provider value={editing}>
      {children}
      {dialog}
    </CellEditContext.Provider>
  );
}
