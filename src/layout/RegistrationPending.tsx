import { useGetIdentity, useLogout } from '@refinedev/core';
import { Button, Result, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';

import { pageTitle } from '../components/brand';
import { busy } from '../components/busy';
import { Loading } from '../components/Loading';
import { config } from '../config';
import { fill, ui } from '../locales/ui';

interface Identity {
  email?: string;
  first_time?: boolean;
}

const t = ui.registrationPending;

/**
 * What a first-time user sees wherever they go (docs/contract.md sections 4 and 6: they are limited to
 * Pendaftaran, whose path has no page): the account is not registered yet, what to do, and a way out.
 */
export function RegistrationPending({ email }: { email?: string }) {
  const { mutate: logout, isPending } = useLogout();
  useEffect(() => {
    document.title = pageTitle(t.title);
  }, []);
  const product = config.productName;
  return (
    <Result
      status="info"
      title={
        <Typography.Title level={1} style={{ margin: 0, fontSize: 'inherit' }}>
          {t.title}
        </Typography.Title>
      }
      subTitle={
        <>
          <Typography.Paragraph>{t.text}</Typography.Paragraph>
          <Typography.Paragraph>{fill(t.next, { product })}</Typography.Paragraph>
          {email && <Typography.Paragraph>{fill(t.signedInAs, { email })}</Typography.Paragraph>}
        </>
      }
      extra={
        <Button type="primary" loading={busy(isPending)} onClick={() => logout()}>
          {t.signOut}
        </Button>
      }
    />
  );
}

/**
 * In place of a dead end (a denied screen, a path that is no screen): a first-time user gets the
 * registration notice, so Pendaftaran, the index and every other path lead to it (no loop).
 */
export function FirstTimeGate({ children }: { children: ReactNode }) {
  const { data: identity, isLoading } = useGetIdentity<Identity>();
  if (isLoading) return <Loading />;
  if (identity?.first_time) return <RegistrationPending email={identity.email} />;
  return <>{children}</>;
}
