/**
 * Where success messages and error dialogs go. The app plugs antd in at start-up; providers only
 * call `announce` / `showError`, so they stay free of React.
 */
export interface NoticeSink {
  success(text: string): void;
  error(text: string): void;
}

let sink: NoticeSink | null = null;

export function setNoticeSink(next: NoticeSink | null): void {
  sink = next;
}

export function announce(text: string): void {
  sink?.success(text);
}

export function showError(text: string): void {
  sink?.error(text);
}
