import {
  INSTALMENT_ROUNDING,
  citeInText,
  LOAN_TRANSFER_CONDITION,
  SETTLEMENT_RULES,
  SYNTHESIS_TEXTS,
  buyerYearlyCost,
  formatCents,
  formatDateInFull,
  loanRuleAtSale,
  notaryAlerts,
  settleCalls,
  totalOf,
  worksCalls,
  type CallNature,
  type ScheduledCall,
  type Settlement,
  type SplitCall,
  type StatedFact,
  type StatusValue,
} from '@ped/domain';
import type { PreEtatDateInput } from './build-model';
import {
  NOT_APPLICABLE_TEXT as NOT_APPLICABLE,
  type DetailTable,
  type LotStatement,
  type Row,
  type ScheduleSection,
  type Synthesis,
} from './model';
import { statusRow, usable, worksRow, type DocumentContext } from './record-rows';
import { missingObligations, noFund } from './technical-file';
import { sourceLabel } from './sources';
import {
  budgetCallsOf,
  documentDay,
  figureCents,
  loanEnd,
  lotFundContribution,
  numberedLots,
  worksVoted,
} from './schedule-of';

/**
 * Page 1 of the pré-état daté, « Synthèse pour le notaire », and the échéancier it sums up:
 * what to withhold from the price, what the buyer repays the seller, who pays which call at
 * the signing, the collective loan's rule at a sale, the alerts, the buyer's yearly cost.
 */

const fullDay = (day: string) => formatDateInFull(`${day}T12:00:00Z`);
const euros = (cents: number | null) => (cents === null ? null : formatCents(cents));
const eurosToCents = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

type Column = { lot: string | null; heading: string };

/** An amount, « au moins … » when some of its parts are not known; nothing known prints as such. */
const atLeast = (total: { cents: number | null; partial: boolean }) =>
  total.cents === null || (total.partial && total.cents === 0)
    ? null
    : `${total.partial ? 'au moins ' : ''}${formatCents(total.cents)}`;

/** A line of the synthesis: one amount per lot (`partial`: some of its parts are not known), and the sale's total when there are several. */
function amountsRow(
  label: string,
  values: Array<number | null>,
  sale: boolean,
  partial: boolean[] = [],
): Array<string | null> {
  const total = totalOf(values);
  return [
    label,
    ...values.map((cents, i) => atLeast({ cents, partial: Boolean(partial[i]) })),
    ...(sale ? [atLeast({ ...total, partial: total.partial || partial.some(Boolean) })] : []),
  ];
}

const totalCents = (row: Row | undefined) =>
  row && row.value.kind === 'amount' ? row.value.cents : null;

/** I-A, I-B or I-C's total of a lot's statement. */
const sectionTotal = (statement: LotStatement, index: number) =>
  totalCents(statement.sections[index]!.rows.find((r) => r.total));

function fact(
  input: PreEtatDateInput,
  key: 'proceedings' | 'orders' | 'difficulty',
): StatedFact | null {
  const entry = usable(input, key);
  if (!entry) return null;
  const value = entry.value as StatusValue;
  return { ...value, source: entry.source ? sourceLabel(entry.source) : null };
}

/** The amounts the seller owes (I-A). */
const OWED: readonly string[] = [
  'budget',
  'unbudget',
  'wanted_loads',
  'article_33',
  'loan_due',
  'required_advances',
  'other_due',
];

/** Sources of the amounts the seller owes (I-A), each once. */
function owedSources(input: PreEtatDateInput, columns: Column[]): string[] {
  const sources = input.figures
    .filter((f) => OWED.includes(f.field) && (f.cents ?? 0) > 0)
    .filter((f) => columns.some((c) => c.lot === f.lot) && f.source)
    .map((f) => sourceLabel(f.source!));
  return [...new Set(sources)];
}

function alertsOf(
  { input, sources }: DocumentContext,
  statements: LotStatement[],
  columns: Column[],
): Synthesis['alerts'] {
  const unpaid = input.figures.find((f) => f.field === 'unpaid' && f.lot === null);
  const alerts = notaryAlerts({
    issuedOn: documentDay(input),
    sellerOwes: {
      cents: totalOf(statements.map((s) => sectionTotal(s, 0))).cents,
      sources: owedSources(input, columns),
    },
    proceedings: fact(input, 'proceedings'),
    orders: fact(input, 'orders'),
    difficulty: fact(input, 'difficulty'),
    unpaid:
      unpaid?.cents == null
        ? null
        : { cents: unpaid.cents, source: unpaid.source ? sourceLabel(unpaid.source) : null },
    budget: figureCents(input, 'building_budget', null),
    buildingLots: input.building.lots,
    missing: missingObligations(input),
  });
  return alerts.map((alert) => ({
    text: alert.text,
    refs: alert.sources.map((label) => sources.refOfLabel(label)).filter((n) => n !== null),
    law: alert.law,
  }));
}

/** The works still to be called per resolution, and who pays them at the signing. */
function worksTable(input: PreEtatDateInput, settlementDay: string | null): DetailTable | null {
  const works = worksVoted(input);
  if (!works.length) return null;
  const today = documentDay(input);
  const rule = input.terms.signing.rule;
  const rows = works.map((work) => {
    const remaining = totalOf(work.lots.map((line) => eurosToCents(line.remaining)));
    const calls = work.lots.flatMap((line) => {
      const share = eurosToCents(line.share);
      return share === null
        ? []
        : worksCalls(line.lot, {
            resolution: work.resolution,
            callable: share - (eurosToCents(line.loan) ?? 0),
            calls: work.calls,
          }).filter((call) => call.due > today);
    });
    const days = [...new Set(calls.map((call) => call.due))].map(fullDay);
    const label = `${work.resolution}${days.length ? ` (appel${days.length > 1 ? 's' : ''} du ${days.join(', du ')})` : work.calls.length ? ' (plus d’appel à venir)' : ' (échéancier non communiqué)'}`;
    const split =
      settlementDay && calls.length ? settleCalls(calls, settlementDay, rule).total : null;
    return [
      label,
      euros(remaining.cents),
      ...(settlementDay ? [euros(split?.seller ?? null), euros(split?.buyer ?? null)] : []),
    ];
  });
  return {
    title: 'Travaux votés restant à appeler',
    headers: ['Résolution', 'Reste à appeler', ...(settlementDay ? ['Vendeur', 'Acquéreur'] : [])],
    amountFrom: 1,
    rows,
    ref: null,
  };
}

const LOAN_FIGURES = ['loan_amount', 'loan_share', 'loan_remaining', 'loan_instalment'];

/** The copropriété has a collective loan: a figure of it above zero, or the record says one is in progress. */
const hasLoan = (input: PreEtatDateInput) =>
  input.figures.some((f) => LOAN_FIGURES.includes(f.field) && (f.cents ?? 0) > 0) ||
  Boolean(loanEnd(input)) ||
  (input.record.loan?.value as StatusValue | undefined)?.status === 'ongoing';

function loanParagraph(input: PreEtatDateInput, columns: Column[]): string | null {
  if (!hasLoan(input)) return null;
  const remaining = columns.map((c) => figureCents(input, 'loan_remaining', c.lot));
  const financed = worksVoted(input).filter(
    (work) => (work.loan ?? 0) > 0 || work.lots.some((line) => (line.loan ?? 0) > 0),
  );
  const votedOn = financed.map((work) => work.voted).sort()[0] ?? null;
  const total = totalOf(remaining);
  const perLot =
    columns.length > 1
      ? ` (${columns.map((c, i) => `${c.heading.toLowerCase()} : ${euros(remaining[i]!) ?? 'non communiqué'}`).join(' ; ')})`
      : '';
  const capital =
    total.cents === null
      ? 'Capital restant dû sur l’emprunt collectif : non communiqué.'
      : `Capital restant dû sur l’emprunt collectif : ${formatCents(total.cents)}${perLot}.`;
  return `${capital} ${loanRuleAtSale(votedOn)}`;
}

/** A statement of the record as page 1 prints it: « Aucun emprunt collectif au 12 mars 2026 », its source. */
const statement = (label: string, row: Row) => ({
  label,
  text: row.value.kind === 'text' ? row.value.text : null,
  ref: row.ref ?? null,
});

function settlementIntro(input: PreEtatDateInput): string {
  const { day, rule } = input.terms.signing;
  const figures = `Montants au ${formatDateInFull(input.issuedAt)}, jour d’établissement, d’après les documents cités.`;
  return day
    ? `${figures} Signature prévue le ${fullDay(day)} : appels répartis ${SETTLEMENT_RULES[rule].phrase}.`
    : `${figures} Date de signature non communiquée : l’espace notaire répartit les appels entre vendeur et acquéreur à la date retenue pour l’acte.`;
}

export function buildSynthesis(
  context: DocumentContext,
  statements: LotStatement[],
  columns: Column[],
  settlement: Settlement | null,
): Synthesis {
  const { input } = context;
  const sale = columns.length > 1;
  const lotCents = (field: Parameters<typeof figureCents>[1]) =>
    columns.map((c) => figureCents(input, field, c.lot));
  const advances = lotCents('reserved_advances');
  const fund = lotCents('works_funds_lot');
  const lots = numberedLots(input);
  const split = (pick: 'seller' | 'buyer') =>
    columns.map((c) => settlement?.lots.find((l) => l.lot === c.lot)?.[pick] ?? 0);
  const yearly = columns.map((c) => {
    const lot = lots.find((l) => l.number === c.lot);
    const instalment = figureCents(input, 'loan_instalment', c.lot);
    return buyerYearlyCost({
      budgetShare: figureCents(input, 'expected_budget', c.lot),
      fundContribution: lot ? lotFundContribution(input, lot) : null,
      loan:
        instalment === null ? null : { instalment, periodMonths: input.terms.loan.periodMonths },
    });
  });
  const works = worksVoted(input);
  // under a daily prorata the seller paid the instalment in progress: the buyer repays its days
  const prorata = columns.map((c) =>
    (settlement?.calls ?? [])
      .filter((call) => call.lot === c.lot && call.basis === 'prorata')
      .reduce((sum, call) => sum + call.buyer, 0),
  );
  const withProrata = settlement?.rule === 'prorata';
  const rows = [
    amountsRow(
      'À retenir sur le prix : dû au syndicat (I-A)',
      statements.map((s) => sectionTotal(s, 0)),
      sale,
    ),
    ...(lotCents('loan_remaining').some((c) => c !== null)
      ? [
          amountsRow(
            'Capital d’emprunt restant dû, exigible à la vente sauf transfert',
            lotCents('loan_remaining'),
            sale,
          ),
        ]
      : []),
    amountsRow('Avances du vendeur (I-B)', advances, sale),
    // a copropriété without a fund has no share of it to repay: « Sans objet », not 0,00 €
    noFund(input)
      ? [
          'Part du fonds de travaux attachée au lot',
          ...columns.map(() => NOT_APPLICABLE),
          ...(sale ? [NOT_APPLICABLE] : []),
        ]
      : amountsRow('Part du fonds de travaux attachée au lot', fund, sale),
    ...(withProrata
      ? [amountsRow('Provision en cours : jours après la signature (prorata)', prorata, sale)]
      : []),
    amountsRow(
      'Total que l’acquéreur rembourse au vendeur, si l’acte le prévoit',
      columns.map((_, i) => totalOf([advances[i], fund[i], withProrata ? prorata[i] : null]).cents),
      sale,
    ),
    ...(works.length
      ? [
          amountsRow(
            'Travaux votés restant à appeler',
            columns.map(
              (c) =>
                totalOf(
                  works.map((w) => eurosToCents(w.lots.find((l) => l.lot === c.lot)?.remaining)),
                ).cents,
            ),
            sale,
          ),
        ]
      : []),
    ...(settlement
      ? [
          amountsRow('Appels de l’échéancier à la charge du vendeur', split('seller'), sale),
          amountsRow('Appels de l’échéancier à la charge de l’acquéreur', split('buyer'), sale),
        ]
      : []),
    amountsRow(
      'Charge annuelle de l’acquéreur',
      yearly.map((cost) => cost.cents),
      sale,
      yearly.map((cost) => cost.partial),
    ),
  ];
  return {
    intro: settlementIntro(input),
    table: {
      title: sale ? 'Pour la vente et par lot' : 'Pour le lot vendu',
      headers: ['', ...columns.map((c) => c.heading), ...(sale ? ['Vente'] : [])],
      amountFrom: 1,
      widths: ['*', ...columns.map(() => 64), ...(sale ? [70] : [])],
      rows,
      ref: null,
    },
    works: worksTable(input, settlement ? input.terms.signing.day : null),
    loan: loanParagraph(input, columns),
    statements: [
      ...(works.length ? [] : [statement('Travaux votés', worksRow(context, null).row)]),
      ...(hasLoan(input) ? [] : [statement('Emprunt collectif', statusRow(context, 'loan'))]),
    ],
    alerts: alertsOf(context, statements, columns),
    notes: [SYNTHESIS_TEXTS.repay, SYNTHESIS_TEXTS.yearly],
  };
}

/** The columns of the échéancier, in the order of the calls' natures. */
const NATURE_COLUMNS: Array<{ nature: CallNature; header: string }> = [
  { nature: 'budget', header: 'Provision du budget' },
  { nature: 'works_fund', header: 'Fonds de travaux' },
  { nature: 'works', header: 'Travaux votés' },
  { nature: 'loan', header: 'Emprunt collectif' },
];

/**
 * One line per due day: what each nature of call asks that day, their total and, at a known
 * signing day, the seller's and the buyer's parts. Only the natures the lot has a call of.
 */
function lotScheduleTable(heading: string, calls: ScheduledCall[], split: boolean): DetailTable {
  const splitCalls = calls as SplitCall[];
  const sum = (list: SplitCall[], pick: (call: SplitCall) => number) =>
    formatCents(list.reduce((total, call) => total + pick(call), 0));
  const natures = NATURE_COLUMNS.filter((c) => calls.some((call) => call.nature === c.nature));
  const days = [...new Set(calls.map((call) => call.due))];
  const rows = days.map((due) => {
    const mine = splitCalls.filter((call) => call.due === due);
    return [
      fullDay(due),
      ...natures.map(({ nature }) => {
        const of = mine.filter((call) => call.nature === nature);
        if (!of.length) return '';
        // a loan instalment after the signing follows the lot only if the loan is transferred
        const transfer = split && of.some((call) => call.basis === 'loan-transfer') ? ' *' : '';
        return `${sum(of, (call) => call.cents)}${transfer}`;
      }),
      sum(mine, (call) => call.cents),
      ...(split ? [sum(mine, (call) => call.seller), sum(mine, (call) => call.buyer)] : []),
    ];
  });
  return {
    title: `${heading} — appels des douze prochains mois`,
    headers: [
      'Exigible le',
      ...natures.map((c) => c.header),
      'Total',
      ...(split ? ['Vendeur', 'Acquéreur'] : []),
    ],
    amountFrom: 1,
    widths: [86, ...natures.map(() => '*' as const), 62, ...(split ? [62, 62] : [])],
    rows,
    footer: [
      'Total',
      ...natures.map(({ nature }) =>
        sum(
          splitCalls.filter((call) => call.nature === nature),
          (call) => call.cents,
        ),
      ),
      sum(splitCalls, (call) => call.cents),
      ...(split
        ? [sum(splitCalls, (call) => call.seller), sum(splitCalls, (call) => call.buyer)]
        : []),
    ],
    ref: null,
  };
}

/** « Chaque provision couvre la période … » : what each budget call pays for, said once. */
function periodsText(calls: ScheduledCall[]): string | null {
  const periods = calls.filter((call) => call.nature === 'budget' && call.period);
  const first = periods[0]?.period;
  return first
    ? `Chaque provision du budget couvre la période qui s’ouvre le jour où elle est exigible (la première, du ${fullDay(first.start)} au ${fullDay(first.end)}).`
    : null;
}

/** The échéancier: each lot's calls of the next twelve months, split at the signing when its day is known. */
export function buildScheduleSection(
  input: PreEtatDateInput,
  columns: Column[],
  schedule: ScheduledCall[],
  settlement: Settlement | null,
): ScheduleSection {
  const calls: ScheduledCall[] = settlement?.calls ?? schedule;
  const tables = columns
    .map((c) => ({ c, mine: calls.filter((call) => call.lot === c.lot) }))
    .filter(({ mine }) => mine.length > 0)
    .map(({ c, mine }) => lotScheduleTable(c.heading, mine, settlement !== null));
  const intro = tables.length
    ? [
        `Appels de provisions : ${budgetCallsOf(input)} par exercice${input.terms.budgetCalls === null ? ` (trimestriels, ${citeInText('provisions')})` : ''}, chacun exigible le premier jour de sa période ; la cotisation au fonds de travaux est appelée avec eux. ${periodsText(calls) ?? ''} Les appels de l’exercice suivant sont calculés sur le dernier budget et la dernière cotisation votés. ${INSTALMENT_ROUNDING}`.replace(
          '  ',
          ' ',
        ),
        settlement
          ? `Signature le ${fullDay(settlement.signingDay)} — ${SETTLEMENT_RULES[settlement.rule].label} : ${SETTLEMENT_RULES[settlement.rule].statement}`
          : 'Date de signature non communiquée : la répartition entre vendeur et acquéreur se calcule dans l’espace notaire.',
        ...(calls.some((call) => call.nature === 'loan')
          ? [`* Échéances de l’emprunt collectif : ${LOAN_TRANSFER_CONDITION}.`]
          : []),
      ]
    : [
        'Aucun appel ne peut être daté : exercice en cours, quote-part du budget, échéancier des travaux ou de l’emprunt non communiqués.',
      ];
  return { title: 'Échéancier des appels et répartition à la signature', intro, tables };
}
