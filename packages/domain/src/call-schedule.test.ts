import {
  addMonths,
  callSchedule,
  daysBetween,
  instalments,
  percentShares,
  settleCalls,
  worksCalls,
  type LotScheduleInput,
  type ScheduleInput,
  type ScheduledCall,
} from './call-schedule';

const noLoan = { instalment: null, periodMonths: null, next: null, end: null };

/** Lot 12 of the three-lot sample: 2 940 € of budget, 150 € of fund a year, quarterly. */
const lot12: LotScheduleInput = {
  lot: '12',
  budgetShare: 294_000,
  fundContribution: 15_000,
  works: [
    {
      resolution: 'Résolution 14',
      callable: 519_400,
      calls: [
        { due: '2026-04-01', percent: 30 },
        { due: '2026-10-01', percent: 40 },
        { due: '2027-04-01', percent: 30 },
      ],
    },
  ],
  loan: { instalment: 12_950, periodMonths: 3, next: '2027-01-05', end: '2036-06-30' },
};

const schedule = (extra: Partial<ScheduleInput> = {}) =>
  callSchedule({
    exerciseStart: '2026-01-01',
    callsPerYear: 4,
    from: '2026-11-23',
    lots: [lot12],
    ...extra,
  });

const budgetCall = (due: string, start: string, end: string, cents = 73_500): ScheduledCall => ({
  lot: '12',
  due,
  nature: 'budget',
  label: 'Provision du budget prévisionnel',
  cents,
  period: { start, end },
});

describe('instalments and shares, to the cent', () => {
  it('divides a yearly share by the calls, the last carrying the rounding', () => {
    expect(instalments(294_000, 4)).toEqual([73_500, 73_500, 73_500, 73_500]);
    expect(instalments(100_000, 3)).toEqual([33_333, 33_333, 33_334]);
    expect(instalments(20_002, 4)).toEqual([5_001, 5_001, 5_001, 4_999]);
  });

  it('cuts a works share by the percentages voted, the last call carrying the rounding', () => {
    expect(percentShares(519_400, [30, 40, 30])).toEqual([155_820, 207_760, 155_820]);
    expect(percentShares(100_001, [33.33, 33.33, 33.34])).toEqual([33_330, 33_330, 33_341]);
  });

  it('counts days and adds months on the calendar, leap years included', () => {
    expect(daysBetween('2028-01-01', '2028-03-31')).toBe(90);
    expect(daysBetween('2027-01-01', '2027-03-31')).toBe(89);
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-10-01', 3)).toBe('2027-01-01');
  });
});

describe('callSchedule', () => {
  it('lists the instalment in progress, then the calls of the next twelve months by due day', () => {
    const calls = schedule();
    expect(calls.map((c) => `${c.due} ${c.nature} ${c.cents}`)).toEqual([
      '2026-10-01 budget 73500',
      '2026-10-01 works_fund 3750',
      '2027-01-01 budget 73500',
      '2027-01-01 works_fund 3750',
      '2027-01-05 loan 12950',
      '2027-04-01 budget 73500',
      '2027-04-01 works_fund 3750',
      '2027-04-01 works 155820',
      '2027-04-05 loan 12950',
      '2027-07-01 budget 73500',
      '2027-07-01 works_fund 3750',
      '2027-07-05 loan 12950',
      '2027-10-01 budget 73500',
      '2027-10-01 works_fund 3750',
      '2027-10-05 loan 12950',
    ]);
    expect(calls[0]!.period).toEqual({ start: '2026-10-01', end: '2026-12-31' });
    expect(calls.find((c) => c.nature === 'works')!.label).toBe('Résolution 14 (appel 3 sur 3)');
  });

  it('follows an exercise that does not start in January, with monthly calls', () => {
    const calls = callSchedule({
      exerciseStart: '2026-07-01',
      callsPerYear: 12,
      from: '2026-11-23',
      lots: [{ ...lot12, fundContribution: null, works: [], loan: noLoan }],
    });
    expect(calls).toHaveLength(13);
    expect(calls[0]).toMatchObject({ due: '2026-11-01', cents: 24_500 });
    expect(calls.at(-1)).toMatchObject({ due: '2027-11-01' });
    expect(calls[0]!.period).toEqual({ start: '2026-11-01', end: '2026-11-30' });
  });

  it('has no budget call when the financial year is not known, and stops the loan at its end', () => {
    const calls = schedule({
      exerciseStart: null,
      lots: [{ ...lot12, works: [], loan: { ...lot12.loan, end: '2027-04-05' } }],
    });
    expect(calls.map((c) => c.due)).toEqual(['2027-01-05', '2027-04-05']);
  });

  it('dates every call of a resolution, before and after the document', () => {
    expect(worksCalls('12', lot12.works[0]!).map((c) => [c.due, c.cents])).toEqual([
      ['2026-04-01', 155_820],
      ['2026-10-01', 207_760],
      ['2027-04-01', 155_820],
    ]);
  });
});

/**
 * Worked cases of the split at the signing, to the cent: the table notaries check by hand.
 * Quarterly budget instalments of 735,00 € on the calendar year.
 */
describe('settleCalls: who bears each call at the signing', () => {
  const q1_2027 = budgetCall('2027-01-01', '2027-01-01', '2027-03-31');
  const q2_2027 = budgetCall('2027-04-01', '2027-04-01', '2027-06-30');
  const works: ScheduledCall = {
    lot: '12',
    due: '2027-04-01',
    nature: 'works',
    label: 'Résolution 14 (appel 3 sur 3)',
    cents: 155_820,
    period: null,
  };
  const loan: ScheduledCall = {
    lot: '12',
    due: '2027-04-05',
    nature: 'loan',
    label: 'Échéance de l’emprunt collectif',
    cents: 12_950,
    period: null,
  };

  it.each([
    // [case, signing day, seller of Q2's call, buyer of Q2's call]
    ['a call due before the signing falls to the seller', '2027-05-20', 73_500, 0],
    ['a call due on the signing day falls to the seller', '2027-04-01', 73_500, 0],
    ['a call due after the signing falls to the buyer', '2027-03-31', 0, 73_500],
  ])('art. 6-2: %s', (_case, signingDay, seller, buyer) => {
    const [call] = settleCalls([q2_2027], signingDay, 'art-6-2').calls;
    expect([call!.seller, call!.buyer]).toEqual([seller, buyer]);
  });

  it('a works call due the day after the signing falls to the buyer, whatever the rule', () => {
    for (const rule of ['art-6-2', 'prorata'] as const) {
      const [call] = settleCalls([works], '2027-03-31', rule).calls;
      expect([call!.seller, call!.buyer, call!.basis]).toEqual([0, 155_820, 'buyer']);
    }
  });

  it('a daily prorata splits the quarter in progress: 40 days of 90 for the seller', () => {
    // 1 January to 9 February: 40 days; the quarter has 90 (2027 is not a leap year)
    const settled = settleCalls([q1_2027, q2_2027], '2027-02-10', 'prorata');
    expect(settled.calls.map((c) => [c.seller, c.buyer, c.basis])).toEqual([
      [32_667, 40_833, 'prorata'],
      [0, 73_500, 'buyer'],
    ]);
    expect(settled.total).toEqual({ seller: 32_667, buyer: 114_333, loanIfTransferred: 0 });
  });

  it('counts the 29th of February in a leap year: 60 days of 91 for the seller on 1 March 2028', () => {
    const q1_2028 = budgetCall('2028-01-01', '2028-01-01', '2028-03-31');
    expect(settleCalls([q1_2028], '2028-03-01', 'prorata').calls[0]).toMatchObject({
      seller: 48_462,
      buyer: 25_038,
    });
    // the same day in 2027: 59 days of 90
    expect(settleCalls([q1_2027], '2027-03-01', 'prorata').calls[0]).toMatchObject({
      seller: 48_183,
      buyer: 25_317,
    });
  });

  it('a signing on the first day of the period leaves the whole instalment to the buyer under the prorata', () => {
    expect(settleCalls([q2_2027], '2027-04-01', 'prorata').calls[0]).toMatchObject({
      seller: 0,
      buyer: 73_500,
    });
  });

  it('puts the loan instalments after the signing to the buyer only if the loan is transferred', () => {
    const settled = settleCalls([q2_2027, loan], '2027-04-02', 'art-6-2');
    expect(settled.calls[1]).toMatchObject({ seller: 0, buyer: 12_950, basis: 'loan-transfer' });
    expect(settled.lots).toEqual([
      { lot: '12', seller: 73_500, buyer: 0, loanIfTransferred: 12_950 },
    ]);
  });

  it('adds the split of every lot for the sale', () => {
    const cellar = { ...q2_2027, lot: '48', cents: 3_600 };
    const settled = settleCalls([q2_2027, cellar], '2027-03-15', 'art-6-2');
    expect(settled.lots.map((l) => [l.lot, l.buyer])).toEqual([
      ['12', 73_500],
      ['48', 3_600],
    ]);
    expect(settled.total.buyer).toBe(77_100);
  });
});
