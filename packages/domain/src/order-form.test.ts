import {
  DATE_FIELDS,
  FINANCIAL_FIELD_KEYS,
  FINANCIAL_FIELDS,
  LOT_KINDS,
  ORDER_FORM_DEFAULTS,
  ORDER_METHODS,
  ORDER_STEPS,
  SPEC_FINANCIAL_DEFAULTS,
  amountsRequired,
  createOrderForm,
  emptyLot,
  emptyOwner,
} from './order-form';

const SPEC_AMOUNTS = [
  'budget',
  'unbudget',
  'wanted_loads',
  'required_advances',
  'reserved_advances',
  'unpaid',
  'unpaid_providers',
  'ongoing_budget',
  'budget_n',
  'expected_budget',
  'expected_budget_n',
  'budget_n1',
  'expected_budget_n1',
  'hors_budget_n',
  'expected_hors_budget_n',
  'hors_budget_n1',
  'expected_hors_budget_n1',
  'works_funds',
  'works_funds_lot',
];

/** rows of the notaries' model added since the first form (docs/domain.md §3), never required from the customer */
const MODEL_AMOUNTS = [
  'article_33',
  'loan_due',
  'other_due',
  'early_provisions',
  'credit_balance',
  'unbudget_not_due',
  'works_funds_last_contribution',
  'building_budget',
  'building_budget_n',
  'loan_share',
  'loan_remaining',
  'transfer_fees',
  // the figures of the notary's synthesis and of the call schedule (issue 33)
  'works_funds_contribution',
  'ppt_works',
  'loan_amount',
  'loan_instalment',
];

describe('order form defaults', () => {
  it('follows docs/product.md §3.3 for the flags and the method', () => {
    expect(ORDER_FORM_DEFAULTS).toMatchObject({
      principal: true,
      invoiced: true,
      debts: false,
      method: 'extranet',
      valid: false,
      offer: null,
      lots: [],
      owners: [],
      options: [],
      links: [],
      syndic: { name: '', username: '', password: '', url: '' },
      invoice: {
        firstname: '',
        lastname: '',
        address: '',
        additional: '',
        zipcode: '',
        city: '',
        offer: null,
        price: null,
        datetime: null,
      },
    });
  });

  it('starts every amount and date as not provided (null), not 0 (docs/product.md §3.3)', () => {
    for (const key of [...SPEC_AMOUNTS, ...MODEL_AMOUNTS])
      expect(ORDER_FORM_DEFAULTS[key as keyof typeof ORDER_FORM_DEFAULTS]).toBeNull();
    for (const { key } of DATE_FIELDS) expect(ORDER_FORM_DEFAULTS[key]).toBeNull();
    expect(Object.keys(SPEC_FINANCIAL_DEFAULTS).sort()).toEqual([...SPEC_AMOUNTS].sort());
    expect(new Set(Object.values(SPEC_FINANCIAL_DEFAULTS))).toEqual(new Set([0]));
  });

  it('is frozen while createOrderForm gives independent copies', () => {
    expect(Object.isFrozen(ORDER_FORM_DEFAULTS)).toBe(true);
    const a = createOrderForm();
    const b = createOrderForm();
    a.lots.push(emptyLot());
    a.syndic.name = 'Foncia';
    expect(b.lots).toEqual([]);
    expect(b.syndic.name).toBe('');
  });

  it('builds empty owners and lots', () => {
    expect(emptyOwner()).toEqual({
      firstname: '',
      lastname: '',
      address: '',
      additional: '',
      zipcode: '',
      city: '',
    });
    expect(emptyLot('cave')).toEqual({
      number: '',
      kind: 'cave',
      description: '',
      tantiemes: null,
      tantiemes_total: null,
    });
  });
});

describe('field catalogues', () => {
  it('describes each amount of docs/product.md §3.3 once, in French, in a section of the document', () => {
    expect([...FINANCIAL_FIELD_KEYS].sort()).toEqual([...SPEC_AMOUNTS, ...MODEL_AMOUNTS].sort());
    for (const f of FINANCIAL_FIELDS) {
      expect(f.label.length).toBeGreaterThan(5);
      expect(f.help).toMatch(/\.$/);
      expect(['I-A', 'I-B', 'I-C', 'N-1', 'N-2', 'copropriete', 'vie']).toContain(f.section);
      expect(f.optional ?? false).toBe(MODEL_AMOUNTS.includes(f.key));
    }
    const section = Object.fromEntries(FINANCIAL_FIELDS.map((f) => [f.key, f.section]));
    expect(section).toMatchObject({
      budget: 'I-A',
      reserved_advances: 'I-B',
      ongoing_budget: 'I-C',
      budget_n: 'N-1',
      hors_budget_n1: 'N-2',
      unpaid: 'copropriete',
      unpaid_providers: 'copropriete',
      works_funds_lot: 'copropriete',
      article_33: 'I-A',
      credit_balance: 'I-B',
      unbudget_not_due: 'I-C',
      loan_share: 'vie',
    });
    const scope = Object.fromEntries(FINANCIAL_FIELDS.map((f) => [f.key, f.scope]));
    expect(scope).toMatchObject({ budget: 'lot', unpaid: 'building', building_budget: 'building' });
  });

  it('lists the dates of the form and of the model', () => {
    expect(DATE_FIELDS.map((d) => d.key).sort()).toEqual([
      'dt_advances',
      'dt_based',
      'dt_last_contribution',
      'dt_loan_next',
      'dt_n1_end',
      'dt_n1_start',
      'dt_n_end',
      'dt_n_start',
      'dt_permit',
      'dt_works_funds',
    ]);
  });

  it('lists methods, lot kinds and steps in French', () => {
    expect(ORDER_METHODS.map((m) => m.value)).toEqual(['extranet', 'upload', 'email']);
    expect(LOT_KINDS.map((k) => k.label)).toEqual([
      'Appartement',
      'Cave',
      'Parking',
      'Box',
      'Local commercial',
      'Autre',
    ]);
    expect(ORDER_STEPS.map((s) => s.title)).toEqual([
      'Offre',
      'Bien et lots',
      'Vendeurs',
      'Acquéreur',
      'Notaire',
      'Documents',
      'Montants',
      'Facturation',
      'Récapitulatif',
    ]);
  });

  it('requires amounts only where the customer writes them (Libre)', () => {
    expect(amountsRequired('eco')).toBe(true);
    for (const offer of ['pri', 'cle', 'vte', 'exp', 'urg'] as const)
      expect(amountsRequired(offer)).toBe(false);
    expect(amountsRequired(null)).toBe(false);
  });
});
