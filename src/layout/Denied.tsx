import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

import { fill, ui } from '../locales/ui';
import { FirstTimeGate } from './RegistrationPending';
import { firstRoute, useAllowedMenu } from './use-allowed-menu';

/** A screen the user's menu does not allow: no page, no data, a way to somewhere allowed. */
function DeniedScreen({ reason }: { reason?: string }) {
  const { items } = useAllowedMenu();
  const target = firstRoute(items);
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={ui.denied.title}
      subTitle={reason || ui.denied.text}
      extra={
        target?.route ? (
          <Button type="primary" onClick={() => navigate(target.route as string)}>
            {fill(ui.denied.goTo, { label: target.label ?? '' })}
          </Button>
        ) : undefined
      }
    />
  );
}

/** A first-time user is not denied: they get the registration notice (no loop through Pendaftaran). */
export default function Denied({ reason }: { reason?: string }) {
  return (
    <FirstTimeGate>
      <DeniedScreen reason={reason} />
    </FirstTimeGate>
  );
}
