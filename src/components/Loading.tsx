import { bootUi } from '../locales/ui-boot';

/**
 * docs/contract.md section 2: "Loading ..." while a screen loads. Plain markup (no antd), so the login page's
 * first paint does not wait for the component library.
 */
export function Loading() {
  return (
    <div role="status" aria-live="polite" className="app-loading">
      <span className="app-spinner" aria-hidden="true" />
      <span>{bootUi.loading}</span>
    </div>
  );
}
