import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../theme/themes';
import { PageSkeleton, type SkeletonLayout } from './PageSkeleton';

const renderSkeleton = (layout: SkeletonLayout) =>
  render(
    <ThemeProvider theme={lightTheme}>
      <PageSkeleton layout={layout} />
    </ThemeProvider>,
  );

describe('PageSkeleton', () => {
  it('tells assistive technologies that the page is loading', () => {
    renderSkeleton('form');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('data-layout', 'form');
    expect(status).toHaveTextContent('Chargement de la page…');
  });

  it('draws the fields of a form, fewer for a sign-in, none for a content page', () => {
    const blocksOf = (layout: SkeletonLayout) => {
      const { container, unmount } = renderSkeleton(layout);
      const count = container.querySelectorAll('span:not([hidden])').length;
      unmount();
      return count;
    };
    // title + progress + 3 fields (label and input) + button
    expect(blocksOf('form')).toBe(9);
    // title + 2 fields + button
    expect(blocksOf('sign-in')).toBe(6);
    // title + lead + 4 lines
    expect(blocksOf('content')).toBe(6);
  });
});
