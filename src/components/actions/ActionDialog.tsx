import { lazy, Suspense, useContext } from 'react';

import type { ActionDialogProps } from '../../resources/types';
import { ScreensContext } from '../screens-context';

// each kind of asking is a chunk of its own, loaded when an action is first used
const ConfirmActionDialog = lazy(() => import('./ConfirmActionDialog'));
const FormActionDialog = lazy(() => import('./FormActionDialog'));
const FileActionDialog = lazy(() => import('./FileActionDialog'));

const byKind = { confirm: ConfirmActionDialog, form: FormActionDialog, file: FileActionDialog } as const;

/** The dialog of a declared action: its own (src/pages/screens.ts), else the generic one for what it asks. */
export function ActionDialog(props: ActionDialogProps) {
  const { dialogs } = useContext(ScreensContext);
  const ui = props.action.ui;
  if (!ui) return null;
  const Dialog = dialogs[props.decl.name]?.[props.name] ?? byKind[ui.ask.kind];
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
