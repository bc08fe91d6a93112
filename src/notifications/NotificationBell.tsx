import { BellOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** The bell in the top bar; its panel and live data come with the notifications feature. */
export function NotificationBell() {
  return <Button type="text" shape="circle" icon={<BellOutlined />} aria-label="Notifikasi" />;
}
