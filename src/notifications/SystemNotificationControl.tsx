import { Button } from 'antd';
import { useState } from 'react';

import { useIsPhone } from '../components/use-is-phone';
import { notificationTexts } from '../locales/notifications';
import { askSystemPermission, type SystemPermission, systemPermission } from './system-notification';

/**
 * The one place the browser is asked for notifications: the person's own tap, in the bell's panel
 * (never on load). Says plainly when they are on, or blocked in the browser's settings; "ponsel ini"
 * on a phone only, "perangkat ini" on a computer or tablet.
 */
export function SystemNotificationControl() {
  const [permission, setPermission] = useState<SystemPermission>(() => systemPermission());
  const texts = useIsPhone() ? notificationTexts.system : notificationTexts.system.device;
  if (permission === 'unsupported') return null;
  if (permission === 'granted') return <p className="notif-system">{texts.enabled}</p>;
  if (permission === 'denied') return <p className="notif-system">{notificationTexts.system.blocked}</p>;
  return (
    <Button
      type="link"
      size="small"
      className="notif-system"
      onClick={() => void askSystemPermission().then(setPermission, () => undefined)}
    >
      {texts.enable}
    </Button>
  );
}
