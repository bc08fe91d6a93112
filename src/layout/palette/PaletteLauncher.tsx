import { SearchOutlined } from '@ant-design/icons';
import type { TreeMenuItem } from '@refinedev/core';
import { Button } from 'antd';
import { Suspense, useEffect, useState } from 'react';

import { lazyDialog } from '../../components/lazy-part';
import { insight } from '../../locales/insight';
import { isPaletteKey, PALETTE_INPUT_ID } from './palette-entries';

// the palette is a chunk of its own, fetched on the first Ctrl+K: the shell only listens for the key
const CommandPalette = lazyDialog(() => import('./CommandPalette'));

/** The header's search button and the Ctrl+K / Cmd+K shortcut that open the command palette. */
export function PaletteLauncher({ items }: { items: TreeMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // the typed text lives here, so what is typed before the palette's field has the focus (its chunk
  // loading, the dialog opening) is kept rather than taken by the page's own shortcuts
  const [query, setQuery] = useState('');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isPaletteKey(event)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        setLoaded(true);
        setOpen((value) => !value);
        return;
      }
      if (!open || document.activeElement?.id === PALETTE_INPUT_ID) return;
      // the palette is open but its field has not the focus yet: its keys are the palette's
      const typed = typedKey(event);
      if (typed === null) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (typed === 'close') {
        setOpen(false);
        setQuery('');
      } else if (typed === 'back') setQuery((text) => text.slice(0, -1));
      else if (typed !== 'other') setQuery((text) => text + typed);
      document.getElementById(PALETTE_INPUT_ID)?.focus();
    };
    // in the capture phase on the window: before the list's and the review queue's shortcuts
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open]);
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
          <CommandPalette
            open={open}
            onClose={() => setOpen(false)}
            items={items}
            query={query}
            onQueryChange={setQuery}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * What a key pressed while the palette opens does: adds a character, deletes one, closes it, or
 * nothing ('other': Enter, arrows, which must not reach the page's shortcuts either); null leaves the
 * key to the browser (shortcuts with Ctrl, Alt or Cmd).
 */
function typedKey(event: KeyboardEvent): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  if (event.key === 'Escape') return 'close';
  if (event.key === 'Backspace') return 'back';
  return event.key.length === 1 ? event.key : 'other';
}
