declare module 'virtual:antd-styles' {
  /** antd's pre-generated style sheet (build/antd-styles.ts); empty in the unit tests. */
  const sheet: string;
  export default sheet;
}

declare module 'virtual:registry-icons' {
  import type { ComponentType } from 'react';

  /** The icons the registry names, by name (build/registry-icons.ts). */
  const icons: Readonly<Record<string, ComponentType<{ className?: string; 'aria-hidden'?: boolean }>>>;
  export default icons;
}
