import { MARKETING_PATHS, ORDERING_PATHS, PRO_ACCOUNT_PATHS } from '@ped/contracts/paths';
import { skeletonLayoutFor } from './page-skeleton';

describe('the skeleton a page waits in', () => {
  it('is a form for the order pages', () => {
    expect(skeletonLayoutFor('ordering', ORDERING_PATHS.flow[0] ?? '')).toBe('form');
  });

  it('is a sign-in card for the pro sign-in, a content page for the rest of the pro area', () => {
    expect(skeletonLayoutFor('proAccount', PRO_ACCOUNT_PATHS.login)).toBe('sign-in');
    expect(skeletonLayoutFor('proAccount', '/mon-compte-professionnel/commandes')).toBe('content');
  });

  it('is a content page for marketing', () => {
    expect(skeletonLayoutFor('marketing', MARKETING_PATHS.faq)).toBe('content');
  });
});
