import {
  docTypeLabel,
  formatCents,
  formatDateInFull,
  formatTantiemes,
  settleCalls,
  totalOf,
  type BuildingRecordItemKey,
  type FinancialField,
  type SettlementRule,
  type ShareKey,
  type StatusValue,
  type WorksValue,
} from '@ped/domain';
import {
  amount,
  date,
  text,
  type AnnexedDocument,
  type Certification,
  type DetailTable,
  type Issuer,
  type Lot,
  type LotStatement,
  type PreEtatDateModel,
  type Row,
  type Section,
} from './model';
import { buildScheduleSection, buildSynthesis } from './synthesis';
import { documentSchedule } from './schedule-of';
import {
  annexedOfType,
  fromLatestPv,
  MAINTENANCE_LOG,
  obligationRow,
  statusRow,
  usable,
  worksRow,
  ASBESTOS,
  LEAD,
  GENERIC_DIAGNOSTIC,
} from './record-rows';

export interface FigureForDocument {
  field: FinancialField;
  /** the lot's number; null for a copropriété figure */
  lot: string | null;
  cents: number | null;
  /** « Déclaration du vendeur », « Procès-Verbal (PVs) du 12 mars 2024 »… */
  source: string | null;
}

/** A statement about the life of the copropriété or its technical file, and its source. */
export interface RecordForDocument {
  value: StatusValue | WorksValue;
  /** « Procès-Verbal (PVs) du 12 mars 2024 », « Saisie du rédacteur le … » */
  source: string | null;
  /** the date of the source document, confirmed by staff: a statement of absence is printed only with one */
  sourceDate: Date | null;
}

export interface RegisterDocumentForDocument {
  doctype: number;
  delivered: Date | null;
  comment: string | null;
}

export interface FinancialYear {
  start: Date | null;
  end: Date | null;
}

/** What the call schedule and the split at the signing rest on, beyond the figures. */
export interface SaleTerms {
  /** ISO day the current financial year starts: the day after N-1's end */
  exerciseStart: string | null;
  /** budget calls a year; null = quarterly, the legal default */
  budgetCalls: number | null;
  loan: { periodMonths: number | null; next: string | null };
  keys: { worksFunds: ShareKey | null; loan: ShareKey | null };
  /** the deed's day when the seller or the notary gave it, and the rule the notary chose */
  signing: { day: string | null; rule: SettlementRule };
}

/** Everything the document needs, already read from the order, its register and figures. */
export interface PreEtatDateInput {
  reference: string;
  /** the delivery day (« Terminer »), or the preview's day */
  issuedAt: Date;
  coproprieteName: string | null;
  address: string | null;
  registrationNumber: string | null;
  syndic: { name: string | null; address: string | null; contact: string | null };
  sellers: Array<{ name: string; address: string | null }>;
  lots: Lot[];
  /** the lots given a statement each, when not `lots` (one statement for a sale nobody split per lot) */
  statementLots?: Lot[];
  /** main lots of the copropriété and building permit day (ISO): which obligations apply */
  building: { lots: number | null; permitDate: string | null };
  lastApprovedAccounts: Date | null;
  advancesDate: Date | null;
  worksFundsDate: Date | null;
  lastContributionDate: Date | null;
  years: { n: FinancialYear; n1: FinancialYear };
  terms: SaleTerms;
  figures: FigureForDocument[];
  record: Partial<Record<BuildingRecordItemKey, RecordForDocument>>;
  documents: RegisterDocumentForDocument[];
  certification: Certification | null;
}

type FigureRow = (name: FinancialField, label: string) => Row;

/** The rows of a section followed by their total (the notary withholds I-A's at the sale). */
function withTotal(rows: Row[], label: string): Row[] {
  const total = totalOf(rows.map((r) => (r.value.kind === 'amount' ? r.value.cents : null)));
  return [
    ...rows,
    {
      label,
      value: amount(total.cents),
      total: true,
      note: total.partial ? 'Hors montants non communiqués' : null,
    },
  ];
}

const owedBySellerRows = (figure: FigureRow): Row[] =>
  withTotal(
    [
      figure('budget', 'Provisions exigibles du budget prévisionnel'),
      figure('unbudget', 'Provisions exigibles des dépenses hors budget'),
      figure('wanted_loads', 'Charges impayées des exercices antérieurs'),
      figure('article_33', 'Sommes devenues exigibles (article 33 de la loi du 10 juillet 1965)'),
      figure('loan_due', 'Sommes exigibles au titre de l’emprunt collectif (article 26-8)'),
      figure('required_advances', 'Avances exigibles'),
      figure('other_due', 'Autres sommes exigibles (condamnations, frais de recouvrement)'),
    ],
    'Total dû par le vendeur (I-A)',
  );

const owedToSellerRows = (figure: FigureRow): Row[] =>
  withTotal(
    [
      figure('reserved_advances', 'Avances (réserve, fonds de roulement)'),
      figure('early_provisions', 'Provisions exigées par anticipation'),
      figure('credit_balance', 'Solde créditeur du compte du vendeur'),
    ],
    'Total dû au vendeur (I-B)',
  );

const borneByBuyerRows = (figure: FigureRow): Row[] =>
  withTotal(
    [
      figure('reserved_advances', 'Reconstitution des avances'),
      figure('ongoing_budget', 'Provisions du budget prévisionnel non encore exigibles'),
      figure(
        'unbudget_not_due',
        'Provisions hors budget non encore exigibles (travaux votés, échéancier)',
      ),
    ],
    'Total à la charge de l’acquéreur (I-C)',
  );

const yearTitle = (name: string, year: FinancialYear) =>
  year.start && year.end
    ? `${name} (du ${formatDateInFull(year.start)} au ${formatDateInFull(year.end)})`
    : `${name} (dates de l’exercice non communiquées)`;

const lotTitle = (lot: Lot) => {
  const tantiemes = formatTantiemes(lot.tantiemes, lot.totalTantiemes);
  return [
    lot.number ? `Lot n° ${lot.number}` : 'Lot vendu',
    lot.description,
    tantiemes ? `${tantiemes} tantièmes` : 'tantièmes non communiqués',
  ]
    .filter(Boolean)
    .join(' — ');
};

/** The record states, from a dated source, that the copropriété has no collective loan. */
const statesNoLoan = (input: PreEtatDateInput) => usable(input, 'loan')?.value.status === 'none';

function lotStatement(input: PreEtatDateInput, lot: Lot, figure: FigureRow): LotStatement {
  const { n, n1 } = input.years;
  return {
    title: lotTitle(lot),
    sections: [
      {
        title: 'I-A. Sommes dues par le vendeur au syndicat des copropriétaires',
        rows: owedBySellerRows(figure),
      },
      {
        title: 'I-B. Sommes dont le syndicat pourrait être débiteur envers le vendeur',
        rows: [
          ...owedToSellerRows(figure),
          { label: 'Date de constitution des avances', value: date(input.advancesDate) },
        ],
      },
      {
        title: 'I-C. Sommes qui devraient incomber à l’acquéreur',
        rows: borneByBuyerRows(figure),
      },
      {
        title: 'Budget, fonds de travaux et emprunt collectif du lot',
        rows: [
          figure('expected_budget', 'Quote-part du budget prévisionnel de l’exercice en cours'),
          figure('works_funds_lot', 'Quote-part du fonds de travaux attachée au lot'),
          figure(
            'works_funds_last_contribution',
            'Dernière cotisation au fonds de travaux versée par le vendeur',
          ),
          { label: 'Date de cette cotisation', value: date(input.lastContributionDate) },
          // a copropriété stated without a loan has no share of one to leave « Non communiqué »
          ...(statesNoLoan(input)
            ? []
            : [
                figure('loan_share', 'Quote-part du lot dans l’emprunt collectif'),
                figure('loan_remaining', 'Capital restant à rembourser par le lot'),
                figure('loan_instalment', 'Échéance de remboursement de l’emprunt (part du lot)'),
              ]),
        ],
      },
    ],
    annexYears: {
      title: 'Annexe : charges du vendeur sur les deux derniers exercices clos',
      years: [
        {
          title: yearTitle('Exercice N-1', n),
          rows: [
            figure('expected_budget_n', 'Charges courantes (budget) appelées'),
            figure('budget_n', 'Charges courantes (budget) réelles'),
            figure('expected_hors_budget_n', 'Charges hors budget appelées'),
            figure('hors_budget_n', 'Charges hors budget réelles'),
          ],
        },
        {
          title: yearTitle('Exercice N-2', n1),
          rows: [
            figure('expected_budget_n1', 'Charges courantes (budget) appelées'),
            figure('budget_n1', 'Charges courantes (budget) réelles'),
            figure('expected_hors_budget_n1', 'Charges hors budget appelées'),
            figure('hors_budget_n1', 'Charges hors budget réelles'),
          ],
        },
      ],
    },
  };
}

/** I-A, I-B, I-C of each lot side by side, and the whole sale: what the notary settles. */
function saleTotals(statements: LotStatement[], lots: Lot[]): DetailTable {
  const totalRow = (statement: LotStatement, index: number) =>
    statement.sections[index]!.rows.find((r) => r.total)!;
  const cents = (row: Row) => (row.value.kind === 'amount' ? row.value.cents : null);
  const labels = [
    'I-A — dû par le vendeur au syndicat',
    'I-B — dû au vendeur par le syndicat',
    'I-C — à la charge de l’acquéreur',
  ];
  const rows = labels.map((label, index) => {
    const perLot = statements.map((s) => cents(totalRow(s, index)));
    const sale = totalOf(perLot);
    return [
      label,
      ...perLot.map((c) => (c === null ? null : formatCents(c))),
      sale.cents === null ? null : formatCents(sale.cents),
    ];
  });
  return {
    title: 'Récapitulatif de la vente (tous les lots)',
    amountFrom: 1,
    headers: ['', ...lots.map((l) => (l.number ? `Lot ${l.number}` : 'Lot')), 'Total de la vente'],
    rows,
    source: null,
  };
}

function identification(input: PreEtatDateInput): Row[] {
  const sellers = input.sellers.map((s) => (s.address ? `${s.name}, ${s.address}` : s.name));
  return [
    { label: 'Copropriété', value: text(input.coproprieteName) },
    { label: 'Adresse de l’immeuble', value: text(input.address) },
    { label: 'Numéro d’immatriculation', value: text(input.registrationNumber) },
    { label: 'Syndic', value: text(input.syndic.name) },
    { label: 'Adresse du syndic', value: text(input.syndic.address) },
    { label: 'Contact du syndic', value: text(input.syndic.contact) },
    { label: sellers.length > 1 ? 'Vendeurs' : 'Vendeur', value: text(sellers.join(' ; ')) },
    {
      label: 'Date de la dernière assemblée ayant approuvé les comptes',
      value: date(input.lastApprovedAccounts),
    },
  ];
}

function finances(input: PreEtatDateInput, building: FigureRow): Section {
  return {
    title: 'Situation financière de la copropriété',
    intro: 'Au jour de la dernière assemblée générale ayant approuvé les comptes.',
    rows: [
      building('building_budget', 'Budget prévisionnel voté pour l’exercice en cours'),
      building('building_budget_n', 'Budget prévisionnel voté pour l’exercice N-1'),
      building('unpaid', 'Montant total des charges impayées de la copropriété'),
      building('unpaid_providers', 'Dettes de la copropriété envers les fournisseurs'),
      obligationRow(input, 'works_funds'),
      building('works_funds', 'Montant du fonds de travaux de la copropriété'),
      building(
        'works_funds_contribution',
        'Cotisation annuelle au fonds de travaux (appelée avec les provisions du budget)',
      ),
      // the PPT's works matter once one is adopted (the fund's minimum, art. 14-2-1)
      ...(usable(input, 'ppt')?.value.status === 'adopted' ||
      input.figures.some((f) => f.field === 'ppt_works' && f.cents !== null)
        ? [building('ppt_works', 'Travaux prévus par le plan pluriannuel de travaux adopté')]
        : []),
      { label: 'Date de la situation du fonds de travaux', value: date(input.worksFundsDate) },
      building(
        'transfer_fees',
        'Honoraires du syndic pour la mutation (état daté ; 380 € TTC au plus, décret 2020-153)',
      ),
    ],
  };
}

export function buildModel(input: PreEtatDateInput, issuer: Issuer): PreEtatDateModel {
  const figureOf = (name: FinancialField, lot: string | null, label: string): Row => {
    const figure = input.figures.find((f) => f.field === name && f.lot === lot);
    return { label, value: amount(figure?.cents), source: figure?.source ?? null };
  };
  const listed = input.statementLots ?? input.lots;
  const lots: Lot[] = listed.length
    ? listed
    : [{ number: null, description: null, tantiemes: null, totalTantiemes: null }];
  const statements = lots.map((lot) =>
    lotStatement(input, lot, (name, label) => figureOf(name, lot.number, label)),
  );
  const { documents } = input;
  const works = worksRow(input, fromLatestPv(documents));
  const columns = lots.map((lot) => ({
    lot: lot.number,
    heading: lot.number ? `Lot ${lot.number}` : 'Lot',
  }));
  const schedule = documentSchedule(input);
  const { day, rule } = input.terms.signing;
  const settlement = day ? settleCalls(schedule, day, rule) : null;

  return {
    blank: false,
    synthesis: buildSynthesis(input, statements, columns, settlement),
    schedule: buildScheduleSection(input, columns, schedule, settlement),
    reference: input.reference,
    issuedAt: input.issuedAt,
    place: issuer.city,
    identification: identification(input),
    lots: input.lots,
    lotStatements: statements,
    saleTotals: statements.length > 1 ? saleTotals(statements, lots) : null,
    finances: finances(input, (name, label) => figureOf(name, null, label)),
    life: {
      title: 'Vie de la copropriété',
      rows: [
        works.row,
        statusRow(input, 'proceedings', fromLatestPv(documents)),
        statusRow(input, 'loan'),
        ...(statesNoLoan(input)
          ? []
          : [
              figureOf(
                'loan_amount',
                null,
                'Montant de l’emprunt collectif souscrit par le syndicat',
              ),
            ]),
        statusRow(input, 'orders'),
        statusRow(input, 'amendments'),
        statusRow(input, 'private_equipment'),
        statusRow(input, 'insurance'),
        statusRow(input, 'difficulty'),
        statusRow(input, 'next_ag'),
      ],
      ...(works.details ? { details: works.details } : {}),
    },
    technical: {
      title: 'Dossier technique',
      intro: `Obligations appréciées au ${formatDateInFull(input.issuedAt)} d’après le nombre de lots et la date du permis de construire.`,
      rows: [
        obligationRow(input, 'ppt'),
        obligationRow(input, 'dpe'),
        obligationRow(input, 'dtg', annexedOfType(documents, GENERIC_DIAGNOSTIC)),
        obligationRow(input, 'maintenance_log', annexedOfType(documents, MAINTENANCE_LOG)),
        statusRow(input, 'dta', annexedOfType(documents, ASBESTOS)),
        statusRow(input, 'lead', annexedOfType(documents, LEAD)),
        statusRow(input, 'termites'),
        statusRow(input, 'lift'),
      ],
    },
    annexes: documents.map<AnnexedDocument>((d) => ({
      type: docTypeLabel(d.doctype),
      delivered: d.delivered,
      comment: d.comment,
    })),
    certification: input.certification,
    issuer,
  };
}
