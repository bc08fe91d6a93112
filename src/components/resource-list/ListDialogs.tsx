import { lazy, Suspense } from 'react';

import { DialogLoading } from '../DialogLoading';
import type { ResourceListController } from './use-resource-list';

// the form (with its date, number and upload inputs) and the row detail come when first opened, or
// ahead when the pointer or the focus is on the button that opens them
const loadForm = () => import('../resource-form/ResourceFormModal');
const loadDetail = () => import('../record-view/RowDetailDrawer');
const ResourceFormModal = lazy(loadForm);
const RowDetailDrawer = lazy(loadDetail);

/** Loads the create / edit form ahead, before its button is pressed. */
export const preloadForm = () => void loadForm();

/** The row detail and the create / edit form the list has open. */
export function ListDialogs({ list }: { list: ResourceListController }) {
  const { decl, viewed, closeView, editing, closeForm } = list;
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
