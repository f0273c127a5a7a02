import { screen, within } from '@testing-library/react';
import { renderWithHost } from '../../../testing/renderWithHost';
import { TESTIMONIALS } from '../data/testimonials';
import { pickRandom } from '../pick-random';
import { RandomTestimonials } from './RandomTestimonials';

/** A deterministic random source replaying the given values. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
};

const renderWith = (random: () => number) => renderWithHost(<RandomTestimonials random={random} />);

const shownAuthors = () =>
  within(screen.getByTestId('testimonials'))
    .getAllByRole('listitem')
    .map((item) => TESTIMONIALS.find((t) => item.textContent?.includes(t.quote))?.author);

describe('RandomTestimonials', () => {
  it('has five testimonials to draw from', () => {
    expect(TESTIMONIALS).toHaveLength(5);
  });

  it('shows three testimonials chosen by the random source', () => {
    // 0.99 takes the last of 5 (index 4), then 0 the first of the 4 left, then 0.5 index 1 of the 3 left
    renderWith(sequence(0.99, 0, 0.5));
    expect(shownAuthors()).toEqual([
      TESTIMONIALS[4]!.author,
      TESTIMONIALS[0]!.author,
      TESTIMONIALS[2]!.author,
    ]);
  });

  it('never shows the same testimonial twice, even when the source repeats itself', () => {
    renderWith(() => 0);
    const authors = shownAuthors();
    expect(authors).toHaveLength(3);
    expect(new Set(authors).size).toBe(3);
    expect(authors).not.toContain(undefined);
  });
});

describe('pickRandom', () => {
  it('draws distinct items whatever the source, and never more than there are', () => {
    for (const value of [0, 0.2, 0.5, 0.999999]) {
      const picked = pickRandom([1, 2, 3, 4, 5], 3, () => value);
      expect(new Set(picked).size).toBe(3);
    }
    expect(pickRandom([1, 2], 3, Math.random).sort()).toEqual([1, 2]);
  });
});
