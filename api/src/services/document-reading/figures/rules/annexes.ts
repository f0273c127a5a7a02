import type { FigureRule } from './rule';

const ANNEXE = ['annexes-comptables'];

/**
 * Annexe 1 (état financier): the first column is the year closed, the next the one before.
 * A ledger export prints the same balances in Débit/Crédit columns: the suppliers' debt
 * and the works fund then come signed as credits, and the form asks their size.
 */
export const ANNEXE_RULES: FigureRule[] = [
  {
    kinds: ANNEXE,
    field: 'unpaid',
    // « 4501 Copropriétaires débiteurs », « 450 Copropriétaires — sommes exigibles non réglées »
    // the row's account number (« 4501 ») is no part of its label (lines.ts)
    label:
      /^(?:comptes )?coproprietaires (?:- )?(?:(?:soldes? )?debiteurs|sommes exigibles (?:non reglees|restant a recevoir))\b|^impayes (?:des )?coproprietaires\b/,
    value: 'amount',
    pick: 'first',
    closedColumn: true,
    magnitude: true,
    example: { lines: ['4501 Copropriétaires débiteurs 23 277,97 18 622,38'], expected: 2327797 },
    counterExample: ['4502 Copropriétaires créditeurs 1 277,97 622,38'],
  },
  {
    kinds: ANNEXE,
    field: 'unpaid_providers',
    label: /^(?:dettes )?fournisseurs\b/,
    value: 'amount',
    pick: 'first',
    closedColumn: true,
    magnitude: true,
    example: { lines: ['401 Fournisseurs -3 118,20'], expected: 311820 },
    counterExample: ['Fournisseurs : voir l’annexe 2'],
  },
  {
    kinds: ANNEXE,
    field: 'works_funds',
    label: /^fonds (?:de )?travaux\b/,
    value: 'amount',
    pick: 'first',
    closedColumn: true,
    magnitude: true,
    example: { lines: ['1051 Fonds de travaux ALUR -14 230,00'], expected: 1423000 },
    counterExample: ['Fonds de roulement 59 391,46 47 513,17'],
  },
  {
    kinds: ANNEXE,
    field: 'dt_works_funds',
    label: /\betat financier\b.*\bau\b/,
    value: 'date',
    pick: 'first',
    example: {
      lines: ['ANNEXE 1 — ÉTAT FINANCIER APRÈS RÉPARTITION AU 31/12/2023'],
      expected: '2023-12-31',
    },
    counterExample: ['ANNEXE 2 — COMPTE DE GESTION GÉNÉRALE AU 31/12/2023'],
  },
];
