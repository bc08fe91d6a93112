import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { TreeMenuItem } from '@refinedev/core';
import { useGetIdentity } from '@refinedev/core';
import { Button, Layout, Space } from 'antd';

import { ui } from '../locales/ui';
import { NotificationBell } from '../notifications/NotificationBell';
import { PaletteLauncher } from './palette/PaletteLauncher';
import { ProfileMenu } from './ProfileMenu';

interface Props {
  mobile: boolean;
  collapsed: boolean;
  onToggle: () => void;
  /** The allowed menu tree, for the command palette. */
  items: TreeMenuItem[];
}

/** The top bar: the menu toggle, the notification bell and the profile menu. */
export function HeaderBar({ mobile, collapsed, onToggle, items }: Props) {
  const toggleLabel = mobile ? ui.shell.openMenu : collapsed ? ui.shell.expandMenu : ui.shell.collapseMenu;
  // docs/contract.md section 6: a first-time user may open only Pendaftaran, so has no bell
  const { data: identity } = useGetIdentity<{ first_time?: boolean }>();
  const showBell = identity !== undefined && identity !== null && !identity.first_time;
  const toggleIcon = mobile ? (
    <MenuOutlined aria-hidden />
  ) : collapsed ? (
    <MenuUnfoldOutlined aria-hidden />
  ) : (
    <MenuFoldOutlined aria-hidden />
  );
  return (
    <Layout.Header className="shell-header">
      <Button type="text" icon={toggleIcon} aria-label={toggleLabel} onClick={onToggle} />
      <Space size="middle" align="center">
        <PaletteLauncher items={items} />
        {showBell && <NotificationBell />}
        <ProfileMenu />
      </Space>
    </Layout.Header>
  );
}
