import { Tag } from 'antd';

import type { Tone } from '../resources/types';

const colorOfTone: Record<Tone, string> = {
  success: 'green',
  warning: 'gold',
  info: 'blue',
  danger: 'red',
  neutral: 'default',
  special: 'purple',
};

/** A status value as a tag coloured by its declared tone; `label` is its Indonesian text. */
export function StatusTag({ tone, label }: { tone: Tone | undefined; label: string }) {
  return <Tag color={colorOfTone[tone ?? 'neutral']}>{label}</Tag>;
}
