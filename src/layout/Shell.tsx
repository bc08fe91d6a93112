import { useGetIdentity, useLogout } from '@refinedev/core';
import { Button, Layout, Typography } from 'antd';

/** The signed-in landing; the full shell (sider, header, routes) replaces it. */
export default function Shell() {
  const { data: identity } = useGetIdentity<{ name: string }>();
  const { mutate: logout } = useLogout();
  return (
    <Layout style={{ minHeight: '100vh', padding: 24 }}>
      <Typography.Title level={3}>Selamat datang, {identity?.name}</Typography.Title>
      <Button onClick={() => logout()}>Sign Out</Button>
    </Layout>
  );
}
