import { ui } from '../locales/ui';

import './dialog-loading.css';

/**
 * What shows while a dialog's code arrives (it is loaded when first opened, or earlier on intent):
 * a small notice at the centre, plain markup so it needs nothing that is not loaded yet.
 */
export function DialogLoading() {
  return (
    <div role="status" aria-live="polite" className="dialog-loading">
      <span className="app-spinner" aria-hidden="true" />
      <span>{ui.loading}</span>
    </div>
  );
}
