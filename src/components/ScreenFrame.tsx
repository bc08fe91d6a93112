import { useContext } from 'react';
import { useLocation } from 'react-router';

import { pathOf, routedResources } from '../resources';
import { canSee } from '../resources/access';
import type { ResourceDecl } from '../resources/types';
import { Loading } from './Loading';
import { type Screens, ScreensContext } from './screens-context';
import { SessionContext } from './session-context';

import './list-surface.css';
import './page-header.css';
import './screen-frame.css';

/** The registry's generic list at `pathname` (not a screen of its own), if any. */
export function genericListAt(pathname: string, screens: Screens): ResourceDecl | undefined {
  const decl = routedResources.find((item) => pathOf(item) === pathname);
  return decl?.list && !screens.pages[decl.name]?.list ? decl : undefined;
}

/**
 * While the screen at the address loads: the frame of the generic list there, when the session may
 * see it (the same rule as the menu's), else plain loading.
 */
export function AddressFrame({ inShell = false }: { inShell?: boolean }) {
  const { pathname } = useLocation();
  const decl = genericListAt(pathname, useContext(ScreensContext));
  const session = useContext(SessionContext)?.read() ?? null;
  const title = decl && canSee(session, decl.name) ? (decl.label ?? decl.name) : undefined;
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
