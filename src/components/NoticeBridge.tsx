import { App } from 'antd';
import { useEffect } from 'react';
import { setNoticeSink } from '../providers/notices';

/** SPEC.md section 9: the Error dialog is 478 px wide and closes on Escape or an outside click, no timer. */
export const ERROR_DIALOG_WIDTH = 478;

/** Plugs antd's message and modal (themed, inside <App>) into the providers' notices. */
export function NoticeBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    const open = new Set<string>();
    setNoticeSink({
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
    return () => setNoticeSink(null);
  }, [message, modal]);
  return null;
}
