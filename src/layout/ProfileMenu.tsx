import { CheckOutlined, DownOutlined, LogoutOutlined, UndoOutlined, UserOutlined } from '@ant-design/icons';
import { useCan, useGetIdentity, useGo, useLogout } from '@refinedev/core';
import { Avatar, Dropdown, type MenuProps, message, Modal } from 'antd';
import { type PointerEvent, useState } from 'react';

import { demoData } from '../boot/demo-data';
import { signOutWarnings, useAppOutbox, useUnsavedForms } from '../engine';
import { outboxTexts } from '../locales/outbox';
import { ui } from '../locales/ui';
import { findResource, pathOf } from '../resources';
import { draftUserOf } from '../session/drafts';
import { colors } from '../theme/theme';
import { THEME_CHOICES, type ThemeChoice } from '../theme/theme-choice';
import { useThemeChoice } from '../theme/ThemeChoice';

interface Identity {
  id?: string;
  name?: string;
  email?: string;
  avatar?: string;
}

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts[0]?.[0] ?? '?').toUpperCase() + (parts[1]?.[0] ?? '').toUpperCase();
}

const profileDecl = findResource('profile');

const THEME_KEY_PREFIX = 'theme:';

/** "Tema": Terang, Gelap, Ikuti sistem; the current one carries a check (and says so to a screen reader). */
function themeItems(current: ThemeChoice): NonNullable<MenuProps['items']> {
  return [
    { type: 'divider' },
    {
      type: 'group',
      key: 'theme',
      label: ui.theme.title,
      children: THEME_CHOICES.map((choice) => ({
        key: `${THEME_KEY_PREFIX}${choice}`,
        icon: <CheckOutlined aria-hidden style={{ visibility: choice === current ? 'visible' : 'hidden' }} />,
        label: (
          <>
            {ui.theme[choice]}
            {choice === current && <span className="sr-only"> {ui.theme.current}</span>}
          </>
        ),
      })),
    },
    { type: 'divider' },
  ];
}

/** The user's avatar and name; hovering (or a tap) opens the menu with Profil, Tema, Sign Out and, in the demo, Reset data demo. */
export function ProfileMenu() {
  const { data: identity } = useGetIdentity<Identity>();
  const { mutate: logout } = useLogout();
  const appOutbox = useAppOutbox();
  const go = useGo();
  const [open, setOpen] = useState(false);
  // a touch opens the menu by a tap alone: its emulated hover would open it and the tap's click
  // close it again in the same touch. A mouse keeps the hover.
  const [touch, setTouch] = useState(false);
  const notePointer = (event: PointerEvent<HTMLButtonElement>) => setTouch(event.pointerType !== 'mouse');
  const theme = useThemeChoice();
  const unsavedForms = useUnsavedForms();
  const { data: profileAccess } = useCan({ resource: profileDecl?.name ?? 'profile', action: 'list' });
  const name = identity?.name || identity?.email || '';
  const profilePath = profileDecl && pathOf(profileDecl);
  const demo = demoData();
  const [modal, modalHolder] = Modal.useModal();
  const [toast, toastHolder] = message.useMessage();

  const confirmDemoReset = (reset: () => Promise<void>) =>
    modal.confirm({
      title: ui.shell.demoResetTitle,
      content: ui.shell.demoResetText,
      okText: ui.shell.demoResetConfirm,
      cancelText: ui.shell.demoResetCancel,
      okButtonProps: { danger: true },
      // the dialog waits (a spinning button) until the seed is back and kept
      onOk: async () => {
        await reset();
        void toast.success(ui.shell.demoResetDone);
      },
    });

  // a deliberate sign-out throws away the drafts of every tab: it says so first, and the person may go back
  const signOut = async () => {
    const lines = await signOutWarnings(draftUserOf(identity), appOutbox, unsavedForms.count()).catch(
      () => [],
    );
    if (lines.length === 0) {
      logout();
      return;
    }
    modal.confirm({
      title: outboxTexts.signOutTitle,
      content: (
        <>
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </>
      ),
      okText: outboxTexts.signOutConfirm,
      cancelText: outboxTexts.signOutBack,
      okButtonProps: { danger: true },
      onOk: () => logout(),
    });
  };

  const items: MenuProps['items'] = [
    ...(profileAccess?.can && profilePath
      ? [{ key: 'profile', icon: <UserOutlined aria-hidden />, label: ui.shell.profile }]
      : []),
    ...(demo ? [{ key: 'demo-reset', icon: <UndoOutlined aria-hidden />, label: ui.shell.demoReset }] : []),
    ...themeItems(theme.choice),
    { key: 'sign-out', icon: <LogoutOutlined aria-hidden />, label: ui.shell.signOut, danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    const choice = THEME_CHOICES.find((one) => key === `${THEME_KEY_PREFIX}${one}`);
    if (choice) theme.setChoice(choice);
    else if (key === 'sign-out') void signOut();
    else if (key === 'profile' && profilePath) go({ to: profilePath });
    else if (key === 'demo-reset' && demo) confirmDemoReset(demo.reset);
  };

  return (
    <>
      {modalHolder}
      {toastHolder}
      <Dropdown
        menu={{ items, onClick }}
        trigger={touch ? ['click'] : ['hover']}
        open={open}
        onOpenChange={setOpen}
        placement="bottomRight"
      >
        <button
          type="button"
          className="profile-trigger"
          aria-haspopup="menu"
          aria-expanded={open}
          onPointerEnter={notePointer}
          onPointerDown={notePointer}
          // the click trigger toggles a touch's menu (and closes it on a tap outside); a key or a
          // mouse's click toggles it here
          onClick={touch ? undefined : () => setOpen((value) => !value)}
        >
          {/* the initials as its icon, at the text's size: two letters always fit, and antd measures
              text children after they mount (a forced layout and a second render in the first commit) */}
          <Avatar
            src={identity?.avatar || undefined}
            icon={initialsOf(name)}
            style={{ background: colors.orange, color: colors.navy, fontSize: 'var(--ant-font-size)' }}
            size={32}
            aria-hidden
          />
          {/* named by its content: the visible name, then what the button opens (WCAG 2.5.3) */}
          <span className="profile-name">{name}</span>
          <span className="sr-only">{name ? `, ${ui.shell.profileMenu}` : ui.shell.profileMenu}</span>
          <DownOutlined style={{ fontSize: 10 }} aria-hidden />
        </button>
      </Dropdown>
    </>
  );
}
