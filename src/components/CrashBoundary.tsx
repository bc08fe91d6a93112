import { Component, type ErrorInfo, type ReactNode } from 'react';

import { isChunkLoadError, recoverFromChunkError } from '../boot/chunk-recovery';

export interface CrashProps {
  /** The error was a chunk that failed to load, and reloading once did not help. */
  chunk: boolean;
  /** Renders the children again. */
  retry: () => void;
}

interface Props {
  children: ReactNode;
  /** What to show instead of the children. */
  fallback: (props: CrashProps) => ReactNode;
  /** What to show while the page reloads after a failed chunk. */
  reloading?: ReactNode;
}

interface State {
  error: Error | null;
  chunk: boolean;
  reloading: boolean;
}

export const reloadPage = () => window.location.reload();

/**
 * What PageCrashBoundary (the whole page) and ScreenCrashBoundary (one screen) are made of: a crash
 * below shows `fallback` instead of blanking the app. A chunk that failed to load (old chunk
 * names after a deploy) reloads the page once, then `fallback` says so. No antd here: the boundary
 * above the routes must work when antd's own chunk is the one that failed.
 */
export class CrashBoundary extends Component<Props, State> {
  override state: State = { error: null, chunk: false, reloading: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, chunk: isChunkLoadError(error), reloading: false };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (isChunkLoadError(error)) {
      if (recoverFromChunkError() === 'reloading') this.setState({ reloading: true });
      return;
    }
    console.error('Screen crashed:', error, info.componentStack);
  }

  override render() {
    const { error, chunk, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading) return this.props.reloading ?? null;
    return this.props.fallback({ chunk, retry: () => this.setState({ error: null, chunk: false }) });
  }
}
