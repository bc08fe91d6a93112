import { LoadingOutlined } from '@ant-design/icons';
import type { ButtonProps } from 'antd';

/**
 * A button's `loading` whose spinner says nothing: a screen reader hears the button's own name
 * ("Simpan"), not antd's English "loading Simpan"; the button still shows it is busy.
 */
export function busy(loading: boolean): ButtonProps['loading'] {
  return loading && { icon: <LoadingOutlined aria-hidden /> };
}
