import type { ChecklistInput } from './checked-figures';

/**
 * A checklist input with nothing to check, for the rules' tests (document-checks.test.ts,
 * figure-invariants.test.ts): lots 12 and 48, a document of 23 November 2026, the accounts
 * approved on 12 March 2026, quarterly calls, general tantièmes. Not exported by the package.
 */
export const checklistInput = (extra: Partial<ChecklistInput> = {}): ChecklistInput => ({
  lots: [
    { number: '12', tantiemes: 245, totalTantiemes: 10000 },
    { number: '48', tantiemes: 12, totalTantiemes: 10000 },
  ],
  figures: [],
  sellerTotals: [],
  works: null,
  accountsApprovedOn: '2026-03-12',
  absences: [],
  issuedOn: '2026-11-23',
  budgetCalls: 4,
  keys: { worksFunds: null, loan: null },
  pptAdopted: false,
  documents: [],
  nextAg: null,
  reasons: [],
  register: null,
  ...extra,
});
