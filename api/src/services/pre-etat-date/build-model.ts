import {
  choiceLabel,
  describeStatus,
  docTypeLabel,
  formatDate,
  isAbsence,
  statusItem,
  WORKS_ITEM,
  worksAmount,
  type BuildingRecordItemKey,
  type FinancialField,
  type StatusItemKey,
  type StatusValue,
  type WorksValue,
} from '@ped/domain';
import {
  amount,
  date,
  text,
  type AnnexedDocument,
  type DetailTable,
  type Issuer,
  type Lot,
  type PreEtatDateModel,
  type Row,
} from './model';

export interface FigureForDocument {
  cents: number | null;
  /** « Formulaire du vendeur », « Procès-Verbal (PVs) du 12 mars 2024 », « Saisie de … » */
  source: string | null;
}

/** A statement about the life of the copropriété or its technical file, and its source. */
export interface RecordForDocument {
  value: StatusValue | WorksValue;
  /** « Procès-Verbal (PVs) du 12 mars 2024 », « Saisie du rédacteur le … » */
  source: string | null;
  /** the date of the source document: a statement of absence is printed only with one */
  sourceDate: Date | null;
}

export interface RegisterDocumentForDocument {
  doctype: number;
  delivered: Date | null;
  comment: string | null;
}

/** Everything the document needs, already read from the order, its register and figures. */
export interface PreEtatDateInput {
  reference: string;
  issuedAt: Date;
  coproprieteName: string | null;
  address: string | null;
  registrationNumber: string | null;
  syndic: string | null;
  sellers: string[];
  lots: Lot[];
  lastApprovedAccounts: Date | null;
  advancesDate: Date | null;
  worksFundsDate: Date | null;
  figures: Partial<Record<FinancialField, FigureForDocument>>;
  record: Partial<Record<BuildingRecordItemKey, RecordForDocument>>;
  documents: RegisterDocumentForDocument[];
}

const PV = 2;
const GENERIC_DIAGNOSTIC = 4;
const ASBESTOS = 5;
const LEAD = 6;
const MAINTENANCE_LOG = 7;

function describe(document: RegisterDocumentForDocument): string {
  const day = formatDate(document.delivered);
  return `${docTypeLabel(document.doctype)}${day ? ` du ${day}` : ''}`;
}

/** The most recent document of a type, as « Annexé : <type> du <date> », or null. */
function annexedOfType(documents: RegisterDocumentForDocument[], doctype: number): string | null {
  const found = documents
    .filter((d) => d.doctype === doctype)
    .sort((a, b) => (b.delivered?.getTime() ?? 0) - (a.delivered?.getTime() ?? 0))[0];
  return found ? `Annexé : ${describe(found)}` : null;
}

/**
 * A statement about the life of the copropriété is only made with a dated source: the
 * latest PV of general assembly delivered with the document; otherwise it stays missing
 * (never « aucune procédure », DOMAIN.md).
 */
function fromLatestPv(documents: RegisterDocumentForDocument[]): string | null {
  const pv = documents
    .filter((d) => d.doctype === PV && d.delivered)
    .sort((a, b) => b.delivered!.getTime() - a.delivered!.getTime())[0];
  return pv
    ? `Voir le procès-verbal d’assemblée générale du ${formatDate(pv.delivered)} annexé`
    : null;
}

/** The staff's statement of an item, unless it states an absence without a dated source. */
function usable(input: PreEtatDateInput, key: BuildingRecordItemKey): RecordForDocument | null {
  const entry = input.record[key];
  if (!entry) return null;
  return isAbsence(key, entry.value) && !entry.sourceDate ? null : entry;
}

/** « Aucune procédure judiciaire en cours au 12 mars 2024 »: an absence is always dated. */
const asOf = (statement: string, key: BuildingRecordItemKey, entry: RecordForDocument) =>
  isAbsence(key, entry.value) ? `${statement} au ${formatDate(entry.sourceDate)}` : statement;

/** A row of the life or technical sections: the staff's statement, else `fallback` (an annexed document), else missing. */
function statusRow(
  input: PreEtatDateInput,
  key: StatusItemKey,
  fallback: string | null = null,
): Row {
  const entry = usable(input, key);
  const label = statusItem(key).label;
  if (!entry) return { label, value: text(fallback) };
  return {
    label,
    value: text(asOf(describeStatus(key, entry.value as StatusValue), key, entry)),
    source: entry.source,
  };
}

const WORKS_HEADERS = ['Résolution', 'Voté le', 'Montant voté', 'Quote-part du lot', 'Reste dû'];

function worksRow(
  input: PreEtatDateInput,
  fallback: string | null,
): { row: Row; details?: DetailTable } {
  const entry = usable(input, 'works');
  if (!entry) return { row: { label: WORKS_ITEM.label, value: text(fallback) } };
  const works = entry.value as WorksValue;
  if (works.status === 'none')
    return {
      row: {
        label: WORKS_ITEM.label,
        value: text(asOf(choiceLabel('works', 'none'), 'works', entry)),
        source: entry.source,
      },
    };
  return {
    row: {
      label: WORKS_ITEM.label,
      value: text(`${works.list.length} résolution(s), détail ci-dessous`),
      source: entry.source,
    },
    details: {
      title: 'Travaux votés',
      headers: WORKS_HEADERS,
      rows: works.list.map((w) => [
        w.resolution,
        formatDate(`${w.voted}T12:00:00Z`) || null,
        worksAmount(w.amount),
        worksAmount(w.lot_share),
        worksAmount(w.remaining),
      ]),
      source: entry.source,
    },
  };
}

export function buildModel(input: PreEtatDateInput, issuer: Issuer): PreEtatDateModel {
  const figure = (name: FinancialField, label: string): Row => ({
    label,
    value: amount(input.figures[name]?.cents),
    source: input.figures[name]?.source ?? null,
  });
  const { documents } = input;
  const worksFunds = input.figures.works_funds?.cents;
  const works = worksRow(input, fromLatestPv(documents));

  return {
    blank: false,
    reference: input.reference,
    issuedAt: input.issuedAt,
    place: issuer.city,
    identification: [
      { label: 'Copropriété', value: text(input.coproprieteName) },
      { label: 'Adresse de l’immeuble', value: text(input.address) },
      { label: 'Numéro d’immatriculation', value: text(input.registrationNumber) },
      { label: 'Syndic', value: text(input.syndic) },
      {
        label: input.sellers.length > 1 ? 'Vendeurs' : 'Vendeur',
        value: text(input.sellers.join(', ')),
      },
      {
        label: 'Date de la dernière assemblée ayant approuvé les comptes',
        value: date(input.lastApprovedAccounts),
      },
    ],
    lots: input.lots,
    owedBySeller: {
      title: 'I-A. Sommes dues par le vendeur au syndicat des copropriétaires',
      rows: [
        figure('budget', 'Provisions exigibles du budget prévisionnel'),
        figure('unbudget', 'Provisions exigibles des dépenses hors budget'),
        figure('wanted_loads', 'Charges impayées des exercices antérieurs'),
        {
          label: 'Sommes devenues exigibles (article 33 de la loi du 10 juillet 1965)',
          value: amount(null),
        },
        figure('required_advances', 'Avances exigibles'),
      ],
    },
    owedToSeller: {
      title: 'I-B. Sommes dont le syndicat pourrait être débiteur envers le vendeur',
      rows: [
        figure('reserved_advances', 'Avances (réserve, fonds de roulement)'),
        { label: 'Date de constitution des avances', value: date(input.advancesDate) },
        { label: 'Provisions exigées par anticipation', value: amount(null) },
        { label: 'Solde créditeur du compte du vendeur', value: amount(null) },
      ],
    },
    borneByBuyer: {
      title: 'I-C. Sommes qui devraient incomber à l’acquéreur',
      rows: [
        figure('reserved_advances', 'Reconstitution des avances'),
        figure(
          'ongoing_budget',
          'Provisions du budget prévisionnel non encore exigibles (prochains appels)',
        ),
        {
          label: 'Provisions hors budget non encore exigibles (travaux votés, échéancier)',
          value: amount(null),
        },
      ],
    },
    annexYears: {
      title: 'Annexe : charges du vendeur sur les deux derniers exercices (N-1 et N-2)',
      years: [
        {
          title: 'Exercice N-1',
          rows: [
            figure('expected_budget_n', 'Charges courantes (budget) appelées'),
            figure('budget_n', 'Charges courantes (budget) réelles'),
            figure('expected_hors_budget_n', 'Charges hors budget appelées'),
            figure('hors_budget_n', 'Charges hors budget réelles'),
          ],
        },
        {
          title: 'Exercice N-2',
          rows: [
            figure('expected_budget_n1', 'Charges courantes (budget) appelées'),
            figure('budget_n1', 'Charges courantes (budget) réelles'),
            figure('expected_hors_budget_n1', 'Charges hors budget appelées'),
            figure('hors_budget_n1', 'Charges hors budget réelles'),
          ],
        },
      ],
    },
    finances: {
      title: 'Situation financière de la copropriété',
      intro: 'Au jour de la dernière assemblée générale ayant approuvé les comptes.',
      rows: [
        figure('expected_budget', 'Budget prévisionnel de l’exercice en cours (quote-part du lot)'),
        figure('unpaid', 'Montant total des charges impayées de la copropriété'),
        figure('unpaid_providers', 'Dettes de la copropriété envers les fournisseurs'),
        {
          label: 'Fonds de travaux',
          value: text(worksFunds == null ? null : worksFunds > 0 ? 'Oui' : 'Non'),
        },
        figure('works_funds', 'Montant du fonds de travaux de la copropriété'),
        figure('works_funds_lot', 'Quote-part du fonds de travaux attachée au(x) lot(s)'),
        {
          label: 'Dernière cotisation au fonds de travaux versée par le vendeur',
          value: amount(null),
        },
        { label: 'Date de la situation du fonds de travaux', value: date(input.worksFundsDate) },
      ],
    },
    life: {
      title: 'Vie de la copropriété',
      rows: [
        works.row,
        statusRow(input, 'proceedings', fromLatestPv(documents)),
        statusRow(input, 'loan'),
        statusRow(input, 'insurance'),
        statusRow(input, 'difficulty'),
        statusRow(input, 'next_ag'),
      ],
      ...(works.details ? { details: works.details } : {}),
    },
    technical: {
      title: 'Dossier technique',
      rows: [
        statusRow(input, 'dtg', annexedOfType(documents, GENERIC_DIAGNOSTIC)),
        statusRow(input, 'ppt'),
        statusRow(input, 'dpe'),
        statusRow(input, 'dta', annexedOfType(documents, ASBESTOS)),
        statusRow(input, 'lead', annexedOfType(documents, LEAD)),
        statusRow(input, 'termites'),
        statusRow(input, 'lift'),
        { label: 'Carnet d’entretien', value: text(annexedOfType(documents, MAINTENANCE_LOG)) },
      ],
    },
    annexes: documents.map<AnnexedDocument>((d) => ({
      type: docTypeLabel(d.doctype),
      delivered: d.delivered,
      comment: d.comment,
    })),
    issuer,
  };
}

/** The same layout with every value empty: the free template to fill by hand. */
export function blankModel(issuer: Issuer): PreEtatDateModel {
  const empty: PreEtatDateInput = {
    reference: '',
    issuedAt: new Date(0),
    coproprieteName: null,
    address: null,
    registrationNumber: null,
    syndic: null,
    sellers: [],
    lots: [1, 2, 3].map(() => ({
      number: null,
      description: null,
      tantiemes: null,
      totalTantiemes: null,
    })),
    lastApprovedAccounts: null,
    advancesDate: null,
    worksFundsDate: null,
    figures: {},
    record: {},
    documents: [],
  };
  const model = buildModel(empty, issuer);
  return {
    ...model,
    blank: true,
    reference: null,
    issuedAt: null,
    place: null,
    identification: model.identification.map((row) =>
      row.label === 'Vendeur' ? { ...row, label: 'Vendeur(s)' } : row,
    ),
    finances: {
      ...model.finances,
      rows: model.finances.rows.map((row) =>
        row.label === 'Fonds de travaux' ? { ...row, label: 'Fonds de travaux (oui / non)' } : row,
      ),
    },
    annexes: [1, 2, 3, 4, 5].map(() => ({ type: '', delivered: null, comment: null })),
  };
}
