import { Component, type ReactNode } from 'react';

interface Props {
  fallback(retry: () => void): ReactNode;
  onRetry(): void;
  children: ReactNode;
}

/** Catches a remote that fails while rendering, so the header and footer stay. */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] Un module distant a échoué au rendu', error);
    // Passed on to the page's error listeners: a failed chunk there offers a reload.
    if (typeof window.reportError === 'function') window.reportError(error);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
