import { Drawer, Layout } from 'antd';
import { type MouseEvent, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';

import { brandInitials, brandName } from '../components/brand';
import { PersistedDataAge } from '../components/PersistedDataAge';
import { useCloseOnBack } from '../components/use-close-on-back';
import { useBelow } from '../components/use-is-phone';
import { useOpenedOnce } from '../components/use-opened-once';
import {
  AddressSkeleton,
  OutboxKeeper,
  ScreenCrashBoundary,
  useOutboxCount,
  useUnsentCount,
} from '../engine';
import { ui } from '../locales/ui';
import { drafts } from '../session/drafts';
import { AntdFrame } from './AntdFrame';
import { HeaderBar } from './HeaderBar';
import { OfflineBanner } from './OfflineBanner';
import { OfflineReadyNote } from './OfflineReadyNote';
import { SiderMenu } from './SiderMenu';
import { useAllowedMenu } from './use-allowed-menu';

import './shell.css';
import './phone.css';

/** docs/contract.md sections 2 and 9: the sidebar is 215 px wide. */
export const SIDER_WIDTH = 215;
const COLLAPSED_WIDTH = 72;

function Brand({ collapsed }: { collapsed: boolean }) {
  return <div className="shell-brand">{collapsed ? brandInitials() : brandName()}</div>;
}

/** The banner with the outbox's counts: a change of them redraws it alone, not the menu and the bar. */
function ShellOfflineBanner() {
  const waiting = useOutboxCount();
  const unsent = useUnsentCount();
  return <OfflineBanner waitingChanges={waiting} unsentChanges={unsent} />;
}

/** The signed-in shell: sidebar (a drawer on small screens), top bar, and the animated screen. */
function ShellLayout() {
  const { items, selectedKey } = useAllowedMenu();
  const mobile = useBelow('lg');
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerDrawn = useOpenedOnce(drawerOpen);
  useCloseOnBack(drawerOpen, () => setDrawerOpen(false));
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  // "Lewati ke konten": past the menu and the top bar, the next Tab reaches the screen's first control
  const skipToContent = (event: MouseEvent) => {
    event.preventDefault();
    main.current?.focus();
  };

  return (
    <Layout className="shell" hasSider={!mobile}>
      <a className="skip-link" href="#konten" onClick={skipToContent}>
        {ui.shell.skipToContent}
      </a>
      {mobile ? (
        drawerDrawn && (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            width={SIDER_WIDTH}
            // a visible way out besides a tap beside the menu or Escape
            closable={{ 'aria-label': ui.shell.closeMenu }}
            title={<Brand collapsed={false} />}
            className="shell-drawer"
            styles={{ body: { padding: 0 } }}
          >
            <SiderMenu items={items} selectedKey={selectedKey} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        )
      ) : (
        <Layout.Sider
          className="shell-sider"
          width={SIDER_WIDTH}
          collapsedWidth={COLLAPSED_WIDTH}
          collapsible
          collapsed={collapsed}
          trigger={null}
        >
          <Brand collapsed={collapsed} />
          <SiderMenu items={items} selectedKey={selectedKey} collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <HeaderBar
          mobile={mobile}
          collapsed={collapsed}
          items={items}
          onToggle={() => (mobile ? setDrawerOpen(true) : setCollapsed((value) => !value))}
        />
        {/* offline, says so here for every screen, with the count of changes waiting to be sent */}
        <ShellOfflineBanner />
        {/* once, when all of the app is kept on this device */}
        <OfflineReadyNote />
        <Layout.Content className="shell-content" id="konten" ref={main} tabIndex={-1}>
          <PersistedDataAge />
          {/* keyed by path: each screen change replays the 0.5 s entrance and resets a crashed screen */}
          <div key={pathname} className="page-transition">
            <ScreenCrashBoundary>
              <Suspense fallback={<AddressSkeleton inShell />}>
                <Outlet />
              </Suspense>
            </ScreenCrashBoundary>
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

export default function Shell() {
  // drafts older than 7 days go, whoever wrote them: once a session's screens are up (their store's
  // code comes with them, not with the login page)
  useEffect(() => {
    void drafts.prune();
  }, []);
  return (
    <AntdFrame>
      <OutboxKeeper />
      <ShellLayout />
    </AntdFrame>
  );
}
