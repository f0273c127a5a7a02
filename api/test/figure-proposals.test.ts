import type { FigureProposal } from '@ped/schemas';
import { closedYearGuesses } from '../src/services/pre-etat-date/closed-years';
import { documentsDisagree } from '../src/services/pre-etat-date/figure-proposals';

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
