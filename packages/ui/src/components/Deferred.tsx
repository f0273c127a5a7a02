import { Component, Suspense, type ReactNode } from 'react';

interface DeferredProps {
  /** a lazily loaded part of the page (React.lazy) */
  children: ReactNode;
  /** shown while its code loads; nothing by default */
  fallback?: ReactNode;
}

/**
 * Holds a part of the page whose code is loaded on demand. If that code cannot be fetched
 * (connection lost, or a redeploy removed the old chunk), the part is left out instead of
 * taking the whole page down, and the error is passed on to the page's error listeners
 * (the shell then offers a reload).
 */
export class Deferred extends Component<DeferredProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[ui] Une partie de la page n’a pas pu être chargée', error);
    if (typeof window.reportError === 'function') window.reportError(error);
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}
