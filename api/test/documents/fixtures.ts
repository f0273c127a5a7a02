import type { PreEtatDateInput } from '../../src/services/pre-etat-date/build-model';
import type { Issuer } from '../../src/services/pre-etat-date/model';

export const ISSUER: Issuer = {
  name: 'Pré-état daté en ligne SAS',
  address: '10 rue de la Bourse, 75002 Paris',
  city: 'Paris',
  registration: 'RCS Paris 912 345 678',
};

/** A three-lot sale with some figures known and others missing. */
export function threeLotInput(): PreEtatDateInput {
  return {
    reference: 'AB12CD',
    issuedAt: new Date('2026-03-12T10:00:00Z'),
    coproprieteName: 'Résidence Les Tilleuls',
    address: '3 rue des Lilas, 69003 Lyon',
    registrationNumber: 'AA1234567',
    syndic: 'Cabinet Martin',
    sellers: ['Marie Dupont', 'Jean Dupont'],
    lots: [
      { number: '12', description: 'Appartement T3', tantiemes: 152, totalTantiemes: 10000 },
      { number: '45', description: 'Cave', tantiemes: 5, totalTantiemes: 10000 },
      { number: '78', description: 'Parking', tantiemes: 12, totalTantiemes: 10000 },
    ],
    lastApprovedAccounts: new Date('2025-06-20T00:00:00Z'),
    advancesDate: null,
    worksFundsDate: new Date('2025-06-20T00:00:00Z'),
    figures: {
      budget: { cents: 123456, source: 'Déclaration du vendeur' },
      reserved_advances: { cents: 45000, source: null },
      unpaid: { cents: 1234567, source: null },
      unpaid_providers: { cents: 0, source: null },
      budget_n: { cents: 210000, source: null },
      expected_budget_n: { cents: 200000, source: null },
      works_funds: { cents: 500000, source: null },
      works_funds_lot: { cents: 7600, source: null },
    },
    record: {},
    documents: [
      { doctype: 2, delivered: new Date('2024-03-12T00:00:00Z'), comment: 'AG ordinaire' },
      { doctype: 5, delivered: new Date('2023-02-03T00:00:00Z'), comment: null },
    ],
  };
}
