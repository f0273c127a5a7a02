import {
  finishBlockers,
  performedChecks,
  type CheckResult,
  type FinancialField,
  type OrganisationValue,
  type StatusValue,
  type WorksValue,
} from '@ped/domain';
import type { FigureForDocument, PreEtatDateInput, SaleTerms } from './build-model';
import { documentChecks, sampleContext } from './checklist';
import { ISSUER, type Certification, type Issuer, type SourceRef } from './model';
import { statementFor } from './printed-sources';

/**
 * Realistic orders, the same for `pnpm sample:documents`, the golden tests on the PDF text
 * (api/test/documents/golden-documents.test.ts) and `pnpm bench`: one lot; a flat, a cellar
 * and a parking with works voted and a collective loan; a copropriété in difficulty with
 * proceedings and an administrative order. Their figures agree with each other to the cent
 * (the checks of @ped/domain pass on them). A fourth, `inconsistentSample`, is the three-lot
 * sale as it was printed before those checks existed: they refuse it. Amounts in cents; a
 * value left out here is the only place the document may say « Non communiqué ».
 */
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** A document of the copropriété, as a figure or statement cites it. */
const cited = (document: string, iso: string, page: number | null = null): SourceRef => ({
  document,
  date: day(iso),
  page,
  isDocument: true,
});

const PV_SOURCE = cited('Procès-Verbal (PVs)', '2026-03-12');
/** a statement read in the PV of 12 March 2026, whose date staff entered */
const fromPv = (value: StatusValue | WorksValue | OrganisationValue) => ({
  value,
  source: PV_SOURCE,
  sourceDate: day('2026-03-12'),
});

/** the seller's account statement: read on its first page */
const STATEMENT_SOURCE = cited('Relevé de compte copropriétaire', '2026-11-02', 1);

/** The insurance the samples print: in production it comes from COMPANY_INSURANCE. */
export const SAMPLE_ISSUER: Issuer = {
  ...ISSUER,
  insurance:
    'Responsabilité civile professionnelle : MMA IARD, contrat n° 114 237 905 (exemple), garantie de 1 500 000 € par sinistre',
};

function figures(
  lot: string | null,
  values: Partial<Record<FinancialField, number>>,
  source: SourceRef = STATEMENT_SOURCE,
): FigureForDocument[] {
  return Object.entries(values).map(([field, cents]) => ({
    field: field as FinancialField,
    lot,
    cents: cents!,
    source,
  }));
}

/** The certification of a sample; its statement and checks are the ones delivery computes (`checkedSample`). */
const certification = (
  reference: string,
  code: string,
  documents: Certification['documents'],
): Certification => ({
  mode: 'verified',
  company: ISSUER.name,
  recipient: 'Maître Claire Bernard, notaire à Lyon (c.bernard@notaires.fr)',
  drawnUpBy: null,
  statement: '',
  checks: [],
  documents,
  deliveredAt: day('2026-11-23'),
  number: `PED-${reference}`,
  version: 1,
  verificationCode: `${code.slice(0, 5)}-${code.slice(5)}`,
  verificationUrl: `https://www.pre-etat-date.fr/verification/${code}`,
});

const USED_DOCUMENTS: Certification['documents'] = [
  { type: 'Procès-Verbal (PVs)', date: day('2026-03-12') },
  { type: 'Procès-Verbal (PVs)', date: day('2025-03-20') },
  { type: 'Relevé de compte copropriétaire', date: day('2026-11-02') },
  { type: 'Appel de fonds du 4e trimestre 2026', date: day('2026-10-01') },
];

/**
 * The register's documents of a sample, delivered with it: every document its figures and
 * statements cite, the fiche synthétique, the règlement, the carnet d'entretien, the DTA.
 */
const ANNEXES: PreEtatDateInput['documents'] = [
  { doctype: 1, delivered: day('2026-04-02'), comment: null },
  {
    doctype: 2,
    delivered: day('2025-03-20'),
    comment: 'Approbation des comptes 2024 ; plan pluriannuel de travaux adopté',
  },
  {
    doctype: 2,
    delivered: day('2026-03-12'),
    comment: 'Approbation des comptes 2025 ; budget 2026 de 120 000 €',
  },
  { doctype: 3, delivered: day('1972-05-12'), comment: 'Règlement et état descriptif de division' },
  {
    doctype: 5,
    delivered: day('2005-02-03'),
    comment: 'Absence d’amiante dans les parties communes',
  },
  { doctype: 7, delivered: day('2026-03-12'), comment: null },
  { doctype: 10, delivered: day('2026-10-01'), comment: 'Appel de fonds du 4e trimestre 2026' },
  { doctype: 10, delivered: day('2026-11-02'), comment: 'Relevé de compte copropriétaire' },
];

/** The règlement of 1972 with its état descriptif, an amending deed, the assemblies of three years. */
const ORGANISATION: OrganisationValue = {
  regulation: {
    date: '1972-05-12',
    notary: 'Maître Paul Durand, notaire à Lyon',
    published: '1972-06-02',
    publication: 'SPF de Lyon 1, volume 1972 P n° 1234',
    object: '',
  },
  division: null,
  divisionInRegulation: true,
  amendments: [
    {
      date: '2004-09-15',
      notary: 'Maître Anne Petit, notaire à Lyon',
      published: '2004-10-04',
      publication: 'SPF de Lyon 1, volume 2004 P n° 8812',
      object: 'Division du lot 40 en deux lots',
    },
  ],
  assemblies: [
    { date: '2024-03-14', resolutions: 'Approbation des comptes 2023 ; budget 2024' },
    {
      date: '2025-03-20',
      resolutions: 'Approbation des comptes 2024 ; plan pluriannuel de travaux adopté',
    },
    {
      date: '2026-03-12',
      resolutions: 'Approbation des comptes 2025 ; budget 2026 de 120 000 €',
    },
  ],
};

const YEARS: PreEtatDateInput['years'] = {
  n: { start: day('2025-01-01'), end: day('2025-12-31') },
  n1: { start: day('2024-01-01'), end: day('2024-12-31') },
};

/** Calendar financial years, quarterly calls (the legal default), general tantièmes. */
const terms = (
  signing: SaleTerms['signing'],
  loan: SaleTerms['loan'] = { periodMonths: null, next: null },
): SaleTerms => ({
  exerciseStart: '2026-01-01',
  budgetCalls: null,
  loan,
  keys: { worksFunds: null, loan: null },
  signing,
});

/** The annex of the last two closed years for a lot of `tantiemes` / 10 000 (a 120 000 € budget). */
const closedYears = (tantiemes: number) => ({
  expected_budget_n: Math.round(280_000 * (tantiemes / 245)),
  budget_n: Math.round(271_340 * (tantiemes / 245)),
  expected_hors_budget_n: Math.round(45_000 * (tantiemes / 245)),
  hors_budget_n: Math.round(45_000 * (tantiemes / 245)),
  expected_budget_n1: Math.round(270_000 * (tantiemes / 245)),
  budget_n1: Math.round(265_410 * (tantiemes / 245)),
  expected_hors_budget_n1: 0,
  hors_budget_n1: 0,
});

/**
 * A lot of `tantiemes` / 10 000 in a building with a 120 000 € budget, quarterly calls, a
 * 12 500 € fonds de travaux and a 6 000 € yearly contribution (5 % of the budget): the
 * seller owes the call of 1 October (I-A) and nothing else; the year's calls are all due.
 */
const lotAmounts = (tantiemes: number) => {
  const share = (building: number) => Math.round((building * tantiemes) / 10_000);
  return {
    budget: share(12_000_000) / 4,
    unbudget: 0,
    wanted_loads: 0,
    article_33: 0,
    loan_due: 0,
    required_advances: 0,
    other_due: 0,
    reserved_advances: share(12_000_000) / 8,
    early_provisions: 0,
    credit_balance: 0,
    ongoing_budget: 0,
    unbudget_not_due: 0,
    expected_budget: share(12_000_000),
    works_funds_lot: share(1_250_000),
    works_funds_last_contribution: share(600_000) / 4,
    ...closedYears(tantiemes),
  };
};

const BUILDING_FIGURES = {
  building_budget: 12_000_000,
  building_budget_n: 11_428_571,
  works_funds: 1_250_000,
  works_funds_contribution: 600_000,
  ppt_works: 24_000_000,
  transfer_fees: 38_000,
};

/** One flat; the seller owes the last quarterly call, the copropriété has no loan nor works left. */
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
    building: { lots: 48, permitDate: '1972-04-15', residential: true },
    regulationReference: null,
    freeUpdate: true,
    lastApprovedAccounts: day('2026-03-12'),
    advancesDate: day('2026-03-12'),
    worksFundsDate: day('2026-03-12'),
    lastContributionDate: day('2026-10-01'),
    years: YEARS,
    terms: terms({ day: '2027-01-15', rule: 'art-6-2' }),
    figures: [
      ...figures('12', lotAmounts(245)),
      ...figures(
        null,
        { ...BUILDING_FIGURES, unpaid: 1_845_020, unpaid_providers: 312_400 },
        PV_SOURCE,
      ),
    ],
    record: {
      works: fromPv({ status: 'none', list: [] }),
      proceedings: fromPv({ status: 'none', date: null, details: '' }),
      loan: fromPv({ status: 'none', date: null, details: '' }),
      next_ag: fromPv({ status: 'planned', date: '2027-03-18', details: '' }),
      organisation: fromPv(ORGANISATION),
      ppt: {
        value: {
          status: 'adopted',
          date: '2025-03-20',
          details: 'toiture (2027), façades (2029), chaufferie (2032), sur 10 ans',
        },
        source: cited('Procès-Verbal (PVs)', '2025-03-20'),
        sourceDate: day('2025-03-20'),
      },
      dta: {
        value: { status: 'done', date: '2005-02-03', details: 'Absence d’amiante' },
        source: cited('Diagnostic Amiante', '2005-02-03'),
        sourceDate: day('2005-02-03'),
      },
      termites: fromPv({ status: 'outside', date: null, details: '' }),
      lift: fromPv({ status: 'checked', date: '2024-06-18', details: '' }),
      dtg: fromPv({ status: 'none', date: null, details: '' }),
    },
    documents: ANNEXES,
    certification: certification('K3M9PQ', 'K7M2QX9PTR', USED_DOCUMENTS),
  };
}

/** lots of the three-lot sale: flat, cellar, parking (245 + 12 + 30 / 10 000) */
const THREE_LOTS = [
  { number: '12', description: 'Appartement T3', tantiemes: 245, totalTantiemes: 10000 },
  { number: '48', description: 'Cave', tantiemes: 12, totalTantiemes: 10000 },
  { number: '103', description: 'Parking', tantiemes: 30, totalTantiemes: 10000 },
];

/**
 * Façade works (412 000 €, general tantièmes, 200 000 € of them borrowed by every lot,
 * called 30 / 40 / 30 %) and roof works of building A (126 000 €, its own key of 6 000,
 * the parking outside it, called 50 / 50 %): each lot's share, what was called by the
 * document's day, what remains, what the loan finances — to the cent.
 */
const WORKS: WorksValue = {
  status: 'voted',
  list: [
    {
      resolution: 'Résolution 14 — ravalement des façades',
      voted: '2026-03-12',
      amount: 412_000,
      key: null,
      loan: 200_000,
      calls: [
        { due: '2026-04-01', percent: 30 },
        { due: '2026-10-01', percent: 40 },
        { due: '2027-04-01', percent: 30 },
      ],
      lots: [
        { lot: '12', share: 10_094, called: 3_635.8, remaining: 1_558.2, loan: 4_900 },
        { lot: '48', share: 494.4, called: 178.08, remaining: 76.32, loan: 240 },
        { lot: '103', share: 1_236, called: 445.2, remaining: 190.8, loan: 600 },
      ],
    },
    {
      resolution: 'Résolution 15 — réfection de la toiture du bâtiment A',
      voted: '2026-03-12',
      amount: 126_000,
      key: {
        name: 'bâtiment A',
        total: 6000,
        lots: [
          { lot: '12', tantiemes: 245 },
          { lot: '48', tantiemes: 12 },
          { lot: '103', tantiemes: 0 },
        ],
      },
      loan: null,
      calls: [
        { due: '2026-07-01', percent: 50 },
        { due: '2027-01-01', percent: 50 },
      ],
      lots: [
        { lot: '12', share: 5_145, called: 2_572.5, remaining: 2_572.5, loan: 0 },
        { lot: '48', share: 252, called: 126, remaining: 126, loan: 0 },
        { lot: '103', share: 0, called: 0, remaining: 0, loan: 0 },
      ],
    },
  ],
};

/** per lot: what the works voted still have to call (I-C), the loan share, its remainder and instalment */
const WORKS_AND_LOAN: Record<string, Partial<Record<FinancialField, number>>> = {
  '12': {
    unbudget_not_due: 413_070,
    loan_share: 490_000,
    loan_remaining: 467_750,
    loan_instalment: 12_950,
  },
  '48': {
    unbudget_not_due: 20_232,
    loan_share: 24_000,
    loan_remaining: 22_911,
    loan_instalment: 634,
  },
  '103': {
    unbudget_not_due: 19_080,
    loan_share: 60_000,
    loan_remaining: 57_275,
    loan_instalment: 1_586,
  },
};

/** A flat, a cellar and a parking, with works voted and a collective loan; the notary agreed a daily prorata. */
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
    building: { lots: 120, permitDate: '1965-09-01', residential: true },
    terms: terms({ day: '2027-02-10', rule: 'prorata' }, { periodMonths: 3, next: '2027-01-05' }),
    figures: [
      ...THREE_LOTS.flatMap((lot) =>
        figures(lot.number, { ...lotAmounts(lot.tantiemes), ...WORKS_AND_LOAN[lot.number] }),
      ),
      ...figures(
        null,
        {
          ...BUILDING_FIGURES,
          unpaid: 2_410_000,
          unpaid_providers: 518_730,
          loan_amount: 20_000_000,
        },
        PV_SOURCE,
      ),
    ],
    record: {
      ...base.record,
      works: fromPv(WORKS),
      loan: fromPv({
        status: 'ongoing',
        date: '2036-06-30',
        details:
          'Emprunt collectif de 200 000 € sur 10 ans pour le ravalement, échéances trimestrielles',
      }),
    },
    certification: certification('T7R2WX', 'W4N8BZ3QHK', USED_DOCUMENTS),
  };
}

const CONVOCATION_SOURCE = cited('Convocation à l’assemblée générale', '2026-11-16');
const ORDER_SOURCE = cited('Arrêté municipal', '2026-05-06');

/** A copropriété under a provisional administrator, with proceedings and a safety order whose deadline passed. */
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
    // built before 1949: the lead report of the common parts is due, and the DTA
    building: { lots: 30, permitDate: '1936-05-04', residential: true },
    regulationReference: 'Acte du 3 avril 1937, Maître Lefort, notaire à Saint-Denis',
    // nobody gave the deed's day yet: the notary's space splits the calls when it is known
    terms: terms({ day: null, rule: 'art-6-2' }),
    figures: [
      ...figures('7', {
        budget: 124_000,
        unbudget: 38_000,
        wanted_loads: 212_480,
        article_33: 0,
        loan_due: 0,
        required_advances: 15_000,
        other_due: 84_300,
        reserved_advances: 0,
        early_provisions: 0,
        credit_balance: 0,
        ongoing_budget: 0,
        unbudget_not_due: 0,
        expected_budget: 248_000,
        works_funds_lot: 12_400,
        works_funds_last_contribution: 3_100,
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
          works_funds: 400_000,
          works_funds_contribution: 400_000,
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
      loan: fromPv({ status: 'none', date: null, details: '' }),
      orders: {
        value: {
          status: 'ongoing',
          date: '2026-05-06',
          details:
            'Arrêté de mise en sécurité du maire de Saint-Denis : reprise des balcons sous 6 mois',
          deadline: '2026-11-06',
        },
        source: ORDER_SOURCE,
        sourceDate: day('2026-05-06'),
      },
      difficulty: fromPv({
        status: 'ongoing',
        date: '2025-06-02',
        details:
          'Administrateur provisoire désigné par le tribunal judiciaire de Bobigny (article 29-1)',
      }),
      next_ag: {
        value: { status: 'scheduled', date: '2027-01-20', details: 'Vote des travaux des balcons' },
        source: CONVOCATION_SOURCE,
        sourceDate: day('2026-11-16'),
      },
      termites: fromPv({ status: 'zone', date: null, details: '' }),
      lift: fromPv({ status: 'no_lift', date: null, details: '' }),
    },
    // no DTA, no organisation entered: the document says what is missing and what to provide
    documents: [
      ...ANNEXES.filter((d) => d.doctype !== 5 && d.doctype !== 3),
      { doctype: 10, delivered: day('2026-05-06'), comment: 'Arrêté municipal' },
      { doctype: 10, delivered: day('2026-11-16'), comment: 'Convocation à l’assemblée générale' },
    ],
    certification: certification('D5V8NC', 'H9P3RT6MZA', [
      ...USED_DOCUMENTS,
      { type: 'Arrêté municipal', date: day('2026-05-06') },
      { type: 'Convocation à l’assemblée générale', date: day('2026-11-16') },
    ]),
  };
}

/**
 * The three-lot sale as it was printed before issue 33: lot shares of a 7 500 € fund beside
 * a 12 500 € fund, a loan share of 5 880 € for 245/10 000 of 200 000 €, a 721 € quarterly
 * provision for a 2 940 € budget share, the works' « quote-part du lot » holding the three
 * lots' total, one statement cited for a debt and a credit, the next AG « convoquée » on the
 * strength of a March PV. The checks refuse it; `pnpm sample:documents` writes no PDF of it.
 */
export function inconsistentSample(): PreEtatDateInput {
  const sale = threeLotSample();
  const scaled = (cents: number, tantiemes: number) => Math.round(cents * (tantiemes / 245));
  return {
    ...sale,
    reference: 'X4B8ZK',
    figures: sale.figures.map((figure) => {
      const lot = THREE_LOTS.find((l) => l.number === figure.lot);
      if (!lot) return figure;
      const was: Partial<Record<FinancialField, number>> = {
        budget: scaled(72_100, lot.tantiemes),
        credit_balance: lot.number === '12' ? 1_520 : 0,
        works_funds_lot: scaled(18_375, lot.tantiemes),
        loan_share: scaled(588_000, lot.tantiemes),
      };
      return figure.field in was ? { ...figure, cents: was[figure.field]! } : figure;
    }),
    record: {
      ...sale.record,
      works: fromPv({
        status: 'voted',
        list: [
          {
            ...WORKS.list[0]!,
            lots: [
              { lot: '12', share: 11_824.4, called: 2_955.2, remaining: 8_869.2, loan: 6_888 },
            ],
          },
        ],
      }),
      next_ag: fromPv({ status: 'scheduled', date: '2027-03-18', details: '' }),
    },
    certification: certification('X4B8ZK', 'Q2M7RT4VNB', USED_DOCUMENTS),
  };
}

/**
 * A sample as delivery would print it: the checks run on its figures, their list and the
 * mode of establishment in its certification. `blockers` are what refuses « Terminer ».
 */
export function checkedSample(input: PreEtatDateInput): {
  input: PreEtatDateInput;
  checks: CheckResult[];
  blockers: string[];
} {
  const checks = documentChecks(input, sampleContext(input));
  const documents = input.certification?.documents.length ?? 0;
  return {
    input: {
      ...input,
      certification: input.certification && {
        ...input.certification,
        statement: statementFor('verified', input, documents),
        checks: performedChecks(checks),
      },
    },
    checks,
    blockers: finishBlockers(checks),
  };
}

export const SAMPLES = [
  { name: 'un-lot', input: oneLotSample },
  { name: 'trois-lots-travaux-emprunt', input: threeLotSample },
  { name: 'copropriete-en-difficulte', input: difficultySample },
] as const;

/** The order the checks must refuse: `pnpm sample:documents` says why and prints nothing. */
export const INCONSISTENT_SAMPLE = {
  name: 'trois-lots-incoherent',
  input: inconsistentSample,
} as const;
