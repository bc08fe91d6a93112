import { App } from 'antd';
import { useContext, useEffect } from 'react';

import { NoticeContext } from './notice-context';

/** docs/contract.md section 9: the Error dialog is 478 px wide and closes on Escape or an outside click, no timer. */
export const ERROR_DIALOG_WIDTH = 478;

/** Plugs antd's message and modal (themed, inside <App>) into the app's notice channel. */
export function NoticeBridge() {
  const { message, modal } = App.useApp();
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
    });
  }, [notices, message, modal]);
  return null;
}
