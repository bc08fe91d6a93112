import { lazy, Suspense } from 'react';

import type { ActionDialogProps } from '../../resources/types';

// each kind of asking is a chunk of its own, loaded when an action is first used
const ConfirmActionDialog = lazy(() => import('./ConfirmActionDialog'));
const FormActionDialog = lazy(() => import('./FormActionDialog'));
const FileActionDialog = lazy(() => import('./FileActionDialog'));

const byKind = { confirm: ConfirmActionDialog, form: FormActionDialog, file: FileActionDialog } as const;

/** The dialog of a declared action: the declaration's own, else the generic one for what it asks. */
export function ActionDialog(props: ActionDialogProps) {
  const ui = props.action.ui;
  if (!ui) return null;
  const Dialog = ui.dialog ?? byKind[ui.ask.kind];
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
