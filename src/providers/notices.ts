/**
 * Where success messages and error dialogs go. One channel per app, made with the providers: they
 * only call `announce` / `showError` (so they stay free of React), and the shell connects antd's
 * message and modal to it (components/NoticeBridge, through NoticeContext).
 */
export interface NoticeSink {
  success(text: string): void;
  error(text: string): void;
}

export interface Notices {
  announce(text: string): void;
  showError(text: string): void;
  /** Sends what comes to `sink` until the returned function is called. */
  connect(sink: NoticeSink): () => void;
}

export function createNotices(): Notices {
  let sink: NoticeSink | null = null;
  return {
    announce: (text) => sink?.success(text),
    showError: (text) => sink?.error(text),
    connect(next) {
      sink = next;
      return () => {
        if (sink === next) sink = null;
      };
    },
  };
}
