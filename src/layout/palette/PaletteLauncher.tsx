import { SearchOutlined } from '@ant-design/icons';
import type { TreeMenuItem } from '@refinedev/core';
import { Button } from 'antd';
import { Suspense, useEffect, useState } from 'react';

import { lazyDialog } from '../../components/lazy-part';
import { insight } from '../../locales/insight';
import { isPaletteKey } from './palette-entries';

// the palette is a chunk of its own, fetched on the first Ctrl+K: the shell only listens for the key
const CommandPalette = lazyDialog(() => import('./CommandPalette'));

/** The header's search button and the Ctrl+K / Cmd+K shortcut that open the command palette. */
export function PaletteLauncher({ items }: { items: TreeMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      setLoaded(true);
      setOpen((value) => !value);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined aria-hidden />}
        aria-label={insight.palette.open}
        title={insight.palette.open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      />
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} items={items} />
        </Suspense>
      )}
    </>
  );
}
