import { useState } from 'react';
import styled from 'styled-components';
import { TESTIMONIALS, TESTIMONIALS_SHOWN, type Testimonial } from '../data/testimonials';
import { pickRandom, type RandomSource } from '../pick-random';

const Grid = styled.ul`
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.figure`
  margin: 0;
  height: 100%;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  blockquote {
    margin: 0 0 12px;
    font-style: italic;
  }
  figcaption {
    font-weight: 700;
  }
  figcaption span {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Three testimonials of the five, drawn once per visit so they stay put while reading. */
export function RandomTestimonials({
  testimonials = TESTIMONIALS,
  random = Math.random,
}: {
  testimonials?: readonly Testimonial[];
  random?: RandomSource;
}) {
  const [shown] = useState(() => pickRandom(testimonials, TESTIMONIALS_SHOWN, random));
  return (
    <Grid data-testid="testimonials">
      {shown.map((testimonial) => (
        <li key={testimonial.author}>
          <Card>
            <blockquote>« {testimonial.quote} »</blockquote>
            <figcaption>
              {testimonial.author}, <span>{testimonial.context}</span>
            </figcaption>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
