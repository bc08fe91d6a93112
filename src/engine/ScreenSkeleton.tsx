import type { BaseRecord, GetListResponse } from '@refinedev/core';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import {
  type ComponentType,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation } from 'react-router';

import { saveBootSkeleton } from '../boot/boot-skeleton';
import { Loading } from '../components/Loading';
import { type Screens, ScreensContext } from '../components/screens-context';
import { SessionContext } from '../components/session-context';
import { useIsPhone } from '../components/use-is-phone';
import { useLoadedRegistry } from '../components/use-loaded-registry';
import type { Registry } from '../resources/load-registry';
import { pathOf } from '../resources/paths';
import type { ResourceDecl } from '../resources/types';
import type { Session } from '../session/session';
import { tokenExpiresAt } from '../session/token';
import { firstPageQuery } from './list/first-page';

// the first cards' sheet too: a skeleton kept from the last visit (boot/boot-skeleton.ts) is drawn with it
import './list/cards.css';
import '../components/list-surface.css';
import '../components/page-header.css';
import './screen-skeleton.css';

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

/** The generic list at `pathname` when `session` may see it (the same rule as the menu's). */
function skeletonListAt(
  registry: Registry | undefined,
  pathname: string,
  screens: Screens,
  session: Session | null,
): ResourceDecl | undefined {
  const decl = registry && genericListAt(registry.routedResources, pathname, screens);
  return decl && registry.canSee(session, decl.name) ? decl : undefined;
}

type Cards = ComponentType<{ decl: ResourceDecl; rows: readonly BaseRecord[] }>;
type SkeletonCardsModule = typeof import('./list/SkeletonCards');
interface Answered {
  Cards: Cards;
  rows: readonly BaseRecord[];
  /** When the answer came, and how old that is in words (SkeletonCards' `skeletonAgeTexts`). */
  at: number;
  ages: ReturnType<SkeletonCardsModule['skeletonAgeTexts']>;
}
// global: a loaded chunk, kept so a later skeleton draws at once (as the module cache would).
let loadedCards: SkeletonCardsModule | undefined;
/** When this page started: an answer older than that came from the device (as PersistedDataAge reads it). */
const PAGE_START = typeof performance !== 'undefined' ? performance.timeOrigin : 0;

/**
 * The first cards' code (with the session's chunk): the boot loads it before its first drawing when
 * it has persisted answers, so that drawing has the cards (no "Loading ..." between the boot skeleton and them).
 */
export function loadSkeletonCards(): Promise<SkeletonCardsModule> {
  return import('./list/SkeletonCards').then((loaded) => (loadedCards = loaded));
}

/** The answer the query cache holds for `queryKey` (kept on the device, or fetched ahead), as it changes. */
function useCachedAnswer(
  queryKey: QueryKey | undefined,
): { data?: GetListResponse; dataUpdatedAt: number } | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (changed: () => void) => queryClient.getQueryCache().subscribe(changed),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () =>
    queryKey ? queryClient.getQueryState<GetListResponse>(queryKey) : undefined,
  );
}

/** The first cards' code (once `wanted`) and rows, once the list's answer and that code are here. */
function useAnsweredCards(
  wanted: boolean,
  state: { data?: GetListResponse; dataUpdatedAt: number } | undefined,
): Answered | undefined {
  const [cards, setCards] = useState(() => loadedCards);
  const answer = state?.data;
  const at = state?.dataUpdatedAt ?? 0;
  // its code comes beside the answer, not after it
  useEffect(() => {
    if (!wanted || cards) return;
    let live = true;
    loadSkeletonCards().then(
      (loaded) => live && setCards(loaded),
      // the screen's own boundary says so when its code cannot come
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, cards]);
  return useMemo(
    () =>
      answer && cards
        ? { Cards: cards.SkeletonCards, rows: answer.data, at, ages: cards.skeletonAgeTexts(at) }
        : undefined,
    [answer, at, cards],
  );
}

/**
 * While the screen at the address loads: the skeleton of the generic list there, when the session may
 * see it, else plain loading (also until the registry has loaded); on a phone with the list's first
 * cards once the cache holds its first page (kept on the device, or fetched ahead: `prefetchFirstPage`).
 */
export function AddressSkeleton({ inShell = false }: { inShell?: boolean }) {
  const { pathname } = useLocation();
  const registry = useLoadedRegistry();
  const screens = useContext(ScreensContext);
  const session = useContext(SessionContext)?.read() ?? null;
  const phone = useIsPhone();
  const decl = skeletonListAt(registry, pathname, screens, session);
  const first = registry && decl && phone ? firstPageQuery(registry, decl) : undefined;
  const answered = useAnsweredCards(first !== undefined, useCachedAnswer(first?.queryKey));
  const skeleton = useRef<HTMLDivElement>(null);
  const token = session?.access_token;
  // the skeleton with its first cards is kept for the next visit's first module (boot/boot-skeleton.ts)
  useEffect(() => {
    const html = answered && skeleton.current?.outerHTML;
    if (!html || !token) return;
    saveBootSkeleton(window.localStorage, {
      path: pathname,
      html,
      expiresAt: tokenExpiresAt(token),
      width: window.innerWidth,
      age: { at: answered.at, ...answered.ages },
    });
  }, [answered, pathname, token]);
  return (
    <ScreenSkeleton
      title={decl && (decl.label ?? decl.name)}
      inShell={inShell}
      phone={phone}
      cards={decl && answered && <answered.Cards decl={decl} rows={answered.rows} />}
      // persisted answers say how old they are (then the shell's PersistedDataAge does)
      subtitle={answered && answered.at < PAGE_START ? answered.ages.sameDay : undefined}
      skeletonRef={skeleton}
    />
  );
}

/**
 * A signed-in list screen's skeleton in plain markup, drawn while the shell's code and the providers
 * still load: the sider's and the top bar's places, and the screen's surface with its title (the
 * page's largest text) where the list will put it, and "Memuat ..." where its table will be. On a
 * phone the rows of its actions, its search and its saved views keep their places, of the list's
 * heights, and its first `cards` (SkeletonCards) come where the list draws them. Only the screen's
 * surface with `inShell` (the shell is there already). Without a title, plain loading.
 */
export function ScreenSkeleton({
  title,
  inShell = false,
  phone = false,
  cards,
  subtitle,
  skeletonRef,
}: {
  title: string | undefined;
  inShell?: boolean;
  phone?: boolean;
  cards?: ReactNode;
  /** Under the title (else an empty line of its height). */
  subtitle?: string;
  /** The whole skeleton's element (not given `inShell`). */
  skeletonRef?: Ref<HTMLDivElement>;
}) {
  if (!title) return <Loading />;
  const surface = (
    <div className="list-surface" aria-busy>
      <header className="page-header">
        <div className="page-header-text">
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">{subtitle ?? '\u00a0'}</p>
        </div>
        {phone && <div className="screen-skeleton-row" />}
      </header>
      {phone && <div className="screen-skeleton-row screen-skeleton-spaced" />}
      {phone && <div className="screen-skeleton-row screen-skeleton-spaced" />}
      {cards ?? <Loading className="app-loading screen-skeleton-table" />}
    </div>
  );
  if (inShell) return surface;
  return (
    <div className="screen-skeleton" ref={skeletonRef}>
      <div className="screen-skeleton-sider" />
      <div className="screen-skeleton-main">
        <div className="screen-skeleton-header" />
        <div className="screen-skeleton-content">{surface}</div>
      </div>
    </div>
  );
}
