import type { BaseRecord } from '@refinedev/core';
import { Suspense } from 'react';

import { DialogLoading } from '../../components/DialogLoading';
import { lazyDialog } from '../../components/lazy-part';
import type { ResourceDecl } from '../../resources/types';
import { loadResourceFormModal } from '../form/load-form';

// the form (with its date, number and upload inputs) and the row detail come when first opened, or
// ahead when the pointer or the focus is on the button that opens them
const loadDetail = () => import('../record/RowDetailDrawer');
const ResourceFormModal = lazyDialog(loadResourceFormModal);
const RowDetailDrawer = lazyDialog(loadDetail);

/** Loads the create / edit form ahead, before its button is pressed. */
export const preloadForm = () => void loadResourceFormModal();

/**
 * The form open on the list: a new record, or a row as it was when its form opened (a refetch while
 * the person types does not start the form again).
 */
export type Editing = { mode: 'create' } | { mode: 'edit'; record: BaseRecord } | null;

/** The row detail and the create / edit form the list has open. */
export function ListDialogs({
  decl,
  viewed,
  closeView,
  editing,
  closeForm,
}: {
  decl: ResourceDecl;
  viewed: BaseRecord | null;
  closeView: () => void;
  editing: Editing;
  closeForm: () => void;
}) {
  return (
    <>
      {viewed && (
        <Suspense fallback={<DialogLoading />}>
          <RowDetailDrawer
            decl={decl}
            // the row as the list has it now (an action refreshed it), else as it was last seen
            record={viewed}
            onClose={closeView}
          />
        </Suspense>
      )}
      {editing && (
        <Suspense fallback={<DialogLoading />}>
          <ResourceFormModal
            decl={decl}
            record={editing.mode === 'edit' ? editing.record : undefined}
            onClose={closeForm}
          />
        </Suspense>
      )}
    </>
  );
}
