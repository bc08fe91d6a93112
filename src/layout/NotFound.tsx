import { useNavigation } from '@refinedev/core';
import { Button, Result } from 'antd';

import { ui } from '../locales/ui';

/** SPEC.md section 2: any path that is not a screen, shown inside the shell. */
export default function NotFound() {
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
