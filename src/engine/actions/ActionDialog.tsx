import { Suspense, useContext } from 'react';

import { lazyDialog } from '../../components/lazy-part';
import { type DialogComponent, ScreensContext } from '../../components/screens-context';
import type { ActionDialogProps } from '../../resources/types';

// each kind of asking is a chunk of its own, loaded when an action is first used
const ConfirmActionDialog = lazyDialog(() => import('./ConfirmActionDialog'));
const FormActionDialog = lazyDialog(() => import('./FormActionDialog'));
const FileActionDialog = lazyDialog(() => import('./FileActionDialog'));

const byKind = { confirm: ConfirmActionDialog, form: FormActionDialog, file: FileActionDialog } as const;

/** The dialog of a declared action: its own (src/pages/screens.ts), else the generic one for what it asks. */
export function ActionDialog(props: ActionDialogProps) {
  const { dialogs } = useContext(ScreensContext);
  const ui = props.action.ui;
  if (!ui) return null;
  // the action's name comes from the declaration at run time: read among the resource's own dialogs
  const own: Readonly<Record<string, DialogComponent | undefined>> | undefined = dialogs[props.decl.name];
  const Dialog = own?.[props.name] ?? byKind[ui.ask.kind];
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
