import { act, screen } from '@testing-library/react';
import { mockReducedMotion } from '../../../testing/reduced-motion';
import { renderWithHost } from '../../../testing/renderWithHost';
import { SloganRotator, SLOGAN_FADE_MS, SLOGAN_INTERVAL_MS } from './SloganRotator';

const SLOGANS = ['Un', 'Deux', 'Trois', 'Quatre', 'Cinq'];

const renderRotator = () => renderWithHost(<SloganRotator slogans={SLOGANS} />);

describe('SloganRotator', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fades the slogan out after 4 s and shows the next one 300 ms later, looping over the five', () => {
    mockReducedMotion(false);
    renderRotator();
    const slogan = screen.getByTestId('home-slogan');
    expect(slogan).toHaveTextContent('Un');

    act(() => jest.advanceTimersByTime(SLOGAN_INTERVAL_MS - 1));
    expect(slogan).toHaveTextContent('Un');
    expect(slogan).toHaveStyle({ opacity: '1' });

    act(() => jest.advanceTimersByTime(1));
    expect(slogan).toHaveStyle({ opacity: '0' });
    expect(slogan).toHaveTextContent('Un');

    act(() => jest.advanceTimersByTime(SLOGAN_FADE_MS));
    expect(slogan).toHaveTextContent('Deux');
    expect(slogan).toHaveStyle({ opacity: '1' });

    act(() => jest.advanceTimersByTime(SLOGAN_INTERVAL_MS * 4));
    expect(slogan).toHaveTextContent('Un');
  });

  it('keeps the first slogan, still, for users who prefer reduced motion', () => {
    mockReducedMotion(true);
    renderRotator();
    act(() => jest.advanceTimersByTime(SLOGAN_INTERVAL_MS * 3));
    expect(screen.getByTestId('home-slogan')).toHaveTextContent('Un');
    expect(screen.getByTestId('home-slogan')).toHaveStyle({ opacity: '1' });
  });
});
