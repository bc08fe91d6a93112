import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** What a person types into: a text, a number, a date, a select's search box (a file input is a button). */
const FIELD = [
  'input:not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio]):not([disabled])',
  'textarea:not([disabled])',
].join(', ');

/** The first field of a dialog (or a form) that a person can see and reach. */
export function firstField(dialog: Element): HTMLElement | undefined {
  return [...dialog.querySelectorAll<HTMLElement>(FIELD)].find(
    (field) => field.tabIndex >= 0 && !field.closest('[aria-hidden="true"], [hidden], [inert]'),
  );
}

function isFocusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * What had the focus as a dialog opened: the control that opened it (none when it was the page). An
 * item of an open menu goes with its menu, so the menu's button (antd marks it open) stands for it.
 */
function focusedControl(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  if (!active.closest('.ant-dropdown')) return active;
  return document.querySelector<HTMLElement>('.ant-dropdown-open');
}

/** What a dialog component gives its antd Modal or Drawer. */
export interface DialogFocus<T extends HTMLElement> {
  /** On any element inside the dialog (unattached: only the focus's return is looked after). */
  ref: RefObject<T | null>;
  /** The Modal's or Drawer's `afterOpenChange`: once open, the first field takes the focus. */
  afterOpenChange: (open: boolean) => void;
  /**
   * Puts the focus back on the opener now: for a dialog closed from a question above it ("Buang
   * perubahan?"), whose own buttons still hold the focus as the dialog goes.
   */
  restore: () => void;
}

/**
 * The keyboard's place around a dialog (a modal or a drawer): once open, its first field has the
 * focus, so typing goes in (a dialog without fields keeps the focus antd gives the dialog itself); once gone
 * (saved, cancelled, Escape), the focus goes back to the control that had it when the dialog opened
 * (the button that opened it, the conversation's button in the leads drawer, so a second Escape closes
 * that one), unless the person has put it somewhere already. A dialog opened from a menu item returns
 * to the menu's button (the item is gone with its menu).
 * `inside` is a ref the dialog has already on an element of its own. `open` is for a dialog that stays
 * rendered while closed (a Drawer with `open`); by default the dialog is open while it is rendered.
 */
export function useDialogFocus<T extends HTMLElement = HTMLDivElement>(
  inside?: RefObject<T | null>,
  open = true,
): DialogFocus<T> {
  const own = useRef<T>(null);
  const ref = inside ?? own;
  // the opener, taken as the dialog renders open (before antd moves the focus into it)
  const [shown, setShown] = useState(() => ({ open, opener: open ? focusedControl() : null }));
  if (shown.open !== open) setShown({ open, opener: open ? focusedControl() : shown.opener });
  const opener = shown.opener;
  const restore = useCallback(() => {
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  }, [opener]);
  // closed while still rendered: back to the opener when the focus was in the dialog or is lost
  useEffect(() => {
    if (open) return;
    const dialog = ref.current?.closest('[role="dialog"]');
    if (isFocusLost() || dialog?.contains(document.activeElement)) restore();
  }, [open, ref, restore]);
  useEffect(() => {
    return () => {
      // the dialog's nodes are gone by now (a passive cleanup runs after they are removed)
      if (isFocusLost()) restore();
    };
  }, [restore]);
  // antd calls it once the dialog stands open, after giving the dialog itself the focus: late on a
  // loaded phone, when a question may stand above it already ("Buang perubahan?" after a quick
  // Escape), whose button keeps the focus it took
  const afterOpenChange = useCallback(
    (open: boolean) => {
      const dialog = ref.current?.closest('[role="dialog"]') ?? ref.current;
      if (!open || !dialog) return;
      const active = document.activeElement;
      if (active instanceof HTMLElement && dialog.contains(active) && active.matches(FIELD)) return;
      // a dialog opened above this one (later in the page: antd puts each at the end as it opens) keeps
      // the focus; one beneath does not (the leads' drawer, whose own opening may end after this one's)
      const above =
        active instanceof HTMLElement &&
        active !== opener &&
        Boolean(active.closest('[role="dialog"]')) &&
        Boolean(dialog.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) &&
        !dialog.contains(active);
      if (above) return;
      firstField(dialog)?.focus({ preventScroll: true });
    },
    [ref, opener],
  );
  return { ref, afterOpenChange, restore };
}
