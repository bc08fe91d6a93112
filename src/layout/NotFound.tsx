import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { ui } from '../locales/ui';
import { DASHBOARD_PATH } from '../resources';

/** SPEC.md section 2: any path that is not a screen, shown inside the shell. */
export default function NotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={ui.notFound.title}
      subTitle={ui.notFound.text}
      extra={
        <Button type="primary" onClick={() => navigate(DASHBOARD_PATH)}>
          {ui.notFound.home}
        </Button>
      }
    />
  );
}
