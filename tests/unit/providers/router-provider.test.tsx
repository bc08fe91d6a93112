import { type IResourceItem, type ParseResponse, ResourceContext } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { appRouterProvider } from '../../../src/providers/router-provider';
import { toRefineResources } from '../../../src/resources';

const resources = () => [...toRefineResources()] as IResourceItem[];

/**
 * The registry's resources, counting how often an address is matched against them: Refine's
 * `matchResourceFromRoute` starts by mapping the whole list (`flatMap`), and nothing else here does.
 * (The suite shares its modules among files, so Refine's own function cannot be mocked here.)
 */
function countedResources(list = resources()) {
  const counted = Object.assign(list, { matches: 0 });
  const flatMap = list.flatMap.bind(list);
  counted.flatMap = ((...args: Parameters<typeof flatMap>) => {
    counted.matches += 1;
    return flatMap(...args);
  }) as typeof flatMap;
  return counted;
}

function WithResources({ list, children }: { list: IResourceItem[]; children: ReactNode }) {
  return <ResourceContext.Provider value={{ resources: list }}>{children}</ResourceContext.Provider>;
}

/** What both routers' `parse` make of the address, read by a component at `path` of the route tree. */
function parsedBoth(address: string, path?: string): [ParseResponse, ParseResponse] {
  let result: [ParseResponse, ParseResponse] | undefined;
  function Read() {
    const ours = appRouterProvider.parse!();
    const theirs = routerProvider.parse!();
    result = [ours(), theirs()];
    return null;
  }
  render(
    <WithResources list={resources()}>
      <MemoryRouter initialEntries={[address]}>
        {path ? (
          <Routes>
            <Route path={path} element={<Read />} />
          </Routes>
        ) : (
          <Read />
        )}
      </MemoryRouter>
    </WithResources>,
  );
  if (!result) throw new Error('not rendered');
  return result;
}

afterEach(cleanup);

function Reader() {
  appRouterProvider.parse!()();
  return null;
}

describe("the app's router parse", () => {
  it.each([
    ['a list', '/dashboard/listing', undefined],
    ['a record by the route tree', '/dashboard/listing/rumah%20hook-299', '/dashboard/listing/:id'],
    ['a record by its resource route', '/dashboard/listing/rumah%20hook-299', undefined],
    [
      'a list with its page, sort and filters',
      '/dashboard/listing?currentPage=2&pageSize=20&sorters[0][field]=price&sorters[0][order]=desc&filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=rumah',
      undefined,
    ],
    ['the login page with where to go next', '/login?to=%2Fdashboard%2Flisting%3FcurrentPage%3D3', undefined],
    ['an address of no resource', '/nowhere/at/all', undefined],
  ])("reads %s as @refinedev/react-router's does", (_, address, path) => {
    const [ours, theirs] = parsedBoth(address, path);
    expect(ours).toEqual(theirs);
  });

  it("takes none of the query's other keys: Refine's hooks put them in every call's meta", () => {
    const [ours, theirs] = parsedBoth(
      '/dashboard/profile/abc?token=evil&params[auth_id]=other&outbox[text]=x&currentPage=2',
      '/dashboard/profile/:id',
    );
    // (@refinedev/react-router's own takes them all)
    expect(theirs.params).toMatchObject({ token: 'evil', params: { auth_id: 'other' } });
    expect(ours.params).toEqual({ id: 'abc', currentPage: 2, pageSize: undefined, to: undefined });
  });

  it('reads a record\'s id, its page as a number and its "to" decoded', () => {
    const [ours] = parsedBoth(
      '/dashboard/listing/abc%20d?currentPage=3&to=%2Fdashboard',
      '/dashboard/listing/:id',
    );
    expect(ours).toMatchObject({
      resource: expect.objectContaining({ name: expect.any(String) }),
      id: 'abc d',
      params: { currentPage: 3, to: '/dashboard' },
    });
  });

  it('matches an address against the resources once for every hook that parses it, and again only for a new one', async () => {
    const list = countedResources();
    const router = createMemoryRouter(
      [{ path: '*', element: [1, 2, 3, 4, 5].map((key) => <Reader key={key} />) }],
      { initialEntries: ['/dashboard/listing'] },
    );
    render(
      <WithResources list={list}>
        <RouterProvider router={router} />
      </WithResources>,
    );
    expect(list.matches).toBe(1);
    await act(() => router.navigate('/dashboard/leads'));
    expect(list.matches).toBe(2);
    // back to an address already matched: nothing to work out again
    await act(() => router.navigate('/dashboard/listing?currentPage=2'));
    expect(list.matches).toBe(2);
  });

  it('keeps the matches of each resource list apart (a sign-in with other rights)', () => {
    const lists = [countedResources(), countedResources(resources().slice(0, 3))];
    for (const list of lists)
      render(
        <WithResources list={list}>
          <MemoryRouter initialEntries={['/dashboard/listing']}>
            <Reader />
          </MemoryRouter>
        </WithResources>,
      );
    expect(lists.map((list) => list.matches)).toEqual([1, 1]);
  });
});
