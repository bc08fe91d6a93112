// A page reads its declaration from the route's context, the one way; outside a resource route it is
// a mistake said at once, not a page that silently renders nothing.
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import { ResourceDeclContext, useResourceDecl } from '../../../src/engine/resource-context';
import { findResource } from '../../../src/resources';
import type { ResourceDecl } from '../../../src/resources/types';

describe('useResourceDecl', () => {
  it("gives the route's declaration", () => {
    const decl = findResource('schedule') as ResourceDecl;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ResourceDeclContext.Provider value={decl}>{children}</ResourceDeclContext.Provider>
    );
    expect(renderHook(() => useResourceDecl(), { wrapper }).result.current).toBe(decl);
  });

  it('throws a clear error outside a resource route', () => {
    // React reports the error thrown in render to the console as well
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useResourceDecl())).toThrow(/outside a resource route/);
    report.mockRestore();
  });
});
