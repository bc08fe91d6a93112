import type { BaseRecord, GetListResponse } from '@refinedev/core';
import { type ComponentType, createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

import { firstPageOf, listKey } from '../providers/lazy-data-provider';
import type { Registry } from '../resources/load-registry';
import { pathOf } from '../resources/paths';
import type { ResourceDecl } from '../resources/types';
import type { Session } from '../session/session';
import { Loading } from './Loading';
import { type Screens, ScreensContext } from './screens-context';
import { SessionContext } from './session-context';
import { useIsPhone } from './use-is-phone';
import { useLoadedRegistry } from './use-loaded-registry';

import './list-surface.css';
import './page-header.css';
import './screen-frame.css';

/**
 * The generic list of `routed` (the registry's screens) at `pathname` (not a screen of its own, or one
 * that is the generic list with additions), if any.
 */
export function genericListAt(
  routed: readonly ResourceDecl[],
  pathname: string,
  screens: Screens,
): ResourceDecl | undefined {
  const decl = routed.find((item) => pathOf(item) === pathname);
  const page = decl && screens.pages[decl.name];
  return decl?.list && (!page?.list || page.listIsGeneric) ? decl : undefined;
}

/** The answer to come of a list call made ahead, by its key (`listKey`), if one was made. */
export const AnsweredAheadContext = createContext<(key: string) => Promise<GetListResponse> | undefined>(
  () => undefined,
);

/** The generic list at `pathname` when `session` may see it (the same rule as the menu's). */
function framedListAt(
  registry: Registry | undefined,
  pathname: string,
  screens: Screens,
  session: Session | null,
): ResourceDecl | undefined {
  const decl = registry && genericListAt(registry.routedResources, pathname, screens);
  return decl && registry.canSee(session, decl.name) ? decl : undefined;
}

interface Answered {
  Cards: ComponentType<{ decl: ResourceDecl; rows: readonly BaseRecord[] }>;
  rows: readonly BaseRecord[];
}
/** Each answer made ahead with the cards' code, once both have come: a frame drawn again has them at once. */
const answeredCards = new WeakMap<Promise<GetListResponse>, Answered>();

/** The first cards' code (with the session's chunk) and rows, once the answer made ahead has come. */
function useAnsweredCards(ahead: Promise<GetListResponse> | undefined): Answered | undefined {
  const [answered, setAnswered] = useState(() => ahead && answeredCards.get(ahead));
  useEffect(() => {
    if (!ahead) return;
    let live = true;
    Promise.all([import('./resource-list/FrameCards'), ahead]).then(
      ([{ FrameCards }, answer]) => {
        const found = { Cards: FrameCards, rows: answer.data };
        answeredCards.set(ahead, found);
        if (live) setAnswered(found);
      },
      // a failed call is the screen's to report, with its retry
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ahead]);
  return ahead && (answered ?? answeredCards.get(ahead));
}

/**
 * While the screen at the address loads: the frame of the generic list there, when the session may
 * see it, else plain loading (also until the registry has loaded); on a phone with the list's first
 * cards once its call made ahead has been answered.
 */
export function AddressFrame({ inShell = false }: { inShell?: boolean }) {
  const { pathname } = useLocation();
  const registry = useLoadedRegistry();
  const screens = useContext(ScreensContext);
  const session = useContext(SessionContext)?.read() ?? null;
  const peek = useContext(AnsweredAheadContext);
  const phone = useIsPhone();
  const decl = framedListAt(registry, pathname, screens, session);
  const answered = useAnsweredCards(
    decl && phone ? peek(listKey(firstPageOf(decl.name, decl.pageSize))) : undefined,
  );
  return (
    <ScreenFrame
      title={decl && (decl.label ?? decl.name)}
      inShell={inShell}
      phone={phone}
      cards={decl && answered && <answered.Cards decl={decl} rows={answered.rows} />}
    />
  );
}

/**
 * A signed-in list screen's frame in plain markup, drawn while the shell's code and the providers
 * still load: the sider's and the top bar's places, and the screen's surface with its title (the
 * page's largest text) where the list will put it, and "Memuat ..." where its table will be. On a
 * phone the rows of its actions, its search and its saved views keep their places, of the list's
 * heights, and its first `cards` (FrameCards) come where the list draws them. Only the screen's
 * surface with `inShell` (the shell is there already). Without a title, plain loading.
 */
export function ScreenFrame({
  title,
  inShell = false,
  phone = false,
  cards,
}: {
  title: string | undefined;
  inShell?: boolean;
  phone?: boolean;
  cards?: ReactNode;
}) {
  if (!title) return <Loading />;
  const surface = (
    <div className="list-surface" aria-busy>
      <header className="page-header">
        <div className="page-header-text">
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">{'\u00a0'}</p>
        </div>
        {phone && <div className="screen-frame-row" />}
      </header>
      {phone && <div className="screen-frame-row screen-frame-spaced" />}
      {phone && <div className="screen-frame-row screen-frame-spaced" />}
      {cards ?? <Loading className="app-loading screen-frame-table" />}
    </div>
  );
  if (inShell) return surface;
  return (
    <div className="screen-frame">
      <div className="screen-frame-sider" />
      <div className="screen-frame-main">
        <div className="screen-frame-header" />
        <div className="screen-frame-content">{surface}</div>
      </div>
    </div>
  );
}
