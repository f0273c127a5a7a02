import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ExposedName, ExposedProps, RemoteName } from '@ped/contracts';
import { LoadingScreen, useHydrated } from '@ped/ui';
import { loadedExposed, loadExposed } from '../remote-registry';
import { RemoteSlot } from '../remote-slot';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';

type LoadState<P> =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed' };

/** The props its contract gives the exposed component: optional when it takes none (an App). */
type PropsOf<P> = Partial<P> extends P ? { props?: P } : { props: P };

type Props<R extends RemoteName, E extends ExposedName<R>> = {
  remote: R;
  exposed: E;
  /** shown while the module loads (a skeleton of the page); a spinner by default */
  placeholder?: ReactNode;
  /**
   * The server drew the placeholder here (a pre-rendered frame): hydration draws it too, even
   * when the module has already arrived (it is requested with the page), and the module is
   * drawn just after; drawing it at once would not match the server's HTML.
   */
  hydratesOverPlaceholder?: boolean;
} & PropsOf<ExposedProps<R, E>>;

/** Renders a remote's exposed component, or a French fallback with a retry when it is down. */
export function RemoteArea<R extends RemoteName, E extends ExposedName<R>>(area: Props<R, E>) {
  const { remote, exposed, placeholder, hydratesOverPlaceholder = false } = area;
  // PropsOf checked them at the call; inside, TypeScript cannot resolve its condition.
  const props = (area as { props?: ExposedProps<R, E> }).props;
  const [attempt, setAttempt] = useState(0);
  const hydrated = useHydrated();
  const [state, setState] = useState<LoadState<ExposedProps<R, E>>>(() => {
    const module = loadedExposed(remote, exposed);
    return module && (hydrated || !hydratesOverPlaceholder)
      ? { status: 'ready', Component: module.default }
      : { status: 'loading' };
  });
  const slot = useContext(RemoteSlot);

  useEffect(() => {
    let cancelled = false;
    loadExposed(remote, exposed, attempt > 0)
      .then((module) => {
        if (cancelled) return;
        // A transition: React draws the page in short tasks, between which the browser stays
        // responsive, instead of one long task (a whole form on a phone) replacing the skeleton.
        startTransition(() =>
          // already there when the area mounted (a hydrated page): the same state, no render
          setState((current) =>
            current.status === 'ready' && current.Component === module.default
              ? current
              : { status: 'ready', Component: module.default },
          ),
        );
      })
      .catch(() => !cancelled && setState({ status: 'failed' }));
    return () => {
      cancelled = true;
    };
  }, [remote, exposed, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const Component = state.status === 'ready' ? state.Component : null;
  // The same element as long as what it shows is the same: when this area renders again (at
  // the end of hydration, useHydrated changes), React skips the whole page below it.
  const page = useMemo(
    () =>
      Component && (
        <RemoteBoundary onRetry={retry} fallback={(again) => <RemoteUnavailable onRetry={again} />}>
          <Component {...(props as ExposedProps<R, E> & object)} />
        </RemoteBoundary>
      ),
    [Component, props, retry],
  );

  if (slot !== null) return <>{slot}</>;
  if (state.status === 'loading') return placeholder ?? <LoadingScreen label="Chargement…" />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} />;
  return page;
}
