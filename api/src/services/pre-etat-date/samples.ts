import type { FinancialField, StatusValue, WorksValue } from '@ped/domain';
import type { FigureForDocument, PreEtatDateInput } from './build-model';
import { ISSUER, type Certification } from './model';

/**
 * Three realistic orders, the same for `pnpm sample:documents` and the golden tests on the
 * PDF text (api/test/documents/golden-documents.test.ts): one lot; a flat, a cellar and a
 * parking with works voted and a collective loan; a copropriété in difficulty with
 * proceedings and an administrative order. Amounts in cents; a value left out here is the
 * only place the document may say « Non communiqué ».
 */
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

const PV_SOURCE = 'Procès-Verbal (PVs) du 12 mars 2026';
/** a statement read in the PV of 12 March 2026, whose date staff entered */
const fromPv = (value: StatusValue | WorksValue) => ({
  value,
  source: PV_SOURCE,
  sourceDate: day('2026-03-12'),
});

const STATEMENT_SOURCE = 'Relevé de compte copropriétaire du 2 novembre 2026';

function figures(
  lot: string | null,
  values: Partial<Record<FinancialField, number>>,
  source = STATEMENT_SOURCE,
): FigureForDocument[] {
  return Object.entries(values).map(([field, cents]) => ({
    field: field as FinancialField,
    lot,
    cents: cents!,
    source,
  }));
}

const certification = (
  reference: string,
  code: string,
  documents: Certification['documents'],
): Certification => ({
  mode: 'verified',
  company: ISSUER.name,
  drawnUpBy: 'rédactrice Claire Martin',
  documents,
  deliveredAt: day('2026-11-23'),
  number: `PED-${reference}`,
  version: 1,
  verificationCode: `${code.slice(0, 5)}-${code.slice(5)}`,
  verificationUrl: `https://www.pre-etat-date.fr/verification/${code}`,
});

const USED_DOCUMENTS: Certification['documents'] = [
  { type: 'Procès-Verbal (PVs)', date: day('2026-03-12') },
  { type: 'Relevé de compte copropriétaire', date: day('2026-11-02') },
  { type: 'Appel de fonds du 4e trimestre 2026', date: day('2026-10-01') },
];

const YEARS: PreEtatDateInput['years'] = {
  n: { start: day('2025-01-01'), end: day('2025-12-31') },
  n1: { start: day('2024-01-01'), end: day('2024-12-31') },
};

const N1_N2 = {
  expected_budget_n: 280_000,
  budget_n: 271_340,
  expected_hors_budget_n: 45_000,
  hors_budget_n: 45_000,
  expected_budget_n1: 270_000,
  budget_n1: 265_410,
  expected_hors_budget_n1: 0,
  hors_budget_n1: 0,
};

/** One flat; the seller's account gives most figures, two are not known. */
export function oneLotSample(): PreEtatDateInput {
  return {
    reference: 'K3M9PQ',
    issuedAt: day('2026-11-23'),
    coproprieteName: 'Résidence Le Parc',
    address: '12 avenue Jean Jaurès, 69007 Lyon',
    registrationNumber: 'AB1234567',
    syndic: {
      name: 'Cabinet Martin Gestion',
      address: '4 place Bellecour, 69002 Lyon',
      contact: '04 78 00 00 00 — gestion@cabinet-martin.fr',
    },
    sellers: [{ name: 'Marie Dupont', address: '12 avenue Jean Jaurès, 69007 Lyon' }],
    lots: [{ number: '12', description: 'Appartement T3', tantiemes: 245, totalTantiemes: 10000 }],
    building: { lots: 48, permitDate: '1972-04-15' },
    lastApprovedAccounts: day('2026-03-12'),
    advancesDate: day('2026-03-12'),
    worksFundsDate: day('2026-03-12'),
    lastContributionDate: day('2026-10-01'),
    years: YEARS,
    figures: [
      ...figures('12', {
        budget: 72_100,
        unbudget: 0,
        wanted_loads: 0,
        article_33: 0,
        loan_due: 0,
        required_advances: 0,
        other_due: 0,
        reserved_advances: 36_750,
        early_provisions: 0,
        credit_balance: 1_520,
        ongoing_budget: 72_100,
        unbudget_not_due: 0,
        expected_budget: 294_000,
        works_funds_lot: 18_375,
        works_funds_last_contribution: 3_675,
        ...N1_N2,
      }),
      ...figures(
        null,
        {
          building_budget: 12_000_000,
          building_budget_n: 11_428_571,
          unpaid: 1_845_020,
          unpaid_providers: 312_400,
          works_funds: 750_000,
          transfer_fees: 38_000,
        },
        PV_SOURCE,
      ),
    ],
    record: {
      works: fromPv({ status: 'none', list: [] }),
      proceedings: fromPv({ status: 'none', date: null, details: '' }),
      next_ag: fromPv({ status: 'scheduled', date: '2027-03-18', details: '' }),
      ppt: {
        value: { status: 'adopted', date: '2025-03-20', details: 'Travaux sur 10 ans' },
        source: 'Procès-Verbal (PVs) du 20 mars 2025',
        sourceDate: day('2025-03-20'),
      },
    },
    documents: [
      {
        doctype: 2,
        delivered: day('2026-03-12'),
        comment: 'AG ordinaire, approbation des comptes 2025',
      },
      { doctype: 1, delivered: day('2026-04-02'), comment: null },
      { doctype: 7, delivered: day('2026-03-12'), comment: null },
    ],
    certification: certification('K3M9PQ', 'K7M2QX9PTR', USED_DOCUMENTS),
  };
}

/** lots of the three-lot sale: flat, cellar, parking (245 + 12 + 30 / 10 000) */
const THREE_LOTS = [
  { number: '12', description: 'Appartement T3', tantiemes: 245, totalTantiemes: 10000 },
  { number: '48', description: 'Cave', tantiemes: 12, totalTantiemes: 10000 },
  { number: '103', description: 'Parking', tantiemes: 30, totalTantiemes: 10000 },
];

/** what the works voted still have to call (10 659,30 €), split by tantièmes to the cent */
const WORKS_NOT_DUE: Record<number, number> = { 245: 909_945, 12: 44_569, 30: 111_416 };

const lotAmounts = (tantiemes: number) => ({
  budget: Math.round(72_100 * (tantiemes / 245)),
  unbudget: Math.round(42_000 * (tantiemes / 245)),
  wanted_loads: 0,
  article_33: 0,
  loan_due: Math.round(9_800 * (tantiemes / 245)),
  required_advances: 0,
  other_due: 0,
  reserved_advances: Math.round(36_750 * (tantiemes / 245)),
  early_provisions: 0,
  credit_balance: 0,
  ongoing_budget: Math.round(72_100 * (tantiemes / 245)),
  unbudget_not_due: WORKS_NOT_DUE[tantiemes]!,
  expected_budget: Math.round(12_000_000 * (tantiemes / 10000)),
  works_funds_lot: Math.round(18_375 * (tantiemes / 245)),
  works_funds_last_contribution: Math.round(3_675 * (tantiemes / 245)),
  loan_share: Math.round(588_000 * (tantiemes / 245)),
  loan_remaining: Math.round(470_400 * (tantiemes / 245)),
  expected_budget_n: Math.round(280_000 * (tantiemes / 245)),
  budget_n: Math.round(271_340 * (tantiemes / 245)),
  expected_hors_budget_n: Math.round(45_000 * (tantiemes / 245)),
  hors_budget_n: Math.round(45_000 * (tantiemes / 245)),
  expected_budget_n1: Math.round(270_000 * (tantiemes / 245)),
  budget_n1: Math.round(265_410 * (tantiemes / 245)),
  expected_hors_budget_n1: 0,
  hors_budget_n1: 0,
});

/** A flat, a cellar and a parking, with façade works voted and a collective loan. */
export function threeLotSample(): PreEtatDateInput {
  const base = oneLotSample();
  return {
    ...base,
    reference: 'T7R2WX',
    coproprieteName: 'Les Terrasses du Rhône',
    address: '40 quai Victor Augagneur, 69003 Lyon',
    registrationNumber: 'AC7654321',
    sellers: [
      { name: 'Jean Moreau', address: '7 rue Paul Bert, 69003 Lyon' },
      { name: 'Sophie Moreau', address: '7 rue Paul Bert, 69003 Lyon' },
    ],
    lots: THREE_LOTS,
    building: { lots: 120, permitDate: '1965-09-01' },
    figures: [
      ...THREE_LOTS.flatMap((lot) => figures(lot.number, lotAmounts(lot.tantiemes))),
      ...figures(
        null,
        {
          building_budget: 12_000_000,
          building_budget_n: 11_428_571,
          unpaid: 2_410_000,
          unpaid_providers: 518_730,
          works_funds: 1_250_000,
          transfer_fees: 38_000,
        },
        PV_SOURCE,
      ),
    ],
    record: {
      ...base.record,
      works: fromPv({
        status: 'voted',
        list: [
          {
            resolution: 'Résolution 14 — ravalement des façades',
            voted: '2026-03-12',
            amount: 412_000,
            lot_share: 11_824.4,
            remaining: 8_869.2,
          },
          {
            resolution: 'Résolution 15 — réfection de la toiture',
            voted: '2026-03-12',
            amount: 126_000,
            lot_share: 3_616.2,
            remaining: 1_790.1,
          },
        ],
      }),
      loan: fromPv({
        status: 'ongoing',
        date: '2036-06-30',
        details: 'Emprunt collectif de 200 000 € sur 10 ans pour le ravalement (article 26-4)',
      }),
    },
    certification: certification('T7R2WX', 'W4N8BZ3QHK', USED_DOCUMENTS),
  };
}

/** A copropriété under a provisional administrator, with proceedings and a safety order. */
export function difficultySample(): PreEtatDateInput {
  const base = oneLotSample();
  return {
    ...base,
    reference: 'D5V8NC',
    coproprieteName: 'Résidence Les Glycines',
    address: '18 rue de la Paix, 93200 Saint-Denis',
    registrationNumber: 'AD2468101',
    syndic: {
      name: 'Maître Anne Leroy, administratrice provisoire',
      address: '22 boulevard Carnot, 93200 Saint-Denis',
      contact: '01 48 00 00 00',
    },
    sellers: [{ name: 'SCI Horizon', address: '5 rue Gambetta, 93100 Montreuil' }],
    lots: [{ number: '7', description: 'Appartement T2', tantiemes: 310, totalTantiemes: 10000 }],
    building: { lots: 30, permitDate: '1958-02-10' },
    figures: [
      ...figures('7', {
        budget: 124_050,
        unbudget: 38_000,
        wanted_loads: 212_480,
        article_33: 0,
        loan_due: 0,
        required_advances: 15_000,
        other_due: 84_300,
        reserved_advances: 0,
        early_provisions: 0,
        credit_balance: 0,
        ongoing_budget: 62_025,
        unbudget_not_due: 0,
        expected_budget: 248_000,
        works_funds_lot: 0,
        works_funds_last_contribution: 0,
        expected_budget_n: 240_000,
        budget_n: 262_310,
        expected_hors_budget_n: 38_000,
        hors_budget_n: 38_000,
        expected_budget_n1: 232_000,
        budget_n1: 251_900,
        expected_hors_budget_n1: 0,
        hors_budget_n1: 0,
      }),
      ...figures(
        null,
        {
          building_budget: 8_000_000,
          building_budget_n: 7_741_935,
          unpaid: 4_870_500,
          unpaid_providers: 1_964_200,
          works_funds: 0,
          transfer_fees: 38_000,
        },
        PV_SOURCE,
      ),
    ],
    record: {
      works: fromPv({ status: 'none', list: [] }),
      proceedings: fromPv({
        status: 'ongoing',
        date: '2025-10-14',
        details:
          'Action en recouvrement de charges contre deux copropriétaires, tribunal judiciaire de Bobigny, 61 200 € en jeu',
      }),
      orders: {
        value: {
          status: 'ongoing',
          date: '2026-05-06',
          details:
            'Arrêté de mise en sécurité du maire de Saint-Denis : reprise des balcons sous 6 mois',
        },
        source: 'Arrêté municipal du 6 mai 2026',
        sourceDate: day('2026-05-06'),
      },
      difficulty: fromPv({
        status: 'ongoing',
        date: '2025-06-02',
        details:
          'Administrateur provisoire désigné par le tribunal judiciaire de Bobigny (article 29-1)',
      }),
    },
    certification: certification('D5V8NC', 'H9P3RT6MZA', USED_DOCUMENTS),
  };
}

export const SAMPLES = [
  { name: 'un-lot', input: oneLotSample },
  { name: 'trois-lots-travaux-emprunt', input: threeLotSample },
  { name: 'copropriete-en-difficulte', input: difficultySample },
] as const;
