import {
  judgeObligations,
  sinceText,
  verdictText,
  type BuildingFacts,
  type Evidence,
  type ObligationKey,
} from './building-obligations';

const FACTS: BuildingFacts = {
  lots: 48,
  permitDate: '1972-04-15',
  residential: true,
  today: '2026-11-23',
};

const judge = (key: ObligationKey, facts: Partial<BuildingFacts> = {}, evidence: Evidence = {}) =>
  judgeObligations({ ...FACTS, ...facts }, evidence).find((j) => j.key === key)!;

/** What the document prints for the item. */
const reads = (key: ObligationKey, facts: Partial<BuildingFacts> = {}, evidence: Evidence = {}) =>
  verdictText(judge(key, facts, evidence).verdict);

const given = (on: string | null) => ({ provided: { on } });

describe('plan pluriannuel de travaux (art. 14-2)', () => {
  it('follows the size calendar for buildings over fifteen years', () => {
    expect(judge('ppt', { lots: 201 })).toMatchObject({ required: true, since: '2023-01-01' });
    expect(judge('ppt', { lots: 200 })).toMatchObject({ required: true, since: '2024-01-01' });
    expect(judge('ppt', { lots: 51 })).toMatchObject({ required: true, since: '2024-01-01' });
    expect(judge('ppt', { lots: 50 })).toMatchObject({ required: true, since: '2025-01-01' });
  });

  it('is due the day the building turns fifteen, not the day before', () => {
    const young = { lots: 30, permitDate: '2011-11-24' };
    expect(reads('ppt', young)).toBe(
      'non requis (immeuble de moins de quinze ans, permis du 24 novembre 2011 ; obligatoire à compter du 24 novembre 2026)',
    );
    expect(reads('ppt', { ...young, permitDate: '2011-11-23' })).toBe('obligatoire — non fourni');
  });

  it('is due for a small copropriété from 1 January 2025, not on 31 December 2024', () => {
    expect(reads('ppt', { lots: 20, today: '2024-12-31' })).toBe(
      'non requis (obligatoire à compter du 1er janvier 2025 pour les copropriétés de 50 lots au plus)',
    );
    expect(reads('ppt', { lots: 20, today: '2025-01-01' })).toBe('obligatoire — non fourni');
  });

  it('reads « fourni le » with the adoption or draft day, and « non requis » for a building without housing', () => {
    expect(reads('ppt', {}, { ppt: given('2025-03-20') })).toBe(
      'obligatoire — fourni le 20 mars 2025',
    );
    expect(reads('ppt', { residential: false })).toBe(
      'non requis (immeuble sans usage d’habitation)',
    );
  });

  it('does not guess without the number of lots, the permit or the use', () => {
    expect(reads('ppt', { lots: null })).toBe(
      'à déterminer (nombre de lots de la copropriété non communiqué)',
    );
    expect(reads('ppt', { permitDate: null })).toBe(
      'à déterminer (date du permis de construire non communiquée)',
    );
    expect(reads('ppt', { residential: null })).toBe(
      'à déterminer (usage de l’immeuble non communiqué)',
    );
    // a document handed over is said even when the rule cannot conclude
    expect(reads('ppt', { lots: null }, { ppt: given('2025-03-20') })).toBe(
      'à déterminer (nombre de lots de la copropriété non communiqué) — fourni le 20 mars 2025',
    );
  });
});

describe('DPE collectif (L126-31 CCH)', () => {
  it('concerns permits before 1 January 2013, not from that day', () => {
    expect(reads('dpe', { permitDate: '2012-12-31' })).toBe('obligatoire — non fourni');
    expect(reads('dpe', { permitDate: '2013-01-01' })).toBe(
      'non requis (permis de construire du 1er janvier 2013, après le 1er janvier 2013)',
    );
  });

  it('follows the size calendar: 1 January 2024 over 200 lots, 2025 from 50, 2026 under 50', () => {
    expect(reads('dpe', { lots: 201, today: '2023-12-31' })).toBe(
      'non requis (pas encore obligatoire, à compter du 1er janvier 2024 pour plus de 200 lots)',
    );
    expect(reads('dpe', { lots: 201, today: '2024-01-01' })).toBe('obligatoire — non fourni');
    expect(reads('dpe', { lots: 50, today: '2024-12-31' })).toMatch(/^non requis/);
    expect(reads('dpe', { lots: 50, today: '2025-01-01' })).toBe('obligatoire — non fourni');
    expect(reads('dpe', { lots: 49, today: '2025-12-31' })).toBe(
      'non requis (pas encore obligatoire, à compter du 1er janvier 2026 pour moins de 50 lots)',
    );
    expect(reads('dpe', { lots: 49, today: '2026-01-01' })).toBe('obligatoire — non fourni');
    expect(sinceText(judge('dpe', { lots: 49 }))).toBe('depuis le 1er janvier 2026');
  });

  it('counts a DPE for ten years, not a day more', () => {
    expect(reads('dpe', {}, { dpe: given('2016-11-24') })).toBe(
      'obligatoire — fourni le 24 novembre 2016',
    );
    expect(reads('dpe', {}, { dpe: given('2016-11-23') })).toBe(
      'obligatoire — non fourni (document du 23 novembre 2016, de plus de dix ans)',
    );
  });
});

describe('fonds de travaux (art. 14-2-1)', () => {
  it('is required over 10 lots since 2017 and for every copropriété from 1 January 2025', () => {
    expect(judge('works_funds', { lots: 11 })).toMatchObject({
      required: true,
      since: '2017-01-01',
    });
    expect(judge('works_funds', { lots: 10, today: '2025-01-01' })).toMatchObject({
      required: true,
      since: '2025-01-01',
    });
    const fund = judge('works_funds', {}, { works_funds: given(null) });
    expect(verdictText(fund.verdict, { provided: 'constitué', missing: 'non constitué' })).toBe(
      'obligatoire — constitué',
    );
    // a building of unknown size whose fund is known to exist: « constitué », not « fourni »
    const unknownSize = judge('works_funds', { lots: null }, { works_funds: given(null) });
    expect(
      verdictText(unknownSize.verdict, { provided: 'constitué', missing: 'non constitué' }),
    ).toBe('à déterminer (nombre de lots de la copropriété non communiqué) — constitué');
    expect(reads('works_funds', { lots: 10, today: '2024-12-31' })).toBe(
      'non requis (pas encore obligatoire, à compter du 1er janvier 2025 pour 10 lots au plus)',
    );
  });
});

describe('dossier technique amiante (R1334-29-5 CSP)', () => {
  it('is compulsory for a permit issued before 1 July 1997, not from that day', () => {
    expect(reads('dta', { permitDate: '1997-06-30' })).toBe('obligatoire — non fourni');
    expect(reads('dta', { permitDate: '1997-07-01' })).toBe(
      'non requis (permis de construire du 1er juillet 1997, après le 1er juillet 1997)',
    );
    expect(reads('dta', {}, { dta: given('2005-02-03') })).toBe(
      'obligatoire — fourni le 3 février 2005',
    );
    expect(reads('dta', { permitDate: null })).toBe(
      'à déterminer (date du permis de construire non communiquée)',
    );
  });
});

describe('plomb des parties communes (L1334-8 CSP)', () => {
  it('is compulsory for a building with housing built before 1 January 1949, not from that day', () => {
    expect(reads('lead', { permitDate: '1948-12-31' })).toBe('obligatoire — non fourni');
    expect(reads('lead', { permitDate: '1949-01-01' })).toBe(
      'non requis (permis de construire du 1er janvier 1949, immeuble construit après le 1er janvier 1949)',
    );
    expect(reads('lead', { permitDate: '1930-05-01', residential: false })).toBe(
      'non requis (immeuble sans usage d’habitation)',
    );
    expect(reads('lead', { permitDate: '1930-05-01' }, { lead: given('2008-06-12') })).toBe(
      'obligatoire — fourni le 12 juin 2008',
    );
  });
});

describe('termites (zone délimitée par arrêté préfectoral)', () => {
  it('is compulsory in a zone, with an état of less than six months', () => {
    const zone = (on: string | null) => ({
      termites: { applies: true, provided: on ? { on } : null },
    });
    expect(reads('termites', {}, zone('2026-05-24'))).toBe('obligatoire — fourni le 24 mai 2026');
    expect(reads('termites', {}, zone('2026-05-23'))).toBe(
      'obligatoire — non fourni (document du 23 mai 2026, de plus de six mois)',
    );
    expect(reads('termites', {}, zone(null))).toBe('obligatoire — non fourni');
  });

  it('is not required outside a zone, and not decided without the answer', () => {
    expect(reads('termites', {}, { termites: { applies: false } })).toBe(
      'non requis (immeuble hors zone délimitée par arrêté préfectoral)',
    );
    expect(reads('termites')).toBe(
      'à déterminer (situation au regard d’un arrêté préfectoral sur les termites non communiquée)',
    );
  });
});

describe('ascenseur (R134-11 CCH)', () => {
  it('needs an inspection of less than five years', () => {
    const lift = (on: string) => ({ lift: { applies: true, provided: { on } } });
    expect(reads('lift', {}, lift('2021-11-24'))).toBe('obligatoire — fourni le 24 novembre 2021');
    expect(reads('lift', {}, lift('2021-11-23'))).toBe(
      'obligatoire — non fourni (dernier contrôle du 23 novembre 2021, de plus de cinq ans)',
    );
    expect(reads('lift', {}, { lift: { applies: true } })).toBe('obligatoire — non fourni');
  });

  it('is not required without a lift', () => {
    expect(reads('lift', {}, { lift: { applies: false } })).toBe('non requis (pas d’ascenseur)');
    expect(reads('lift')).toBe('à déterminer (présence d’un ascenseur non communiquée)');
  });
});

describe('DTG and carnet d’entretien', () => {
  it('hands over a DTG made, and states the general assembly decides otherwise', () => {
    expect(reads('dtg', {}, { dtg: { applies: true, provided: { on: '2024-06-01' } } })).toBe(
      'obligatoire — fourni le 1er juin 2024',
    );
    expect(reads('dtg', {}, { dtg: { applies: false } })).toBe(
      'non requis (aucun DTG réalisé ; l’assemblée générale se prononce sur sa réalisation)',
    );
  });

  it('always requires the carnet d’entretien', () => {
    expect(reads('maintenance_log')).toBe('obligatoire — non fourni');
    expect(reads('maintenance_log', {}, { maintenance_log: given('2026-03-12') })).toBe(
      'obligatoire — fourni le 12 mars 2026',
    );
  });
});

describe('citations', () => {
  it('cites the article of each item from the table', () => {
    const sources = Object.fromEntries(judgeObligations(FACTS).map((j) => [j.key, j.source]));
    expect(sources).toEqual({
      ppt: 'art. 14-2 de la loi du 10 juillet 1965',
      dpe: 'art. L126-31 du CCH',
      works_funds: 'art. 14-2-1 de la loi du 10 juillet 1965',
      dtg: 'art. L731-1 du CCH',
      maintenance_log: 'art. 18 de la loi du 10 juillet 1965',
      dta: 'art. R1334-29-5 du code de la santé publique',
      lead: 'art. L1334-8 du code de la santé publique',
      termites: 'art. L271-4 du CCH',
      lift: 'art. R134-11 du CCH',
    });
  });
});
