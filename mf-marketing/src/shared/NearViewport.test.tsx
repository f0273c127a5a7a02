import { lazy } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithHost } from '../testing/renderWithHost';
import { NEAR_VIEWPORT_MARGIN, NearViewport } from './NearViewport';

/** An IntersectionObserver whose callback the test fires, as the browser would on scrolling. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  comeNear() {
    this.callback(
      this.observed.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      ),
      this as unknown as IntersectionObserver,
    );
  }
}

const Reviews = lazy(async () => ({ default: () => <p>Les derniers avis</p> }));

const renderSection = () =>
  renderWithHost(
    <NearViewport minHeight={320}>
      <Reviews />
    </NearViewport>,
  );

describe('NearViewport', () => {
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('renders its content only once its place comes near the viewport', async () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    renderSection();
    expect(screen.queryByText('Les derniers avis')).not.toBeInTheDocument();
    expect(FakeObserver.last?.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    act(() => FakeObserver.last?.comeNear());
    expect(await screen.findByText('Les derniers avis')).toBeInTheDocument();
  });

  it('renders its content at once where IntersectionObserver does not exist', async () => {
    renderSection();
    expect(await screen.findByText('Les derniers avis')).toBeInTheDocument();
  });
});
