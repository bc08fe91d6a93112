import {
  AimOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  BuildOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CheckOutlined,
  CloseCircleOutlined,
  CloseOutlined,
  CreditCardOutlined,
  CrownOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  FireOutlined,
  FontSizeOutlined,
  FormOutlined,
  FundProjectionScreenOutlined,
  GlobalOutlined,
  HomeOutlined,
  PlusOutlined,
  ShareAltOutlined,
  StarOutlined,
  SwapOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UploadOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The registry's icons by name, loaded with the shell rather than the login page. */
const ICONS = {
  AimOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  BuildOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  CheckOutlined,
  CloseCircleOutlined,
  CloseOutlined,
  CreditCardOutlined,
  CrownOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  FileSearchOutlined,
  FireOutlined,
  FontSizeOutlined,
  FormOutlined,
  FundProjectionScreenOutlined,
  GlobalOutlined,
  HomeOutlined,
  PlusOutlined,
  ShareAltOutlined,
  StarOutlined,
  SwapOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  UploadOutlined,
  UserOutlined,
  WalletOutlined,
} satisfies Record<string, ComponentType>;

/** An icon the registry may name (a key of the map above). */
export type IconName = keyof typeof ICONS;

/** A registry icon by name; nothing for a name it does not know. */
export function RegistryIcon({ name }: { name?: unknown }) {
  const Component = typeof name === 'string' ? ICONS[name as IconName] : undefined;
  return Component ? <Component /> : null;
}
