import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * The "select the page" checkbox of the selection column. The table also draws every column title in
 * a hidden row it measures widths with: that copy is made inert, so no hidden control takes focus.
 */
export function HeaderCheckbox({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [measuring, setMeasuring] = useState(false);
  useLayoutEffect(() => {
    setMeasuring(Boolean(ref.current?.closest('.ant-table-measure-row')));
  }, []);
  return (
    <span ref={ref} inert={measuring}>
      {children}
    </span>
  );
}
