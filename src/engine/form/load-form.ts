/**
 * The form that creates or edits a record, a chunk of its own: loaded when first opened, or ahead.
 * One loader for the list, the record view and the pages (through the engine's index), all of which
 * are drawn on the signed-in screens' code that holds it.
 */
export const loadResourceFormModal = () => import('./ResourceFormModal');
