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

import type { IconName } from '../resources/types';

/** The registry's icons by name (every name has one), loaded with the shell rather than the login page. */
const ICONS: Readonly<Record<IconName, ComponentType<{ className?: string }>>> = {
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
};

/**
 * A registry icon by name; nothing for a name it does not know. `className` is passed on: a menu
 * gives its entries' icons the class that sets them apart from the label.
 */
export function RegistryIcon({ name, className }: { name?: unknown; className?: string }) {
  const Component =
    typeof name === 'string' && Object.hasOwn(ICONS, name) ? ICONS[name as IconName] : undefined;
  return Component ? <Component className={className} aria-hidden /> : null;
}
