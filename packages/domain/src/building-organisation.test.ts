import {
  organisationItems,
  validateOrganisation,
  withdrawalStatement,
  ORGANISATION_MESSAGES as M,
  type Deed,
  type OrganisationValue,
} from './building-organisation';

const REGULATION: Deed = {
  date: '1972-05-12',
  notary: 'Maître Paul Durand, notaire à Lyon',
  published: '1972-06-02',
  publication: 'SPF de Lyon 1, volume 1972 P n° 1234',
  object: '',
};

const VALUE: OrganisationValue = {
  regulation: REGULATION,
  division: null,
  divisionInRegulation: true,
  amendments: [
    {
      date: '2004-09-15',
      notary: 'Maître Anne Petit, notaire à Lyon',
      published: null,
      publication: '',
      object: 'Division du lot 40 en lots 103 et 104',
    },
  ],
  assemblies: [
    { date: '2024-03-14', resolutions: 'Approbation des comptes 2023' },
    { date: '2023-03-01', resolutions: 'Hors des trois ans' },
  ],
};

const DOCUMENTS = [
  { doctype: 3, day: '1972-05-12', comment: null },
  { doctype: 2, day: '2026-03-12', comment: 'Approbation des comptes 2025 ; ravalement voté' },
  { doctype: 1, day: '2026-04-02', comment: null },
];

const items = (value: OrganisationValue | null = VALUE, documents = DOCUMENTS) =>
  organisationItems({ value, documents, sellerRegulation: null, today: '2026-11-23' });

describe('organisation of the building', () => {
  it('describes each deed with its date, notary and publication, annexed or to provide', () => {
    const list = items();
    expect(list.map((i) => [i.label, i.status])).toEqual([
      ['Fiche synthétique de la copropriété', 'annexed'],
      ['Règlement de copropriété', 'annexed'],
      ['État descriptif de division', 'annexed'],
      ['Acte modificatif', 'to-provide'],
      ['Procès-verbal de l’assemblée générale du 14 mars 2024', 'to-provide'],
      ['Procès-verbal de l’assemblée générale du 12 mars 2026', 'annexed'],
      ['Notice d’information sur les droits et obligations des copropriétaires', 'to-provide'],
    ]);
    expect(list[1]!.detail).toBe(
      'acte du 12 mai 1972 reçu par Maître Paul Durand, notaire à Lyon ; publié le 2 juin 1972 (SPF de Lyon 1, volume 1972 P n° 1234)',
    );
    expect(list[2]!.detail).toBe('dans l’acte du règlement de copropriété');
    expect(list[3]!.detail).toBe(
      'Division du lot 40 en lots 103 et 104 ; acte du 15 septembre 2004 reçu par Maître Anne Petit, notaire à Lyon ; publication non communiquée',
    );
    // key resolutions: staff's, else the PV's comment
    expect(list[4]!.detail).toBe('Approbation des comptes 2023');
    expect(list[5]!.detail).toBe('Approbation des comptes 2025 ; ravalement voté');
  });

  it('keeps the assemblies of the last three years: the day three years back included', () => {
    const at = (date: string) =>
      items({ ...VALUE, assemblies: [{ date, resolutions: 'x' }] }, []).filter((i) =>
        i.label.startsWith('Procès-verbal'),
      );
    expect(at('2023-11-23')).toHaveLength(1);
    expect(at('2023-11-22')).toHaveLength(0);
  });

  it('asks for the PVs, the règlement and the notice when nothing is known', () => {
    const list = items(null, []);
    expect(list.every((i) => i.status === 'to-provide')).toBe(true);
    expect(list.map((i) => i.label)).toContain(
      'Procès-verbaux des assemblées générales des 3 dernières années',
    );
  });

  it('takes the seller’s reference of the règlement when staff gave none, saying so', () => {
    const [, regulation] = organisationItems({
      value: null,
      documents: [],
      sellerRegulation: 'Acte du 12 mai 1972, Maître Durand',
      today: '2026-11-23',
    });
    expect(regulation!.detail).toBe('Acte du 12 mai 1972, Maître Durand (déclaration du vendeur)');
  });

  it('finds the notice d’information among the « Autre » documents by its comment', () => {
    const list = items(VALUE, [
      ...DOCUMENTS,
      { doctype: 10, day: '2026-11-20', comment: 'Notice d’information (arrêté)' },
    ]);
    expect(list.at(-1)!.status).toBe('annexed');
  });

  it('says what must be handed over before the withdrawal period can start', () => {
    expect(withdrawalStatement(items())).toBe(
      'À remettre à l’acquéreur avant la promesse — le délai de rétractation de l’acquéreur ne court qu’à compter du lendemain de leur remise (article L721-3 du CCH) : acte modificatif ; procès-verbal de l’assemblée générale du 14 mars 2024 ; notice d’information sur les droits et obligations des copropriétaires.',
    );
    const all = items().map((i) => ({ ...i, status: 'annexed' as const }));
    expect(withdrawalStatement(all)).toMatch(
      /^Les documents du II 1° et 4° de l’article L721-2 du CCH sont annexés/,
    );
  });
});

describe('validateOrganisation', () => {
  it('accepts the deeds and assemblies as entered', () => {
    expect(validateOrganisation({ ...VALUE, assemblies: VALUE.assemblies.slice(0, 1) })).toEqual(
      {},
    );
  });

  it('names each field to correct', () => {
    expect(
      validateOrganisation({
        ...VALUE,
        regulation: { ...REGULATION, notary: ' ', published: '1970-01-01' },
        amendments: [{ ...VALUE.amendments[0]!, object: '', date: '2004-13-40' }],
        assemblies: [{ date: '', resolutions: '' }],
      }),
    ).toEqual({
      'organisation.regulation.notary': M.notaryRequired,
      'organisation.regulation.published': M.publishedBeforeDeed,
      'organisation.amendments.0.date': M.dateInvalid,
      'organisation.amendments.0.object': M.objectRequired,
      'organisation.assemblies.0.date': M.dateRequired,
      'organisation.assemblies.0.resolutions': M.resolutionsRequired,
    });
  });
});
