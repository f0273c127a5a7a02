import {
  BUILDING_RECORD_ITEM_KEYS,
  BUILDING_RECORD_MESSAGES as M,
  describeStatus,
  isAbsence,
  normalizeWorks,
  validateBuildingRecord,
  worksAmount,
  type WorkVoted,
} from './building-record';

const work = (overrides: Partial<WorkVoted> = {}): WorkVoted => ({
  resolution: 'n° 12',
  voted: '2025-06-20',
  amount: 120000,
  key: null,
  loan: null,
  calls: [
    { due: '2025-10-01', percent: 50 },
    { due: '2026-04-01', percent: 50 },
  ],
  lots: [{ lot: '12', share: 1824, called: 912, remaining: 912, loan: 0 }],
  ...overrides,
});
const line = (overrides: Partial<WorkVoted['lots'][number]> = {}) => ({
  lot: '12',
  share: 1824,
  called: null,
  remaining: null,
  loan: null,
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

  it('checks each resolution of works: number, vote date, amounts, calls and lots', () => {
    expect(
      validateBuildingRecord(
        {
          works: {
            status: 'voted',
            list: [
              work({ resolution: ' ', voted: '', amount: null }),
              work({ amount: 1000, loan: 1000.001, lots: [line({ share: 10, remaining: -1 })] }),
              work({
                amount: 1000,
                loan: 2000,
                lots: [line({ share: 2000 }), line({ share: 10 })],
              }),
              work({
                calls: [
                  { due: '2026-13-01', percent: 60 },
                  { due: '2026-10-01', percent: 101 },
                ],
                lots: [line({ lot: '99' })],
              }),
            ],
          },
        },
        { datedSource: true, lots: ['12', '48'] },
      ),
    ).toEqual({
      'works.0.resolution': M.resolutionRequired,
      'works.0.voted': M.votedRequired,
      'works.0.amount': M.amountRequired,
      'works.1.loan': M.amountInvalid,
      'works.1.lots.0.remaining': M.amountInvalid,
      'works.2.loan': M.loanAboveAmount,
      'works.2.lots.0.share': M.shareAboveAmount,
      'works.2.lots.1.lot': M.lotTwice,
      'works.3.calls.0.due': M.callDue,
      'works.3.calls.1.percent': M.callPercent,
      'works.3.calls': M.callsTotal,
      'works.3.lots.0.lot': 'Ce lot n’est pas un lot de la vente',
    });
    expect(
      validateBuildingRecord({ works: { status: 'voted', list: [] } }, { datedSource: true }),
    ).toEqual({ 'works.status': M.worksEmpty });
  });

  it('dates an order’s deadline after the order itself', () => {
    const orders = (deadline: string) => ({
      orders: { status: 'ongoing', date: '2026-05-06', details: 'Balcons', deadline },
    });
    expect(validateBuildingRecord(orders('2026-11-06'), { datedSource: true })).toEqual({});
    expect(validateBuildingRecord(orders('2026-01-06'), { datedSource: true })).toEqual({
      'orders.deadline': M.deadlineBeforeDate,
    });
    expect(
      validateBuildingRecord(
        { dpe: { status: 'done', date: '2025-01-01', details: 'C', deadline: '2026-01-01' } },
        { datedSource: true },
      ),
    ).toEqual({ 'dpe.deadline': M.dateInvalid });
  });
});

describe('normalizeWorks', () => {
  const stored = {
    status: 'voted',
    list: [
      { resolution: 'n° 12', voted: '2025-06-20', amount: 1000, lot_share: 24.5, remaining: 12 },
    ],
  };

  it('gives a single lot the share and remainder stored for the sale before lines per lot', () => {
    expect(normalizeWorks(stored, ['12']).list[0]).toEqual({
      resolution: 'n° 12',
      voted: '2025-06-20',
      amount: 1000,
      key: null,
      loan: null,
      calls: [],
      lots: [{ lot: '12', share: 24.5, called: null, remaining: 12, loan: null }],
    });
  });

  it('cannot split a sale’s total between several lots: their lines stay to be entered', () => {
    expect(normalizeWorks(stored, ['12', '48']).list[0]!.lots).toEqual([]);
  });

  it('keeps an answer already given per lot', () => {
    expect(normalizeWorks({ status: 'voted', list: [work()] }, ['12']).list[0]).toEqual(work());
  });
});

describe('reading the answers', () => {
  it('covers the life of the copropriété and the technical file of docs/domain.md §3', () => {
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
    expect(
      describeStatus('orders', {
        status: 'ongoing',
        date: '2026-05-06',
        details: 'Arrêté de mise en sécurité',
        deadline: '2026-11-06',
      }),
    ).toBe(
      'Arrêté(s) en cours (date de l’arrêté : 6 mai 2026) — Arrêté de mise en sécurité — délai d’exécution : 6 novembre 2026',
    );
    expect(isAbsence('proceedings', { status: 'none', date: null, details: '' })).toBe(true);
    expect(isAbsence('proceedings', { status: 'ongoing', date: null, details: 'x' })).toBe(false);
    expect(worksAmount(1234.5)?.replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(worksAmount(null)).toBeNull();
  });
});
