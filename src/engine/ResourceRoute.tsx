import { useCan } from '@refinedev/core';
import { useContext, useDeferredValue, useEffect } from 'react';

import { pageTitle } from '../components/brand';
import { lazyPart } from '../components/lazy-part';
import { Loading } from '../components/Loading';
import { ScreensContext } from '../components/screens-context';
import type { ResourceDecl } from '../resources/types';
import { useActionAccessKnown } from './actions/action-access';
import { ResourceDeclContext } from './resource-context';
import { AddressSkeleton } from './ScreenSkeleton';

// the generic screens: each its own chunk, shared by every declaration that uses it
const ResourceList = lazyPart(() => import('./list/ResourceList'));
const RecordView = lazyPart(() => import('./record/RecordView'));
const ResourceShow = lazyPart(() => import('./record/ResourceShow'));

export type ResourceView = 'list' | 'show';

/** The detail screen of a declaration: its own page, else the generic one. */
function ShowScreen({ decl }: { decl: ResourceDecl }) {
  const Page = useContext(ScreensContext).pages[decl.name]?.show;
  return Page ? <Page /> : <ResourceShow decl={decl} />;
}

/** The screen of a declaration: its own page, else the generic list, else the generic record view. */
function ResourceScreen({ decl }: { decl: ResourceDecl }) {
  const { pages, notFound: NotFound } = useContext(ScreensContext);
  const Page = pages[decl.name]?.list;
  if (Page) return <Page />;
  if (decl.list) return <ResourceList decl={decl} />;
  if (decl.one) return <RecordView decl={decl} />;
  return NotFound ? <NotFound /> : null;
}

/**
 * A registry route: the access-control provider decides before the screen mounts, so a screen the
 * user's menu does not allow renders nothing of its own and fetches no data; and which of its actions
 * the user may run, so the screen's toolbar is drawn whole rather than growing under the person's eyes.
 */
export default function ResourceRoute({ decl, view = 'list' }: { decl: ResourceDecl; view?: ResourceView }) {
  const { data: access } = useCan({ resource: decl.name, action: view });
  const Denied = useContext(ScreensContext).denied;
  const actionsKnown = useActionAccessKnown(decl);
  useEffect(() => {
    document.title = pageTitle(decl.label ?? decl.name);
  }, [decl]);
  const known = Boolean(access) && !(access?.can && !actionsKnown);
  // the access answers come as an urgent update, which would mount a whole screen in one piece (a
  // phone's list: a task of a quarter of a second at 4x CPU): the screen mounts in a background
  // render after it, in slices the page answers between, its skeleton shown until then
  const mountable = useDeferredValue(known);
  const waiting = view === 'list' ? <AddressSkeleton inShell /> : <Loading />;
  if (!access || !known) return waiting;
  if (!access.can) return Denied ? <Denied reason={access.reason} /> : null;
  if (!mountable) return waiting;
  return (
    <ResourceDeclContext.Provider value={decl}>
      {view === 'show' ? <ShowScreen decl={decl} /> : <ResourceScreen decl={decl} />}
    </ResourceDeclContext.Provider>
  );
}
