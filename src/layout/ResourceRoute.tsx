import { useCan } from '@refinedev/core';
import { lazy, useContext, useEffect } from 'react';

import { useActionAccessKnown } from '../components/actions/action-access';
import { pageTitle } from '../components/brand';
import { Loading } from '../components/Loading';
import { ResourceDeclContext } from '../components/resource-context';
import { AddressFrame } from '../components/ScreenFrame';
import { ScreensContext } from '../components/screens-context';
import type { ResourceDecl } from '../resources/types';

// the generic screens: each its own chunk, shared by every declaration that uses it
const ResourceList = lazy(() => import('../components/resource-list/ResourceList'));
const RecordView = lazy(() => import('../components/record-view/RecordView'));
const ResourceShow = lazy(() => import('../components/record-view/ResourceShow'));
const NotFound = lazy(() => import('./NotFound'));
const Denied = lazy(() => import('./Denied'));

export type ResourceView = 'list' | 'show';

/** The detail screen of a declaration: its own page, else the generic one. */
function ShowScreen({ decl }: { decl: ResourceDecl }) {
  const Page = useContext(ScreensContext).pages[decl.name]?.show;
  return Page ? <Page /> : <ResourceShow decl={decl} />;
}

/** The screen of a declaration: its own page, else the generic list, else the generic record view. */
function ResourceScreen({ decl }: { decl: ResourceDecl }) {
  const Page = useContext(ScreensContext).pages[decl.name]?.list;
  if (Page) return <Page />;
  if (decl.list) return <ResourceList decl={decl} />;
  if (decl.one) return <RecordView decl={decl} />;
  return <NotFound />;
}

/**
 * A registry route: the access-control provider decides before the screen mounts, so a screen the
 * user's menu does not allow renders nothing of its own and fetches no data; and which of its actions
 * the user may run, so the screen's toolbar is drawn whole rather than growing under the person's eyes.
 */
export default function ResourceRoute({ decl, view = 'list' }: { decl: ResourceDecl; view?: ResourceView }) {
  const { data: access } = useCan({ resource: decl.name, action: view });
  const actionsKnown = useActionAccessKnown(decl);
  useEffect(() => {
    document.title = pageTitle(decl.label ?? decl.name);
  }, [decl]);
  if (!access || (access.can && !actionsKnown)) return view === 'list' ? <AddressFrame inShell /> : <Loading />;
  if (!access.can) return <Denied reason={access.reason} />;
  return (
    <ResourceDeclContext.Provider value={decl}>
      {view === 'show' ? <ShowScreen decl={decl} /> : <ResourceScreen decl={decl} />}
    </ResourceDeclContext.Provider>
  );
}
