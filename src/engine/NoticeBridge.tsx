import { App, Button } from 'antd';
import { type FocusEvent, useContext, useEffect } from 'react';

import { NoticeContext } from '../components/notice-context';
import { bulkTexts } from '../locales/bulk';
import type { Notices, ProgressNotice } from '../providers/notices';
import { followUndoNotices, UNDO_NOTICE } from './outbox/notice-space';

/** docs/contract.md section 9: the Error dialog is 478 px wide and closes on Escape or an outside click, no timer. */
export const ERROR_DIALOG_WIDTH = 478;

/**
 * Plugs antd's message, modal and notification (themed, inside <App>) into the app's notice channel:
 * successes as messages, failures in the Error dialog, changes in their undo window as notices with
 * "Urungkan" at the bottom left, which tell the channel while a person points at or focuses them.
 */
export function NoticeBridge() {
  const { message, modal, notification } = App.useApp();
  const notices = useContext(NoticeContext);
  useEffect(() => {
    if (!notices) return undefined;
    const open = new Set<string>();
    return notices.connect({
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
      progress: (notice) => {
        notification.open({
          key: notice.key,
          message: notice.text,
          placement: 'bottomLeft',
          // the page keeps room below its content as high as the notices reach (notice-space.ts)
          className: UNDO_NOTICE,
          // its opener closes it by its key (the window ended), the window paused while a person is on it
          duration: 0,
          closeIcon: false,
          role: 'status',
          props: holdWhileOn(notices, notice.key),
          actions: notice.undo ? (
            <Button type="primary" size="small" onClick={notice.undo}>
              {bulkTexts.undo}
            </Button>
          ) : undefined,
        });
        followUndoNotices();
      },
      close: (key) => notification.destroy(key),
    });
  }, [notices, message, modal, notification]);
  return null;
}

/** Tells the channel while the pointer is on the notice or the focus in it, and once neither is. */
function holdWhileOn(notices: Pick<Notices, 'hold'>, key: ProgressNotice['key']) {
  let pointed = false;
  let focused = false;
  const tell = () => notices.hold(key, pointed || focused);
  return {
    onMouseEnter: () => ((pointed = true), tell()),
    onMouseLeave: () => ((pointed = false), tell()),
    onFocus: () => ((focused = true), tell()),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      // the focus moving inside the notice keeps it open
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      focused = false;
      tell();
    },
  };
}
