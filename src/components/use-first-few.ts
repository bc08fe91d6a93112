import { startTransition, useEffect, useState } from 'react';

/**
 * The first `count` of `items` in the drawing that first shows them, and all of them in the next,
 * made as a transition: React splits it into slices and lets whatever a person does go first. So a
 * phone's list shows the cards on its screen in a short piece of work, not after drawing and putting
 * in the page every card of the page in one long one. Once all are shown, all are (a page changed,
 * a row deleted or added are drawn at once, whole).
 */
export function useFirstFew<T>(items: readonly T[], count: number): readonly T[] {
  const [all, setAll] = useState(false);
  const cut = !all && items.length > count;
  useEffect(() => {
    if (cut) startTransition(() => setAll(true));
  }, [cut]);
  return cut ? items.slice(0, count) : items;
}
