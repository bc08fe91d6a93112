import { Component, type ErrorInfo, type ReactNode } from 'react';

import { isChunkLoadError, recoverFromChunkError } from '../boot/chunk-recovery';
import { askNetwork, subscribeOnline } from '../http/online';

export interface CrashProps {
  /** The error was a chunk that failed to load, and reloading once did not help. */
  chunk: boolean;
  /** A chunk could not load because the network is gone: it is tried again when it returns. */
  offline: boolean;
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
  /** A failed chunk's outcome is being decided, or the page reloads. */
  reloading: boolean;
  offline: boolean;
}

export const reloadPage = () => window.location.reload();

/**
 * What PageCrashBoundary (the whole page) and ScreenCrashBoundary (one screen) are made of: a crash
 * below shows `fallback` instead of blanking the app. A chunk that failed to load (old chunk
 * names after a deploy) reloads the page once, then `fallback` says so; offline it never reloads:
 * `fallback` says the code cannot load without a connection and the children render again when the
 * network returns. No antd here: the boundary above the routes must work when antd's own chunk is
 * the one that failed.
 */
export class CrashBoundary extends Component<Props, State> {
  override state: State = { error: null, chunk: false, reloading: false, offline: false };
  private stopWaiting: (() => void) | undefined;

  static getDerivedStateFromError(error: Error): Partial<State> {
    const chunk = isChunkLoadError(error);
    return { error, chunk, reloading: chunk, offline: false };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (isChunkLoadError(error)) {
      void recoverFromChunkError({ answers: askNetwork }).then((outcome) => {
        if (this.state.error !== error) return;
        if (outcome === 'reloading') return;
        this.setState({ reloading: false, offline: outcome === 'offline' });
        if (outcome === 'offline') this.retryWhenOnline();
      });
      return;
    }
    console.error('Screen crashed:', error, info.componentStack);
  }

  override componentWillUnmount(): void {
    this.stopWaiting?.();
  }

  private retryWhenOnline(): void {
    this.stopWaiting?.();
    this.stopWaiting = subscribeOnline((online) => {
      if (online) this.retry();
    });
  }

  private retry = () => {
    this.stopWaiting?.();
    this.stopWaiting = undefined;
    this.setState({ error: null, chunk: false, reloading: false, offline: false });
  };

  override render() {
    const { error, chunk, reloading, offline } = this.state;
    if (!error) return this.props.children;
    if (reloading) return this.props.reloading ?? null;
    return this.props.fallback({ chunk, offline, retry: this.retry });
  }
}
