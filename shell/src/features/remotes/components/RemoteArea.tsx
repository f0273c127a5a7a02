import { useCallback, useEffect, useState, type ComponentType } from 'react';
import type { RemoteName } from '@ped/contracts';
import { LoadingScreen } from '@ped/ui';
import { loadExposed } from '../remote-registry';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';

type LoadState<P> =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed' };

interface Props<P> {
  remote: RemoteName;
  exposed: string;
  props?: P;
}

/** Renders a remote's exposed component, or a French fallback with a retry when it is down. */
export function RemoteArea<P extends object>({ remote, exposed, props }: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<P>>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    loadExposed<{ default: ComponentType<P> }>(remote, exposed, attempt > 0)
      .then((module) => !cancelled && setState({ status: 'ready', Component: module.default }))
      .catch(() => !cancelled && setState({ status: 'failed' }));
    return () => {
      cancelled = true;
    };
  }, [remote, exposed, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'loading') return <LoadingScreen label="Chargement…" />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteBoundary onRetry={retry} fallback={(again) => <RemoteUnavailable onRetry={again} />}>
      <Component {...(props as P)} />
    </RemoteBoundary>
  );
}
