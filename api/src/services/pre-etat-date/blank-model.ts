import { withdrawalRule } from '@ped/domain';
import { buildModel, type PreEtatDateInput } from './build-model';
import type { DetailTable, Issuer, PreEtatDateModel } from './model';
import { WORKS_HEADERS, WORKS_WIDTHS } from './record-rows';

const BLANK_LOTS = 3;
const BLANK_WORKS_LINES = 4;
const TO_FILL = '__________';

/** Lines to write the works voted in by hand, with their totals. */
const blankWorks = (): DetailTable => ({
  title: 'Travaux votés',
  headers: WORKS_HEADERS,
  amountFrom: 2,
  widths: WORKS_WIDTHS,
  rows: Array.from({ length: BLANK_WORKS_LINES }, () => WORKS_HEADERS.map(() => null)),
  footer: ['Total', '', null, null, null, null],
  ref: null,
});

/** The same layout with every value empty: the free template to fill by hand. */
export function blankModel(issuer: Issuer): PreEtatDateModel {
  const empty: PreEtatDateInput = {
    reference: '',
    issuedAt: new Date(0),
    coproprieteName: null,
    address: null,
    registrationNumber: null,
    syndic: { name: null, address: null, contact: null },
    sellers: [],
    lots: Array.from({ length: BLANK_LOTS }, () => ({
      number: null,
      description: null,
      tantiemes: null,
      totalTantiemes: null,
    })),
    building: { lots: null, permitDate: null, residential: null },
    regulationReference: null,
    freeUpdate: false,
    lastApprovedAccounts: null,
    advancesDate: null,
    worksFundsDate: null,
    lastContributionDate: null,
    years: { n: { start: null, end: null }, n1: { start: null, end: null } },
    terms: {
      exerciseStart: null,
      budgetCalls: null,
      loan: { periodMonths: null, next: null },
      keys: { worksFunds: null, loan: null },
      signing: { day: null, rule: 'art-6-2' },
    },
    figures: [],
    record: {},
    documents: [],
    certification: null,
  };
  const model = buildModel(empty, issuer);
  return {
    ...model,
    blank: true,
    // the template is the model to fill by hand: no synthesis nor schedule to compute
    synthesis: null,
    schedule: null,
    reference: null,
    issuedAt: null,
    place: null,
    header: 'Pré-état daté — modèle vierge',
    validity: null,
    identification: model.identification.map((row) =>
      row.label === 'Vendeur'
        ? { ...row, label: 'Vendeur(s) et adresse(s)' }
        : row.label === 'Immeuble'
          ? {
              label: 'Immeuble (lots principaux, permis de construire, usage)',
              value: { kind: 'text', text: null },
            }
          : row,
    ),
    organisation: {
      items: model.organisation!.items.map((item) => ({ ...item, detail: null, status: TO_FILL })),
      withdrawal: `Remettez ces documents à l’acquéreur : ${withdrawalRule()}.`,
    },
    lotStatements: model.lotStatements.map((statement) => ({
      ...statement,
      title: 'Lot n° ________ — description ____________ — tantièmes ______ / ______',
      annexYears: {
        ...statement.annexYears,
        years: statement.annexYears.years.map((year) => ({
          ...year,
          title: 'Exercice ______, du ________ au ________',
        })),
      },
    })),
    // the template states no obligation: the reader checks them for their building
    technical: {
      ...model.technical,
      intro: undefined,
      rows: model.technical.rows.map((row) => ({
        label: row.label,
        value: { kind: 'text', text: null },
      })),
    },
    finances: {
      ...model.finances,
      intro: undefined,
      rows: model.finances.rows.map((row) =>
        row.label === 'Fonds de travaux'
          ? { label: 'Fonds de travaux (oui / non)', value: { kind: 'text', text: null } }
          : { label: row.label, value: row.value },
      ),
    },
    life: { ...model.life, details: blankWorks() },
    sources: [],
  };
}
