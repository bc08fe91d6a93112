/**
 * Where success messages, error dialogs and undo toasts go. One channel per app, made with the
 * providers: they only call `announce` / `showError` / `progress` (so they stay free of React), and
 * the shell connects antd's message, modal and notification to it (components/ToastBridge, through
 * ToastContext).
 */
export interface ProgressToast {
  key: string;
  text: string;
  /** "Urungkan": takes the change back (Refine's `cancelMutation`). */
  undo?: () => void;
}

export interface ToastSink {
  success(text: string): void;
  error(text: string): void;
  /** A change waiting its undo window, offered for undo until it is closed by its key. */
  progress?(toast: ProgressToast): void;
  close?(key: string): void;
}

export interface Toasts {
  announce(text: string): void;
  showError(text: string): void;
  progress(toast: ProgressToast): void;
  close(key: string): void;
  /**
   * A person points at or focuses the progress toast `key` (`on`), or has left it: told to whoever
   * follows that key (`follow`), so its window stands still meanwhile.
   */
  hold(key: string, on: boolean): void;
  follow(key: string, listener: (on: boolean) => void): () => void;
  /** Sends what comes to `sink` until the returned function is called. */
  connect(sink: ToastSink): () => void;
}

export function createToasts(): Toasts {
  let sink: ToastSink | null = null;
  const followers = new Map<string, (on: boolean) => void>();
  return {
    announce: (text) => sink?.success(text),
    showError: (text) => sink?.error(text),
    progress: (toast) => sink?.progress?.(toast),
    close: (key) => {
      followers.delete(key);
      sink?.close?.(key);
    },
    hold: (key, on) => followers.get(key)?.(on),
    follow(key, listener) {
      followers.set(key, listener);
      return () => {
        if (followers.get(key) === listener) followers.delete(key);
      };
    },
    connect(next) {
      sink = next;
      return () => {
        if (sink === next) sink = null;
      };
    },
  };
}
