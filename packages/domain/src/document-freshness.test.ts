import {
  documentFreshness,
  freshnessHeadline,
  freshnessKey,
  freshnessNextStep,
  freshnessReasonText,
  type FreshnessInput,
} from './document-freshness';

const base: FreshnessInput = {
  deliveredDay: '2026-11-27',
  deedDay: '2027-01-15',
  nextAg: null,
  calls: [],
  documents: [],
  today: '2026-11-28',
};

describe('documentFreshness', () => {
  it('has nothing to compare without a signing day, and nothing to watch once it is past', () => {
    expect(documentFreshness({ ...base, deedDay: null })).toEqual({ status: 'no-deed-day' });
    expect(documentFreshness({ ...base, deedDay: '2026-11-27' })).toEqual({
      status: 'signed',
      deedDay: '2026-11-27',
    });
  });

  it('holds when nothing happens between the delivery and the signing', () => {
    expect(
      documentFreshness({
        ...base,
        nextAg: '2027-03-18',
        calls: [{ due: '2027-04-01', label: 'Budget prévisionnel', cents: 45_000 }],
      }),
    ).toEqual({ status: 'up-to-date', deedDay: '2027-01-15' });
  });

  it('is to refresh when the next assembly comes before or on the signing day', () => {
    for (const nextAg of ['2026-12-10', '2027-01-15'])
      expect(documentFreshness({ ...base, nextAg })).toEqual({
        status: 'to-refresh',
        deedDay: '2027-01-15',
        reasons: [{ kind: 'general-assembly', day: nextAg }],
      });
  });

  it('ignores an assembly held before the delivery: its accounts are in the document', () => {
    expect(documentFreshness({ ...base, nextAg: '2026-11-20' }).status).toBe('up-to-date');
  });

  it('adds up the lots’ instalments of one call falling due before the signing', () => {
    const calls = [
      { due: '2027-01-01', label: 'Budget prévisionnel', cents: 30_000 },
      { due: '2027-01-01', label: 'Budget prévisionnel', cents: 12_345 },
      { due: '2027-01-01', label: 'Fonds de travaux', cents: 1_500 },
      { due: '2027-04-01', label: 'Budget prévisionnel', cents: 30_000 },
    ];
    expect(documentFreshness({ ...base, calls })).toEqual({
      status: 'to-refresh',
      deedDay: '2027-01-15',
      reasons: [
        { kind: 'call', day: '2027-01-01', label: 'Budget prévisionnel', cents: 42_345 },
        { kind: 'call', day: '2027-01-01', label: 'Fonds de travaux', cents: 1_500 },
      ],
    });
  });

  it('counts a document received after the delivery, in the order things happen', () => {
    const freshness = documentFreshness({
      ...base,
      nextAg: '2026-12-10',
      documents: [
        { day: '2026-11-27', label: 'Procès-verbal d’AG' },
        { day: '2026-12-02', label: 'Appel de fonds' },
      ],
    });
    expect(freshness).toEqual({
      status: 'to-refresh',
      deedDay: '2027-01-15',
      reasons: [
        { kind: 'document', day: '2026-12-02', label: 'Appel de fonds' },
        { kind: 'general-assembly', day: '2026-12-10' },
      ],
    });
  });
});

describe('freshness texts', () => {
  it('says when and why, in French, with the amount of a call', () => {
    expect(freshnessReasonText({ kind: 'general-assembly', day: '2026-12-10' }, '2026-11-28')).toBe(
      'L’assemblée générale du 10 décembre 2026 se tient avant la signature : ses comptes approuvés et ses décisions peuvent changer les montants.',
    );
    expect(
      freshnessReasonText({ kind: 'general-assembly', day: '2026-12-10' }, '2026-12-11'),
    ).toMatch(/^L’assemblée générale du 10 décembre 2026 s’est tenue après la livraison/);
    expect(
      freshnessReasonText(
        { kind: 'call', day: '2027-01-01', label: 'Budget prévisionnel', cents: 42_345 },
        '2026-11-28',
      ).replace(/[\u00a0\u202f]/g, ' '),
    ).toBe(
      'L’appel « Budget prévisionnel » (423,45 €) devient exigible le 1er janvier 2027, avant la signature : ce que le vendeur doit au syndicat change à cette date.',
    );
    expect(freshnessHeadline({ status: 'to-refresh', deedDay: '2027-01-15', reasons: [] })).toBe(
      'À actualiser avant la signature du 15 janvier 2027',
    );
    expect(freshnessHeadline({ status: 'up-to-date', deedDay: '2027-01-15' })).toBe(
      'À jour pour la signature du 15 janvier 2027',
    );
  });

  it('names a set of reasons the same way on every pass, and another set otherwise', () => {
    const ag = { kind: 'general-assembly', day: '2026-12-10' } as const;
    const call = { kind: 'call', day: '2027-01-01', label: 'Budget', cents: 1 } as const;
    expect(freshnessKey([ag, call])).toBe(freshnessKey([ag, { ...call, cents: 2 }]));
    expect(freshnessKey([ag])).not.toBe(freshnessKey([ag, call]));
  });
});

describe('freshnessNextStep', () => {
  it('offers the free update while it lasts, else a new order prepared from this one', () => {
    expect(
      freshnessNextStep({
        allowed: true,
        until: '2026-12-10',
        basis: 'next-ag',
        validity: 'Mise à jour gratuite jusqu’à l’assemblée générale du 10 décembre 2026.',
      }),
    ).toBe(
      'Mise à jour gratuite jusqu’à l’assemblée générale du 10 décembre 2026. Demandez-la depuis votre commande (« Actualiser mon pré-état daté ») : nous livrons la nouvelle version à votre notaire.',
    );
    expect(
      freshnessNextStep({ allowed: false, reason: 'Votre offre ne comprend pas…', newOrder: true }),
    ).toBe(
      'Votre offre ne comprend pas… Depuis votre commande, « Commander un nouveau pré-état daté » le prépare à partir de celui-ci.',
    );
    expect(
      freshnessNextStep({
        allowed: false,
        reason: 'Une mise à jour est déjà en cours.',
        newOrder: false,
      }),
    ).toBe('Une mise à jour est déjà en cours.');
  });

  it('asks for the update once the AG is held when the signing follows it', () => {
    expect(
      freshnessNextStep({
        allowed: true,
        until: '2026-12-10',
        basis: 'next-ag',
        thenAfterAg: true,
        validity: 'Mise à jour gratuite jusqu’à l’assemblée générale du 10 décembre 2026.',
      }),
    ).toBe(
      'Mise à jour gratuite jusqu’à l’assemblée générale du 10 décembre 2026. Demandez-la une fois cette assemblée tenue, depuis votre commande (« Actualiser mon pré-état daté ») : nous livrons la nouvelle version à votre notaire.',
    );
  });
});
