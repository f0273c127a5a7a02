import {
  HOME_OFFERS,
  LANDING_KEYS,
  LANDING_PAGES,
  OFFER_CODES,
  OFFERS,
  OFFERS_PAGE_OFFERS,
  SOLUTIONS,
  canBuyOffer,
  isLandingKey,
  isOfferCode,
  offerForSolution,
  orderPathForSolution,
  orderSolutionForPlan,
  visibleOffers,
  solutionForOffer,
  type SolutionName,
} from './offers';

describe('offers', () => {
  it('defines every offer code with its own code, French name and details', () => {
    expect(Object.keys(OFFERS).sort()).toEqual([...OFFER_CODES].sort());
    for (const code of OFFER_CODES) {
      expect(OFFERS[code].code).toBe(code);
      expect(OFFERS[code].details.length).toBeGreaterThan(0);
      expect(OFFERS[code].tax_rate).toBe(0.2);
    }
    expect(OFFERS.eco.name).toBe('Libre');
    expect(OFFERS.pri.name).toBe('Privilège');
    expect(OFFERS.cle.name).toBe('Confort');
    expect(OFFERS.vte.name).toBe('Pack ALUR');
    expect(OFFERS.exp.name).toBe('Expert');
    expect(OFFERS.urg.name).toBe('Urgent');
  });

  it('describes Confort as priority, free update until the next AG and a space shared with the notary', () => {
    const text = OFFERS.cle.details.join(' ');
    expect(text).toMatch(/prioritaire/);
    expect(text).toMatch(/prochaine assemblée générale/);
    expect(text).toMatch(/notaire/);
  });

  it('sells urgent by phone only and gates exp behind a paid plan', () => {
    expect(OFFERS.urg.soldOnline).toBe(false);
    expect(OFFER_CODES.filter((c) => !OFFERS[c].soldOnline)).toEqual(['urg']);
    expect(OFFERS.exp.plan).toBe('experts');
    expect(OFFERS.exp.hide).toBe(true);
    expect(OFFER_CODES.filter((c) => OFFERS[c].plan !== null)).toEqual(['exp']);
  });

  it('links each online offer to the order flow of its solution', () => {
    expect(OFFERS.cle.link).toBe('/en-ligne/commander/pre-etat-date/solution-confort');
    expect(OFFERS.eco.link).toBe('/en-ligne/commander/pre-etat-date/solution-libre');
    expect(OFFERS.vte.link).toBe('/en-ligne/commander/pre-etat-date/solution-alur');
    expect(OFFERS.exp.link).toBe('/en-ligne/commander/pre-etat-date/solution-expert');
  });

  it.each([
    ['free', false],
    ['experts', true],
    ['premium', true],
    ['syndic', true],
    [null, false],
  ] as const)('exp can be bought on plan %s: %s', (plan, expected) => {
    expect(canBuyOffer('exp', plan)).toBe(expected);
    expect(canBuyOffer('cle', plan)).toBe(true);
    expect(canBuyOffer('urg', plan)).toBe(false);
  });
});

describe('solutions', () => {
  it('maps solutions to offers as in docs/product.md §1.2', () => {
    expect(SOLUTIONS).toEqual({
      'solution-libre': 'eco',
      'solution-privilege': 'pri',
      'solution-confort': 'cle',
      'solution-alur': 'vte',
      'solution-expert': 'exp',
    });
  });

  it('round-trips every solution', () => {
    for (const name of Object.keys(SOLUTIONS) as SolutionName[]) {
      expect(solutionForOffer(offerForSolution(name)!)).toBe(name);
    }
  });

  it('returns null for unknown names and for urg', () => {
    expect(offerForSolution('solution-inconnue')).toBeNull();
    expect(offerForSolution('toString')).toBeNull();
    expect(offerForSolution('')).toBeNull();
    expect(solutionForOffer('urg')).toBeNull();
  });

  it('builds the order path', () => {
    expect(orderPathForSolution('solution-alur')).toBe(
      '/en-ligne/commander/pre-etat-date/solution-alur',
    );
  });

  it('sends connected non-free plans to the expert flow, everybody else to Confort', () => {
    expect(orderSolutionForPlan(null)).toBe('solution-confort');
    expect(orderSolutionForPlan('free')).toBe('solution-confort');
    expect(orderSolutionForPlan('experts')).toBe('solution-expert');
    expect(orderSolutionForPlan('premium')).toBe('solution-expert');
    expect(orderSolutionForPlan('syndic')).toBe('solution-expert');
  });
});

describe('landing pages', () => {
  it('leads each key to the right solution', () => {
    const targets = Object.fromEntries(LANDING_KEYS.map((k) => [k, LANDING_PAGES[k].solution]));
    expect(targets).toEqual({
      officiel: 'solution-confort',
      enligne: 'solution-confort',
      facile: 'solution-confort',
      moinscher: 'solution-confort',
      alur: 'solution-alur',
      libre: 'solution-libre',
    });
  });

  it('has a distinct title and subtitle for each key', () => {
    const titles = new Set(LANDING_KEYS.map((k) => LANDING_PAGES[k].title));
    expect(titles.size).toBe(LANDING_KEYS.length);
    for (const k of LANDING_KEYS) expect(LANDING_PAGES[k].subtitle.length).toBeGreaterThan(20);
  });

  it('recognises landing keys', () => {
    expect(isLandingKey('moinscher')).toBe(true);
    expect(isLandingKey('privilege')).toBe(false);
  });
});

describe('offer lists', () => {
  it('shows eco, cle, vte at home and adds exp on the offers page', () => {
    expect(HOME_OFFERS).toEqual(['eco', 'cle', 'vte']);
    expect(OFFERS_PAGE_OFFERS).toEqual(['eco', 'cle', 'vte', 'exp']);
  });

  it('recognises offer codes', () => {
    expect(isOfferCode('cle')).toBe(true);
    expect(isOfferCode('CLE')).toBe(false);
    expect(isOfferCode(undefined)).toBe(false);
  });
});

describe('visibleOffers', () => {
  it('shows exp on the offers page only to paid plans', () => {
    expect(visibleOffers(OFFERS_PAGE_OFFERS, null)).toEqual(['eco', 'cle', 'vte']);
    expect(visibleOffers(OFFERS_PAGE_OFFERS, 'free')).toEqual(['eco', 'cle', 'vte']);
    expect(visibleOffers(OFFERS_PAGE_OFFERS, 'experts')).toEqual(['eco', 'cle', 'vte', 'exp']);
    expect(visibleOffers(['urg'], 'premium')).toEqual([]);
  });
});
