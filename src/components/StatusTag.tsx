import { Tag } from 'antd';

const colorByStatus: Record<string, string> = {
  active: 'green',
  paid: 'green',
  approved: 'green',
  done: 'green',
  success: 'green',
  pending: 'gold',
  processing: 'blue',
  scheduled: 'blue',
  new: 'blue',
  contacted: 'cyan',
  sold: 'purple',
  rejected: 'red',
  failed: 'red',
  cancelled: 'default',
  inactive: 'default',
  expired: 'default',
  ended: 'default',
  closed: 'default',
};

/** A status value as a coloured tag; `label` is its Indonesian text. */
export function StatusTag({ value, label }: { value: unknown; label: string }) {
  const color = typeof value === 'string' ? colorByStatus[value] : undefined;
  return <Tag color={color ?? 'default'}>{label}</Tag>;
}
