import { act, screen } from '@testing-library/react';
import { mockReducedMotion } from '../../../testing/reduced-motion';
import { renderWithHost } from '../../../testing/renderWithHost';
import { COUNT_UP_MS } from '../hooks/useCountUp';
import { LandingFigures } from './LandingFigures';

let observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
let frames: FrameRequestCallback[] = [];

function runFrame(now: number) {
  const pending = frames;
  frames = [];
  act(() => pending.forEach((callback) => callback(now)));
}

function mockBrowser(reduceMotion: boolean) {
  mockReducedMotion(reduceMotion);
  window.IntersectionObserver = jest.fn().mockImplementation((callback) => {
    observers.push(callback);
    return { observe: jest.fn(), disconnect: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
  jest.spyOn(performance, 'now').mockReturnValue(0);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
}

const shownFigure = () => screen.getAllByText(/€$/, { selector: '[aria-hidden="true"]' })[0]!;

describe('LandingFigures', () => {
  afterEach(() => {
    frames = [];
    observers = [];
    jest.restoreAllMocks();
  });

  it('shows the final figures before anything moves, as crawlers and the pre-rendered page do', () => {
    mockBrowser(false);
    renderWithHost(<LandingFigures />);
    expect(shownFigure()).toHaveTextContent('+280 €');
    expect(screen.getByTestId('landing-figures')).toHaveTextContent('24 h');
  });

  it('counts up from 0 once in view, in the same text node React drew, and ends on the figure', () => {
    mockBrowser(false);
    renderWithHost(<LandingFigures />);
    const textNode = shownFigure().firstChild;

    act(() => observers.forEach((intersect) => intersect([{ isIntersecting: true }])));
    runFrame(0);
    expect(shownFigure()).toHaveTextContent('+0 €');
    runFrame(COUNT_UP_MS / 2);
    const halfway = Number(shownFigure().textContent!.replace(/\D/g, ''));
    expect(halfway).toBeGreaterThan(140);
    expect(halfway).toBeLessThan(280);
    runFrame(COUNT_UP_MS);
    expect(shownFigure()).toHaveTextContent('+280 €');
    expect(shownFigure().firstChild).toBe(textNode);
    expect(frames).toHaveLength(0);
  });

  it('keeps the figures still for users who ask for reduced motion', () => {
    mockBrowser(true);
    renderWithHost(<LandingFigures />);
    expect(window.IntersectionObserver).not.toHaveBeenCalled();
    expect(shownFigure()).toHaveTextContent('+280 €');
  });
});
