import { useLogin } from '@refinedev/core';
import { Button, Card, Form, Input, Typography } from 'antd';

interface LoginValues {
  email: string;
  password: string;
}

export default function LoginPage() {
  const { mutate: login, isPending } = useLogin<LoginValues>();
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#13294B' }}>
      <Card style={{ width: 380 }}>
        <Typography.Title level={3}>Masuk</Typography.Title>
        <Form<LoginValues> layout="vertical" onFinish={(values) => login(values)} requiredMark={false}>
          <Form.Item name="email" label="Email" rules={[{ required: true, message: 'Email wajib diisi.' }]}>
            <Input type="email" autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" label="Kata Sandi" rules={[{ required: true, message: 'Kata sandi wajib diisi.' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isPending}>
            Masuk
          </Button>
        </Form>
      </Card>
    </div>
  );
}
