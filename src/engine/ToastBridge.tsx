import { App, Button } from 'antd';
import { type FocusEvent, type PointerEvent, useContext, useEffect } from 'react';

import { ToastContext } from '../components/toast-context';
import { bulkTexts } from '../locales/bulk';
import type { ProgressToast, Toasts } from '../providers/toasts';
import { followUndoToasts, UNDO_TOAST } from './outbox/toast-space';

/** docs/contract.md section 9: the Error dialog is 478 px wide and closes on Escape or an outside click, no timer. */
export const ERROR_DIALOG_WIDTH = 478;

/**
 * Plugs antd's message, modal and notification (themed, inside <App>) into the app's toast channel:
 * successes as messages, failures in the Error dialog, changes in their undo window as toasts with
 * "Urungkan" at the bottom left, which tell the channel while a person points at or focuses them.
 */
export function ToastBridge() {
  const { message, modal, notification } = App.useApp();
  const toasts = useContext(ToastContext);
  useEffect(() => {
    if (!toasts) return undefined;
    const open = new Set<string>();
    return toasts.connect({
      success: (text) => void message.success(text),
      error: (text) => {
        if (open.has(text)) return; // the same failure from several calls opens one dialog
        open.add(text);
        modal.error({
          title: 'Error',
          content: text,
          width: ERROR_DIALOG_WIDTH,
          keyboard: true,
          maskClosable: true,
          closable: true,
          okText: 'Tutup',
          afterClose: () => open.delete(text),
        });
      },
      progress: (toast) => {
        notification.open({
          key: toast.key,
          message: toast.text,
          placement: 'bottomLeft',
          // the page keeps room below its content as high as the toasts reach (toast-space.ts)
          className: UNDO_TOAST,
          // its opener closes it by its key (the window ended), the window paused while a person is on it
          duration: 0,
          closeIcon: false,
          role: 'status',
          props: holdWhileOn(toasts, toast.key),
          actions: toast.undo ? (
            <Button type="primary" size="small" onClick={toast.undo}>
              {bulkTexts.undo}
            </Button>
          ) : undefined,
        });
        followUndoToasts();
      },
      close: (key) => notification.destroy(key),
    });
  }, [toasts, message, modal, notification]);
  return null;
}

/**
 * Tells the channel while the pointer is on the toast or the focus in it, and once neither is. The
 * pointer counts once it moves over the toast: a toast drawn under a resting pointer (the phone's
 * "Hapus" sits where the toast opens) or a finger lifted there held its window open until the next move.
 */
function holdWhileOn(toasts: Pick<Toasts, 'hold'>, key: ProgressToast['key']) {
  let pointed = false;
  let focused = false;
  const tell = () => toasts.hold(key, pointed || focused);
  return {
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (pointed || event.pointerType === 'touch') return;
      pointed = true;
      tell();
    },
    onPointerLeave: () => {
      if (!pointed) return;
      pointed = false;
      tell();
    },
    onFocus: () => ((focused = true), tell()),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // the focus moving inside the toast keeps it open
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      focused = false;
      tell();
    },
  };
}
