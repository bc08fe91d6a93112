import { useNavigation } from '@refinedev/core';
import { Button, Result } from 'antd';

import { ui } from '../locales/ui';
import { FirstTimeGate } from './RegistrationPending';

/** docs/contract.md section 2: any path that is not a screen, shown inside the shell. */
function NotFoundScreen() {
  const { list } = useNavigation();
  return (
    <Result
      status="404"
      title={ui.notFound.title}
      subTitle={ui.notFound.text}
      extra={
        <Button type="primary" onClick={() => list('dashboard')}>
          {ui.notFound.home}
        </Button>
      }
    />
  );
}

/** A first-time user's Pendaftaran (a path with no page) and every other path: the registration notice. */
export default function NotFound() {
  return (
    <FirstTimeGate>
      <NotFoundScreen />
    </FirstTimeGate>
  );
}
