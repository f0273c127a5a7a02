import type { FigureProposal } from '@ped/schemas';
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
