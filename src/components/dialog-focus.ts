import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** What a person types into: a text, a number, a date, a select's search box (a file input is a button). */
const FIELD = [
  'input:not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio]):not([disabled])',
  'textarea:not([disabled])',
].join(', ');

/** The first field of a dialog that a person can see and reach. */
function firstField(dialog: Element): HTMLElement | undefined {
  return [...dialog.querySelectorAll<HTMLElement>(FIELD)].find(
    (field) => field.tabIndex >= 0 && !field.closest('[aria-hidden="true"], [hidden], [inert]'),
  );
}

function isFocusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/** What a dialog component gives its antd Modal or Drawer. */
export interface DialogFocus<T extends HTMLElement> {
  /** On any element inside the dialog (unattached: only the focus's return is looked after). */
  ref: RefObject<T | null>;
  /** The Modal's or Drawer's `afterOpenChange`: once open, the first field takes the focus. */
  afterOpenChange: (open: boolean) => void;
}

/**
 * The keyboard's place around a dialog (a modal or a drawer) that a component opens by rendering it:
 * once open, its first field has the focus, so typing goes in (a dialog without fields keeps the focus
 * antd gives its frame); once gone (saved, cancelled, Escape), the focus goes back to the control that
 * had it when the dialog opened (the button that opened it, the conversation's button in the leads
 * drawer, so a second Escape closes that one), unless the person has put it somewhere already.
 * `inside` is a ref the dialog has already on an element of its own.
 */
export function useDialogFocus<T extends HTMLElement = HTMLDivElement>(
  inside?: RefObject<T | null>,
): DialogFocus<T> {
  const own = useRef<T>(null);
  const ref = inside ?? own;
  // what had the focus as the dialog first rendered: the control that opened it
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  useEffect(() => {
    return () => {
      // the dialog's nodes are gone by now (a passive cleanup runs after they are removed)
      if (opener?.isConnected && isFocusLost()) opener.focus({ preventScroll: true });
    };
  }, [opener]);
  // antd calls it once the dialog stands open, after giving its frame the focus
  const afterOpenChange = useCallback(
    (open: boolean) => {
      const dialog = ref.current?.closest('[role="dialog"]') ?? ref.current;
      if (!open || !dialog) return;
      const active = document.activeElement;
      if (active instanceof HTMLElement && dialog.contains(active) && active.matches(FIELD)) return;
      firstField(dialog)?.focus({ preventScroll: true });
    },
    [ref],
  );
  return { ref, afterOpenChange };
}
