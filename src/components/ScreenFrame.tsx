import { useContext } from 'react';
import { useLocation } from 'react-router';

import { pathOf } from '../resources/paths';
import type { ResourceDecl } from '../resources/types';
import { Loading } from './Loading';
import { type Screens, ScreensContext } from './screens-context';
import { SessionContext } from './session-context';
import { useLoadedRegistry } from './use-loaded-registry';

import './list-surface.css';
import './page-header.css';
import './screen-frame.css';

/** The generic list of `routed` (the registry's screens) at `pathname` (not a screen of its own), if any. */
export function genericListAt(
  routed: readonly ResourceDecl[],
  pathname: string,
  screens: Screens,
): ResourceDecl | undefined {
  const decl = routed.find((item) => pathOf(item) === pathname);
  return decl?.list && !screens.pages[decl.name]?.list ? decl : undefined;
}

/**
 * While the screen at the address loads: the frame of the generic list there, when the session may
 * see it (the same rule as the menu's), else plain loading (also until the registry has loaded).
 */
export function AddressFrame({ inShell = false }: { inShell?: boolean }) {
  const { pathname } = useLocation();
  const registry = useLoadedRegistry();
  const screens = useContext(ScreensContext);
  const session = useContext(SessionContext)?.read() ?? null;
  const decl = registry && genericListAt(registry.routedResources, pathname, screens);
  const title = decl && registry.canSee(session, decl.name) ? (decl.label ?? decl.name) : undefined;
  return <ScreenFrame title={title} inShell={inShell} />;
}

/**
 * A signed-in list screen's frame in plain markup, drawn while the shell's code and the providers
 * still load: the sider's and the top bar's places, and the screen's surface with its title (the
 * page's largest text) where the list will put them, and "Memuat ..." where its table will be. Only
 * the screen's surface with `inShell` (the shell is there already). Without a title, plain loading.
 */
export function ScreenFrame({ title, inShell = false }: { title: string | undefined; inShell?: boolean }) {
  if (!title) return <Loading />;
  const surface = (
    <div className="list-surface">
      <header className="page-header">
        <div className="page-header-text">
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle">{'\u00a0'}</p>
        </div>
      </header>
      <Loading className="app-loading screen-frame-table" />
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
