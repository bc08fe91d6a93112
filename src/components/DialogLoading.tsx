import { Loading } from './Loading';

import './dialog-loading.css';

/**
 * What shows while a dialog's code arrives (it is loaded when first opened, or earlier on intent):
 * the loading line as a small notice at the centre, plain markup so it needs nothing not loaded yet.
 */
export function DialogLoading() {
  return <Loading className="dialog-loading" />;
}
