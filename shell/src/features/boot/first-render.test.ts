import { firstRender } from './first-render';

describe('the first render of the shell', () => {
  it('hydrates what the server drew for the visitor it was drawn for', () => {
    expect(firstRender('page', 'shown')).toBe('hydrate-page');
    expect(firstRender('frame', 'shown')).toBe('hydrate-frame');
  });

  it('renders anew when the page was hidden (dark palette, signed in) or not pre-rendered', () => {
    expect(firstRender('page', 'hidden')).toBe('render');
    expect(firstRender('frame', undefined)).toBe('render');
    expect(firstRender(undefined, 'shown')).toBe('render');
  });
});
