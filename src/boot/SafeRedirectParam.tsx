import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { withoutUnsafeRedirect } from './redirect-param';

/**
 * Sits between the router and <Refine>: a URL whose `to` parameter is unsafe or malformed is replaced
 * by the same URL without it before Refine's router parses it.
 */
export function SafeRedirectParam({ children }: { children: ReactNode }) {
  const location = useLocation();
  const cleaned = withoutUnsafeRedirect(location.search, window.location.origin);
  if (cleaned === null) return children;
  return <Navigate replace to={{ pathname: location.pathname, search: cleaned, hash: location.hash }} />;
}
