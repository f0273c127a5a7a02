import {
  addDays,
  cite,
  exerciseTitle,
  formatCents,
  formatDateInFull,
  formatTantiemes,
  nextAgDate,
  parisDay,
  settleCalls,
  totalOf,
  type BuildingRecordItemKey,
  type FinancialField,
  type OrganisationValue,
  type SettlementRule,
  type ShareKey,
  type StatusValue,
  type WorksValue,
} from '@ped/domain';
import {
  amount,
  date,
  text,
  NOT_APPLICABLE,
  type Certification,
  type DetailTable,
  type Issuer,
  type Lot,
  type LotStatement,
  type PreEtatDateModel,
  type Row,
  type Section,
  type SourceRef,
} from './model';
import { buildScheduleSection, buildSynthesis } from './synthesis';
import { documentSchedule } from './schedule-of';
import {
  fromLatestPv,
  statusOf,
  statusRow,
  usable,
  worksRow,
  type DocumentContext,
} from './record-rows';
import { fundObligationRow, noFund, technicalSection, buildingFacts } from './technical-file';
import { organisationBlock } from './organisation-block';
import { indexSources, type AnnexedDocument } from './sources';

export interface FigureForDocument {
  field: FinancialField;
  /** the lot's number; null for a copropriété figure */
  lot: string | null;
  cents: number | null;
  /** the document, form or entry it was read from; null when nobody gave it */
  source: SourceRef | null;
}

/** A statement about the building (its organisation, life or technical file), and its source. */
export interface RecordForDocument {
  value: StatusValue | WorksValue | OrganisationValue;
  source: SourceRef | null;
  /** the date of the source document, confirmed by staff: a statement of absence is printed only with one */
  sourceDate: Date | null;
}

export type RegisterDocumentForDocument = AnnexedDocument;

export interface FinancialYear {
  start: Date | null;
  end: Date | null;
}

/** What the call schedule and the split at the signing rest on, beyond the figures. */
export interface SaleTerms {
  /** ISO day the current financial year starts: the day after the last closed one's end */
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
  /** the facts every obligation is judged on: main lots, building permit (ISO), housing use */
  building: { lots: number | null; permitDate: string | null; residential: boolean | null };
  /** the règlement de copropriété as the seller's title deed names it */
  regulationReference: string | null;
  /** the offer includes the free update until the next general assembly */
  freeUpdate: boolean;
  lastApprovedAccounts: Date | null;
  advancesDate: Date | null;
  worksFundsDate: Date | null;
  lastContributionDate: Date | null;
  /** `n`: the last closed financial year; `n1`: the one before */
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
  // a row « Sans objet » has nothing to add, it leaves the total whole
  const total = totalOf(
    rows
      .filter((r) => r.value.kind === 'amount')
      .map((r) => (r.value as { cents: number | null }).cents),
  );
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

/** The record states, from a dated source, that the copropriété has no collective loan. */
const statesNoLoan = (input: PreEtatDateInput) => statusOf(input, 'loan')?.status === 'none';

/** A row that cannot apply (no loan, no fund) reads « Sans objet », not 0 nor « Non communiqué ». */
const unless = (applies: boolean, row: Row): Row =>
  applies ? row : { label: row.label, value: NOT_APPLICABLE };

const owedBySellerRows = (figure: FigureRow, loan: boolean): Row[] =>
  withTotal(
    [
      figure('budget', 'Provisions exigibles du budget prévisionnel'),
      figure('unbudget', 'Provisions exigibles des dépenses hors budget'),
      figure('wanted_loads', 'Charges impayées des exercices antérieurs'),
      figure('article_33', `Sommes devenues exigibles (${cite('article33')})`),
      unless(
        loan,
        figure(
          'loan_due',
          `Sommes exigibles au titre de l’emprunt collectif (${cite('loanAtSale')})`,
        ),
      ),
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

const isoDay = (value: Date | null) => (value ? parisDay(value) : null);

/** « Exercice 2025, du 1er janvier au 31 décembre 2025 »: a closed year named by its dates. */
const yearTitle = (year: FinancialYear, which: string) => {
  const start = isoDay(year.start);
  const end = isoDay(year.end);
  return start && end ? exerciseTitle(start, end) : `${which} (dates non communiquées)`;
};

/** « l’exercice 2026 »: the year in progress, the day after the last closed one. */
function currentYear(input: PreEtatDateInput): string {
  const start = input.terms.exerciseStart;
  if (!start) return 'l’exercice en cours';
  const end = addDays(`${Number(start.slice(0, 4)) + 1}${start.slice(4)}`, -1);
  return `l’${exerciseTitle(start, end).split(',')[0]!.toLowerCase()}`;
}

/** « l’exercice 2025 »: the last closed year, by its dates. */
function lastClosedYear(input: PreEtatDateInput): string {
  const { start, end } = input.years.n;
  return start && end
    ? `l’${exerciseTitle(parisDay(start), parisDay(end)).split(',')[0]!.toLowerCase()}`
    : 'le dernier exercice clos';
}

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

/** « Situation au 2 novembre 2026 »: the day of the latest document the lot's figures are read in. */
function lotSituation(input: PreEtatDateInput, lot: Lot): string {
  const days = input.figures
    .filter(
      (f) => f.lot === lot.number && f.cents !== null && f.source?.isDocument && f.source.date,
    )
    .map((f) => f.source!.date!.getTime());
  const latest = days.length ? new Date(Math.max(...days)) : input.issuedAt;
  return `Compte du vendeur : situation au ${formatDateInFull(latest)}.`;
}

function lotStatement(context: DocumentContext, lot: Lot, figure: FigureRow): LotStatement {
  const { input } = context;
  const loan = !statesNoLoan(input);
  const fund = !noFund(input);
  return {
    title: lotTitle(lot),
    situation: lotSituation(input, lot),
    sections: [
      {
        title: 'I-A. Sommes dues par le vendeur au syndicat des copropriétaires',
        rows: owedBySellerRows(figure, loan),
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
          figure('expected_budget', `Quote-part du budget prévisionnel de ${currentYear(input)}`),
          unless(fund, figure('works_funds_lot', 'Quote-part du fonds de travaux attachée au lot')),
          unless(
            fund,
            figure(
              'works_funds_last_contribution',
              'Dernière cotisation au fonds de travaux versée par le vendeur',
            ),
          ),
          unless(fund, {
            label: 'Date de cette cotisation',
            value: date(input.lastContributionDate),
          }),
          unless(loan, figure('loan_share', 'Quote-part du lot dans l’emprunt collectif')),
          unless(loan, figure('loan_remaining', 'Capital restant à rembourser par le lot')),
          unless(
            loan,
            figure('loan_instalment', 'Échéance de remboursement de l’emprunt (part du lot)'),
          ),
        ],
      },
    ],
    annexYears: {
      title: 'Charges du vendeur sur les deux derniers exercices clos',
      years: [
        {
          title: yearTitle(input.years.n, 'Dernier exercice clos'),
          rows: [
            figure('expected_budget_n', 'Charges courantes (budget) appelées'),
            figure('budget_n', 'Charges courantes (budget) réelles'),
            figure('expected_hors_budget_n', 'Charges hors budget appelées'),
            figure('hors_budget_n', 'Charges hors budget réelles'),
          ],
        },
        {
          title: yearTitle(input.years.n1, 'Exercice précédent'),
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
    ref: null,
  };
}

function identification(input: PreEtatDateInput): Row[] {
  const sellers = input.sellers.map((s) => (s.address ? `${s.name}, ${s.address}` : s.name));
  return [
    { label: 'Copropriété', value: text(input.coproprieteName) },
    { label: 'Adresse de l’immeuble', value: text(input.address) },
    { label: 'Numéro d’immatriculation', value: text(input.registrationNumber) },
    { label: 'Immeuble', value: text(buildingFacts(input)) },
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

function finances(context: DocumentContext, building: FigureRow): Section {
  const { input } = context;
  const fund = !noFund(input);
  const accounts = formatDateInFull(input.lastApprovedAccounts);
  return {
    title: 'Situation financière de la copropriété',
    intro: accounts
      ? `Situation au ${accounts}, jour de la dernière assemblée générale ayant approuvé les comptes.`
      : 'Situation au jour de la dernière assemblée générale ayant approuvé les comptes (date non communiquée).',
    rows: [
      building('building_budget', `Budget prévisionnel voté pour ${currentYear(input)}`),
      building('building_budget_n', `Budget prévisionnel voté pour ${lastClosedYear(input)}`),
      building('unpaid', 'Montant total des charges impayées de la copropriété'),
      building('unpaid_providers', 'Dettes de la copropriété envers les fournisseurs'),
      fundObligationRow(input),
      unless(fund, building('works_funds', 'Montant du fonds de travaux de la copropriété')),
      unless(
        fund,
        building(
          'works_funds_contribution',
          'Cotisation annuelle au fonds de travaux (appelée avec les provisions du budget)',
        ),
      ),
      // the PPT's works matter once one is adopted (the fund's minimum, art. 14-2-1)
      ...(statusOf(input, 'ppt')?.status === 'adopted' ||
      input.figures.some((f) => f.field === 'ppt_works' && f.cents !== null)
        ? [building('ppt_works', 'Travaux prévus par le plan pluriannuel de travaux adopté')]
        : []),
      unless(fund, {
        label: 'Date de la situation du fonds de travaux',
        value: date(input.worksFundsDate),
      }),
      building(
        'transfer_fees',
        `Honoraires du syndic pour la mutation (état daté ; 380 € TTC au plus, ${cite('transferFees')})`,
      ),
    ],
  };
}

/**
 * « Valable jusqu’à la prochaine assemblée générale (18 mars 2027) »: the figures change with
 * the accounts it approves and the budget it votes; the free update runs until then.
 */
function validity(input: PreEtatDateInput): string {
  const next = nextAgDate(statusOf(input, 'next_ag'));
  const day = (iso: string) => formatDateInFull(`${iso}T12:00:00Z`);
  // an assembly announced for a day already past says nothing of the next one
  const until = !next
    ? 'jusqu’à la prochaine assemblée générale (date non communiquée)'
    : next > parisDay(input.issuedAt)
      ? `jusqu’à la prochaine assemblée générale, le ${day(next)}`
      : `jusqu’à la prochaine assemblée générale (celle annoncée pour le ${day(next)} est passée : date non communiquée)`;
  const update = input.freeUpdate
    ? 'mise à jour gratuite sur demande jusqu’à cette assemblée'
    : 'une mise à jour demande une nouvelle commande';
  return `Informations valables ${until}, qui approuvera les comptes et votera le budget : ${update}.`;
}

/** « PED-K3M9PQ, version 1 — Résidence Le Parc — lots 12, 48, 103 », on every page. */
function pageHeader(input: PreEtatDateInput): string {
  const numbers = input.lots.map((lot) => lot.number).filter(Boolean);
  const document = input.certification
    ? `${input.certification.number}, version ${input.certification.version}`
    : `Commande ${input.reference} (aperçu, non délivré)`;
  return [
    `Pré-état daté ${document}`,
    input.coproprieteName,
    numbers.length ? `${numbers.length > 1 ? 'lots' : 'lot'} ${numbers.join(', ')}` : null,
  ]
    .filter(Boolean)
    .join(' — ');
}

/** Every source a printed figure or statement cites. */
function citedSources(input: PreEtatDateInput): SourceRef[] {
  return [
    ...input.figures.filter((f) => f.cents !== null).map((f) => f.source),
    ...(Object.keys(input.record) as BuildingRecordItemKey[]).map(
      (key) => usable(input, key)?.source,
    ),
  ].filter((s): s is SourceRef => Boolean(s));
}

export function buildModel(input: PreEtatDateInput, issuer: Issuer): PreEtatDateModel {
  const context: DocumentContext = {
    input,
    sources: indexSources(citedSources(input), input.documents),
  };
  const figureOf = (name: FinancialField, lot: string | null, label: string): Row => {
    const figure = input.figures.find((f) => f.field === name && f.lot === lot);
    return { label, value: amount(figure?.cents), ref: context.sources.refOf(figure?.source) };
  };
  const listed = input.statementLots ?? input.lots;
  const lots: Lot[] = listed.length
    ? listed
    : [{ number: null, description: null, tantiemes: null, totalTantiemes: null }];
  const statements = lots.map((lot) =>
    lotStatement(context, lot, (name, label) => figureOf(name, lot.number, label)),
  );
  const { documents } = input;
  const works = worksRow(context, fromLatestPv(documents));
  const columns = lots.map((lot) => ({
    lot: lot.number,
    heading: lot.number ? `Lot ${lot.number}` : 'Lot',
  }));
  const schedule = documentSchedule(input);
  const { day, rule } = input.terms.signing;
  const settlement = day ? settleCalls(schedule, day, rule) : null;
  const noLoan = statesNoLoan(input);

  return {
    blank: false,
    synthesis: buildSynthesis(context, statements, columns, settlement),
    schedule: buildScheduleSection(input, columns, schedule, settlement),
    reference: input.reference,
    issuedAt: input.issuedAt,
    place: issuer.city,
    header: pageHeader(input),
    identification: identification(input),
    lots: input.lots,
    organisation: organisationBlock(context),
    lotStatements: statements,
    saleTotals: statements.length > 1 ? saleTotals(statements, lots) : null,
    finances: finances(context, (name, label) => figureOf(name, null, label)),
    life: {
      title: 'Vie de la copropriété',
      rows: [
        works.row,
        statusRow(context, 'proceedings', fromLatestPv(documents)),
        statusRow(context, 'loan'),
        unless(
          !noLoan,
          figureOf('loan_amount', null, 'Montant de l’emprunt collectif souscrit par le syndicat'),
        ),
        statusRow(context, 'orders'),
        statusRow(context, 'amendments'),
        statusRow(context, 'private_equipment'),
        statusRow(context, 'insurance'),
        statusRow(context, 'difficulty'),
        statusRow(context, 'next_ag'),
      ],
      ...(works.details ? { details: works.details } : {}),
    },
    technical: technicalSection(context),
    sources: context.sources.list,
    validity: validity(input),
    certification: input.certification,
    issuer,
  };
}
