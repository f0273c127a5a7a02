import { docTypeLabel, formatDate, type FinancialField } from '@ped/domain';
import { amount, date, text, type AnnexedDocument, type Issuer, type Lot, type PreEtatDateModel, type Row } from './model';

export interface FigureForDocument {
  cents: number | null;
  /** « Formulaire du vendeur », « Procès-Verbal (PVs) du 12 mars 2024 », « Saisie de … » */
  source: string | null;
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
  const pv = documents.filter((d) => d.doctype === PV && d.delivered).sort((a, b) => b.delivered!.getTime() - a.delivered!.getTime())[0];
  return pv ? `Voir le procès-verbal d’assemblée générale du ${formatDate(pv.delivered)} annexé` : null;
}

export function buildModel(input: PreEtatDateInput, issuer: Issuer): PreEtatDateModel {
  const figure = (name: FinancialField, label: string): Row => ({
    label,
    value: amount(input.figures[name]?.cents),
    source: input.figures[name]?.source ?? null,
  });
  const { documents } = input;
  const worksFunds = input.figures.works_funds?.cents;

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
      { label: input.sellers.length > 1 ? 'Vendeurs' : 'Vendeur', value: text(input.sellers.join(', ')) },
      { label: 'Date de la dernière assemblée ayant approuvé les comptes', value: date(input.lastApprovedAccounts) },
    ],
    lots: input.lots,
    owedBySeller: {
      title: 'I-A. Sommes dues par le vendeur au syndicat des copropriétaires',
      rows: [
        figure('budget', 'Provisions exigibles du budget prévisionnel'),
        figure('unbudget', 'Provisions exigibles des dépenses hors budget'),
        figure('wanted_loads', 'Charges impayées des exercices antérieurs'),
        { label: 'Sommes devenues exigibles (article 33 de la loi du 10 juillet 1965)', value: amount(null) },
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
        figure('ongoing_budget', 'Provisions du budget prévisionnel non encore exigibles (prochains appels)'),
        { label: 'Provisions hors budget non encore exigibles (travaux votés, échéancier)', value: amount(null) },
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
        { label: 'Fonds de travaux', value: text(worksFunds == null ? null : worksFunds > 0 ? 'Oui' : 'Non') },
        figure('works_funds', 'Montant du fonds de travaux de la copropriété'),
        figure('works_funds_lot', 'Quote-part du fonds de travaux attachée au(x) lot(s)'),
        { label: 'Dernière cotisation au fonds de travaux versée par le vendeur', value: amount(null) },
        { label: 'Date de la situation du fonds de travaux', value: date(input.worksFundsDate) },
      ],
    },
    life: {
      title: 'Vie de la copropriété',
      rows: [
        { label: 'Travaux votés (résolution, date, montant, quote-part, reste dû)', value: text(fromLatestPv(documents)) },
        { label: 'Procédures judiciaires en cours', value: text(fromLatestPv(documents)) },
        { label: 'Emprunt collectif', value: text(null) },
        { label: 'Assurance de l’immeuble', value: text(null) },
        { label: 'Copropriété en difficulté (articles 29-1 A et suivants)', value: text(null) },
        { label: 'Prochaine assemblée générale', value: text(null) },
      ],
    },
    technical: {
      title: 'Dossier technique',
      rows: [
        { label: 'Diagnostic technique global (DTG)', value: text(annexedOfType(documents, GENERIC_DIAGNOSTIC)) },
        { label: 'Plan pluriannuel de travaux (PPT)', value: text(null) },
        { label: 'DPE collectif', value: text(null) },
        { label: 'Dossier technique amiante (DTA)', value: text(annexedOfType(documents, ASBESTOS)) },
        { label: 'Constat de risque d’exposition au plomb', value: text(annexedOfType(documents, LEAD)) },
        { label: 'État relatif aux termites', value: text(null) },
        { label: 'Ascenseur (contrôle technique)', value: text(null) },
        { label: 'Carnet d’entretien', value: text(annexedOfType(documents, MAINTENANCE_LOG)) },
      ],
    },
    annexes: documents.map<AnnexedDocument>((d) => ({ type: docTypeLabel(d.doctype), delivered: d.delivered, comment: d.comment })),
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
    lots: [1, 2, 3].map(() => ({ number: null, description: null, tantiemes: null, totalTantiemes: null })),
    lastApprovedAccounts: null,
    advancesDate: null,
    worksFundsDate: null,
    figures: {},
    documents: [],
  };
  const model = buildModel(empty, issuer);
  return {
    ...model,
    blank: true,
    reference: null,
    issuedAt: null,
    place: null,
    identification: model.identification.map((row) => (row.label === 'Vendeur' ? { ...row, label: 'Vendeur(s)' } : row)),
    finances: { ...model.finances, rows: model.finances.rows.map((row) => (row.label === 'Fonds de travaux' ? { ...row, label: 'Fonds de travaux (oui / non)' } : row)) },
    annexes: [1, 2, 3, 4, 5].map(() => ({ type: '', delivered: null, comment: null })),
  };
}
