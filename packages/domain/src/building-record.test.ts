import {
  BUILDING_RECORD_ITEM_KEYS,
  BUILDING_RECORD_MESSAGES as M,
  describeStatus,
  isAbsence,
  validateBuildingRecord,
  worksAmount,
  type WorkVoted,
} from './building-record';

const work = (overrides: Partial<WorkVoted> = {}): WorkVoted => ({
  resolution: 'n° 12',
  voted: '2025-06-20',
  amount: 120000,
  lot_share: 1824,
  remaining: 912,
  ...overrides,
});

describe('validateBuildingRecord', () => {
  it('accepts complete answers and items left « Non communiqué »', () => {
    const errors = validateBuildingRecord(
      {
        works: { status: 'voted', list: [work()] },
        proceedings: {
          status: 'ongoing',
          date: null,
          details: 'Contentieux contre le constructeur (TJ Lyon)',
        },
        next_ag: { status: 'scheduled', date: '2026-06-12', details: '' },
        dpe: null,
        lift: { status: 'no_lift', date: null, details: '' },
      },
      { datedSource: false },
    );
    expect(errors).toEqual({});
  });

  it('refuses a statement of absence without a dated source, accepts it with one', () => {
    const absent = {
      works: { status: 'none' as const, list: [] },
      proceedings: { status: 'none', date: null, details: '' },
      loan: { status: 'none', date: null, details: '' },
      difficulty: { status: 'none', date: null, details: '' },
    };
    expect(validateBuildingRecord(absent, { datedSource: false })).toEqual({
      'works.status': M.absenceNeedsSource,
      'proceedings.status': M.absenceNeedsSource,
      'loan.status': M.absenceNeedsSource,
      'difficulty.status': M.absenceNeedsSource,
    });
    expect(validateBuildingRecord(absent, { datedSource: true })).toEqual({});
  });

  it('asks for the date and details each answer needs, and refuses unknown choices and bad dates', () => {
    expect(
      validateBuildingRecord(
        {
          dtg: { status: 'done', date: null, details: '' },
          dpe: { status: 'done', date: '2024-02-30', details: ' ' },
          insurance: { status: 'maybe', date: null, details: '' },
          lift: { status: 'no_lift', date: '2024-01-01', details: 'x'.repeat(501) },
        },
        { datedSource: true },
      ),
    ).toEqual({
      'dtg.date': M.dateRequired,
      'dpe.date': M.dateInvalid,
      'dpe.details': M.detailsRequired,
      'insurance.status': M.unknownChoice,
      'lift.date': M.dateInvalid,
      'lift.details': M.detailsTooLong,
    });
  });

  it('checks each resolution of works: number, vote date, amounts that add up', () => {
    expect(
      validateBuildingRecord(
        {
          works: {
            status: 'voted',
            list: [
              work({ resolution: ' ', voted: '', amount: null }),
              work({ amount: 1000, lot_share: 1000.001, remaining: -1 }),
              work({ amount: 1000, lot_share: 2000 }),
              work({ lot_share: 100, remaining: 200 }),
            ],
          },
        },
        { datedSource: true },
      ),
    ).toEqual({
      'works.0.resolution': M.resolutionRequired,
      'works.0.voted': M.votedRequired,
      'works.0.amount': M.amountRequired,
      'works.1.lot_share': M.amountInvalid,
      'works.1.remaining': M.amountInvalid,
      'works.2.lot_share': M.shareAboveAmount,
      'works.3.remaining': M.remainingAboveShare,
    });
    expect(
      validateBuildingRecord({ works: { status: 'voted', list: [] } }, { datedSource: true }),
    ).toEqual({ 'works.status': M.worksEmpty });
  });
});

describe('reading the answers', () => {
  it('covers the life of the copropriété and the technical file of DOMAIN.md', () => {
    expect(BUILDING_RECORD_ITEM_KEYS).toEqual([
      'works',
      'proceedings',
      'loan',
      'orders',
      'amendments',
      'private_equipment',
      'insurance',
      'difficulty',
      'next_ag',
      'dtg',
      'ppt',
      'dpe',
      'dta',
      'lead',
      'termites',
      'lift',
    ]);
  });

  it('describes an answer in French with its date and details', () => {
    expect(
      describeStatus('dpe', { status: 'done', date: '2024-03-12', details: 'Classe D / C' }),
    ).toBe('Réalisé (date du DPE : 12 mars 2024) — Classe D / C');
    expect(describeStatus('lift', { status: 'no_lift', date: null, details: '' })).toBe(
      'Pas d’ascenseur',
    );
    expect(isAbsence('proceedings', { status: 'none', date: null, details: '' })).toBe(true);
    expect(isAbsence('proceedings', { status: 'ongoing', date: null, details: 'x' })).toBe(false);
    expect(worksAmount(1234.5)?.replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(worksAmount(null)).toBeNull();
  });
});
