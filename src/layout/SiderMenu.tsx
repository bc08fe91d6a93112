import type { TreeMenuItem } from '@refinedev/core';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { Link } from 'react-router';

import { RegistryIcon } from '../components/icons';
import { ui } from '../locales/ui';

type MenuItem = Required<MenuProps>['items'][number];

const iconOf = (item: TreeMenuItem) => (item.icon ? <RegistryIcon name={item.icon} /> : undefined);

function toAntdItems(items: TreeMenuItem[]): MenuItem[] {
  return items.map((item): MenuItem => {
    if (item.children.length > 0) {
      return {
        key: item.key,
        icon: iconOf(item),
        label: item.label,
        children: toAntdItems(item.children),
      };
    }
    return {
      key: item.key,
      icon: iconOf(item),
      label: item.route ? <Link to={item.route}>{item.label}</Link> : item.label,
    };
  });
}

/** The keys of the groups that hold `key`. */
function parentKeysOf(key: string): string[] {
  const parts = key.split('/').filter(Boolean);
  return parts.slice(0, -1).map((_, index) => `/${parts.slice(0, index + 1).join('/')}`);
}

interface Props {
  items: TreeMenuItem[];
  selectedKey: string;
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The sidebar's menu: groups open and close on click; the current screen's group opens by itself. */
export function SiderMenu({ items, selectedKey, collapsed = false, onNavigate }: Props) {
  const [openKeys, setOpenKeys] = useState<string[]>(() => parentKeysOf(selectedKey));
  useEffect(() => {
    const parents = parentKeysOf(selectedKey);
    if (parents.length) setOpenKeys((keys) => [...new Set([...keys, ...parents])]);
  }, [selectedKey]);
  // made once: a draw of the menu (the one below) then redraws its groups, not all its entries
  const antdItems = useMemo(() => toAntdItems(items), [items]);
  // antd's menu learns which group holds each entry once the entries have mounted, but marks the
  // current screen's group as selected only when it is next drawn (before, the list's rewriting of the
  // address drew everything again by chance): it is drawn once more in the next frame
  const [, drawAgain] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const frame = requestAnimationFrame(drawAgain);
    return () => cancelAnimationFrame(frame);
  }, [items]);
  return (
    <nav aria-label={ui.shell.menu}>
      <Menu
        theme="dark"
        mode="inline"
        // on the root list and on the collapsed sider's popups (shell.css colours the open group)
        rootClassName="shell-menu"
        items={antdItems}
        selectedKeys={[selectedKey]}
        // antd keeps its own open keys while collapsed (popups); ours apply when expanded
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        onClick={() => onNavigate?.()}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
