import type { FigureProposal } from '@ped/schemas';
import { closedYearGuesses } from '../src/services/pre-etat-date/closed-years';
import { documentsDisagree, figureProposals } from '../src/services/pre-etat-date/figure-proposals';

const proposal = (document_id: string, value: number): FigureProposal => ({
  value,
  document_id,
  document_label: `Document ${document_id}`,
  document_date: '2025-03-30',
  page: 1,
  excerpt: `Solde ${value}`,
  confidence: 0.95,
  disagrees: false,
});

describe('two documents read for one figure', () => {
  it('disagree when they give values more than a cent apart', () => {
    expect(documentsDisagree([proposal('appel', 3369.38), proposal('releve', 3396.38)])).toBe(true);
  });

  it('agree on the same value, or within the cent a rounding makes', () => {
    expect(documentsDisagree([proposal('appel', 3369.38), proposal('releve', 3369.38)])).toBe(
      false,
    );
    expect(documentsDisagree([proposal('appel', 3369.38), proposal('releve', 3369.39)])).toBe(
      false,
    );
  });

  it('never disagree with themselves (one document read twice, two lines)', () => {
    expect(documentsDisagree([proposal('appel', 3369.38), proposal('appel', 42.12)])).toBe(false);
  });
});

describe('a fiscal year read in a document', () => {
  const period = (start: string, end: string) => [
    { field: 'fiscal_year_start', date: start, page: 2, excerpt: 'exercice du', confidence: 0.95 },
    { field: 'fiscal_year_end', date: end, page: 2, excerpt: 'exercice du', confidence: 0.95 },
  ];
  const fields = (start: string, end: string, orderedOn: string) =>
    closedYearGuesses(period(start, end), new Date(`${orderedOn}T10:00:00Z`)).map(
      (g) => `${g.field}=${g.date}`,
    );

  it('is N-1 when it is the last year closed before the order', () => {
    expect(fields('2024-01-01', '2024-12-31', '2025-06-30')).toEqual([
      'dt_n_start=2024-01-01',
      'dt_n_end=2024-12-31',
    ]);
    // a year that does not follow the calendar
    expect(fields('2023-07-01', '2024-06-30', '2025-03-15')).toEqual([
      'dt_n_start=2023-07-01',
      'dt_n_end=2024-06-30',
    ]);
  });

  it('is N-2 when another year closed since', () => {
    expect(fields('2023-01-01', '2023-12-31', '2025-06-30')).toEqual([
      'dt_n1_start=2023-01-01',
      'dt_n1_end=2023-12-31',
    ]);
  });

  it('fills neither when it is still running or older than N-2', () => {
    expect(fields('2025-01-01', '2025-12-31', '2025-06-30')).toEqual([]);
    expect(fields('2021-01-01', '2021-12-31', '2025-06-30')).toEqual([]);
  });
});

describe('figure proposals in the review', () => {
  const documents = new Map([
    [
      'd1',
      {
        name: 'Appel de fonds',
        label: 'Appel de fonds',
        date: new Date('2024-12-17'),
        doctype: 10,
        dateConfirmed: false,
      },
    ],
  ]);
  const figure = (lot: string | null) =>
    ({ field: 'expected_budget', lot }) as Parameters<typeof figureProposals>[0];
  const reading = (lot?: string) => [
    {
      document_id: 'd1',
      guesses: [
        {
          field: 'expected_budget',
          amount: 302717,
          page: 1,
          excerpt: 'x',
          confidence: 0.98,
          ...(lot ? { lot } : {}),
        },
      ],
    },
  ];

  it('proposes a lot’s figure in a multi-lot sale only from a document about that lot', () => {
    const lots = ['12', '45'];
    expect(figureProposals(figure('12'), null, lots, reading('12'), documents)).toMatchObject([
      {
        value: 3027.17,
        document_label: 'Appel de fonds',
        document_date: '2024-12-17',
        disagrees: false,
      },
    ]);
    expect(figureProposals(figure('45'), null, lots, reading('12'), documents)).toEqual([]);
    expect(figureProposals(figure('12'), null, lots, reading(), documents)).toEqual([]);
  });

  it('says when a proposal differs from the seller’s value by more than a cent', () => {
    expect(
      figureProposals(figure('12'), 3027.18, ['12'], reading('12'), documents)[0]!.disagrees,
    ).toBe(false);
    expect(
      figureProposals(figure('12'), 3000, ['12'], reading('12'), documents)[0]!.disagrees,
    ).toBe(true);
  });
  it('proposes no lot’s figure from a document about other lots than the sale’s', () => {
    const about = (lots: string[]) => reading().map((r) => ({ ...r, lots }));
    // the seller of lot 12 sent the call of lot 412 (ADR 104)
    expect(figureProposals(figure('12'), null, ['12'], about(['412']), documents)).toEqual([]);
    expect(
      figureProposals(figure('12'), null, ['12'], about(['12', '412']), documents),
    ).toHaveLength(1);
    // a building's figure stays: the document is the same copropriété's
    const building = { field: 'works_funds', lot: null } as Parameters<typeof figureProposals>[0];
    const fund = [
      {
        document_id: 'd1',
        lots: ['412'],
        guesses: [{ ...reading()[0]!.guesses[0]!, field: 'works_funds' }],
      },
    ];
    expect(figureProposals(building, null, ['12'], fund, documents)).toHaveLength(1);
  });

  it('takes a lot’s figure in a multi-lot sale from a document naming that one lot anywhere', () => {
    const about = (lots: string[]) => reading().map((r) => ({ ...r, lots }));
    expect(
      figureProposals(figure('45'), null, ['12', '45'], about(['045']), documents),
    ).toHaveLength(1);
    expect(figureProposals(figure('12'), null, ['12', '45'], about(['45']), documents)).toEqual([]);
    expect(
      figureProposals(figure('12'), null, ['12', '45'], about(['12', '45']), documents),
    ).toEqual([]);
  });
});
