import { Alert, Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ui } from '../locales/ui';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** One broken screen shows this instead of blanking the app; the shell around it keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen crashed:', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        type="error"
        showIcon
        message={ui.crash.title}
        description={ui.crash.text}
        action={
          <Button type="primary" onClick={() => this.setState({ error: null })}>
            {ui.crash.retry}
          </Button>
        }
      />
    );
  }
}
