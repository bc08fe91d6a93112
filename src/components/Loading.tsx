import { bootUi } from '../locales/ui-boot';

/**
 * docs/contract.md section 2: "Loading ..." while a screen loads. Plain markup (no antd), so the login page's
 * first paint does not wait for the component library. `className` places it (a screen's middle by default).
 */
export function Loading({ className = 'app-loading' }: { className?: string }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="app-spinner" aria-hidden="true" />
      <span>{bootUi.loading}</span>
    </div>
  );
}
