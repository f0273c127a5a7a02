/** A browser whose visitor does (or does not) ask for reduced motion, for jsdom's tests. */
export function mockReducedMotion(reduce: boolean): void {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}
