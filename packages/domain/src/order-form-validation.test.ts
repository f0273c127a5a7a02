import {
  createOrderForm,
  FINANCIAL_FIELD_KEYS,
  FINANCIAL_FIELDS,
  type OrderForm,
} from './order-form';
import {
  ORDER_FORM_MESSAGES as M,
  firstInvalidStep,
  validateOrderForm,
  validateOrderStep,
} from './order-form-validation';
import { UNREADABLE_AMOUNT_MESSAGE } from './format';
import { SALE_DETAIL_MESSAGES } from './sale-details';

/** A complete Confort order: valid on every step. */
function validForm(overrides: Partial<OrderForm> = {}): OrderForm {
  return {
    ...createOrderForm(),
    offer: 'cle',
    email: 'marie.curie@example.fr',
    address: '12 rue de la Paix',
    zipcode: '75002',
    city: 'Paris',
    lots: [
      {
        number: '12',
        kind: 'appartement',
        description: '3 pièces, 2e étage',
        tantiemes: 120,
        tantiemes_total: 10000,
      },
      { number: '45', kind: 'cave', description: '', tantiemes: null, tantiemes_total: null },
    ],
    owners: [
      { firstname: 'Marie', lastname: 'Curie', address: '', additional: '', zipcode: '', city: '' },
    ],
    syndic: {
      name: 'Foncia Paris',
      url: 'extranet.foncia.fr',
      username: 'mcurie',
      password: 'secret',
    },
    invoice: {
      firstname: 'Marie',
      lastname: 'Curie',
      address: '3 avenue Foch',
      additional: '',
      zipcode: '69006',
      city: 'Lyon',
      offer: null,
      price: null,
      datetime: null,
    },
    valid: true,
    ...overrides,
  };
}

/** A complete Libre order: amounts and dt_based filled. */
function validEco(): OrderForm {
  const amounts = Object.fromEntries(FINANCIAL_FIELD_KEYS.map((k) => [k, 0]));
  return validForm({
    offer: 'eco',
    ...amounts,
    works_funds: 15000,
    works_funds_lot: 180.5,
    dt_based: '2025-06-12',
  });
}

describe('a complete order', () => {
  it('is valid for Confort and for Libre', () => {
    expect(validateOrderForm(validForm())).toEqual({});
    expect(validateOrderForm(validEco())).toEqual({});
    expect(firstInvalidStep(validForm())).toBeNull();
  });

  it('reports the first step to fix on an empty form', () => {
    expect(firstInvalidStep(createOrderForm())).toBe('offre');
    expect(firstInvalidStep(validForm({ owners: [] }))).toBe('vendeurs');
  });

  it('collects the errors of every step', () => {
    const errors = validateOrderForm(createOrderForm());
    expect(errors).toMatchObject({
      offer: M.offer,
      address: M.address,
      lots: M.lots,
      owners: M.owners,
      'syndic.name': M.syndicName,
      email: M.emailRequired,
      valid: M.cgv,
    });
  });
});

describe('step offre', () => {
  it('requires a known offer sold online', () => {
    expect(validateOrderStep('offre', validForm({ offer: null }))).toEqual({
      offer: 'Choisissez une offre',
    });
    expect(validateOrderStep('offre', validForm({ offer: 'xyz' as never }))).toEqual({
      offer: M.offer,
    });
    expect(validateOrderStep('offre', validForm({ offer: 'urg' }))).toEqual({
      offer: M.offerByPhone,
    });
  });

  it('checks the plan only when given', () => {
    expect(validateOrderStep('offre', validForm({ offer: 'exp' }))).toEqual({});
    expect(validateOrderStep('offre', validForm({ offer: 'exp' }), { plan: 'free' })).toEqual({
      offer: M.offerPlan,
    });
    expect(validateOrderStep('offre', validForm({ offer: 'exp' }), { plan: null })).toEqual({
      offer: M.offerPlan,
    });
    expect(validateOrderStep('offre', validForm({ offer: 'exp' }), { plan: 'experts' })).toEqual(
      {},
    );
  });

  it('checks options against the offer', () => {
    expect(
      validateOrderStep('offre', validForm({ options: ['priority', 'unlimited_modifications'] })),
    ).toEqual({});
    expect(validateOrderStep('offre', validForm({ offer: 'eco', options: ['priority'] }))).toEqual({
      options: 'L’option « Traitement prioritaire » n’est pas disponible avec l’offre Libre',
    });
    expect(validateOrderStep('offre', validForm({ options: ['gift' as never] }))).toEqual({
      options: M.optionUnknown,
    });
  });
});

describe('step bien', () => {
  it('requires the property address', () => {
    expect(validateOrderStep('bien', validForm({ address: ' ', zipcode: '', city: '' }))).toEqual({
      address: 'L’adresse du bien est requise',
      zipcode: 'Le code postal est requis',
      city: 'La ville est requise',
    });
  });

  it.each(['7500', '750021', 'ABCDE', '00100', '99999'])('refuses zipcode %p', (zipcode) => {
    expect(validateOrderStep('bien', validForm({ zipcode }))).toEqual({
      zipcode: 'Code postal invalide (5 chiffres)',
    });
  });

  it('requires at least one lot', () => {
    expect(validateOrderStep('bien', validForm({ lots: [] }))).toEqual({
      lots: 'Indiquez au moins un lot',
    });
  });

  it('checks each lot', () => {
    const errors = validateOrderStep(
      'bien',
      validForm({
        lots: [
          {
            number: '12',
            kind: 'appartement',
            description: '',
            tantiemes: 500,
            tantiemes_total: 100,
          },
          { number: ' 12 ', kind: 'cave', description: '', tantiemes: -1, tantiemes_total: 1.5 },
          {
            number: '',
            kind: 'garage' as never,
            description: '',
            tantiemes: null,
            tantiemes_total: null,
          },
          {
            number: 'x'.repeat(21),
            kind: 'parking',
            description: '',
            tantiemes: null,
            tantiemes_total: null,
          },
        ],
      }),
    );
    expect(errors).toEqual({
      'lots.0.tantiemes': M.tantiemesOverTotal,
      'lots.1.number': M.lotNumberDuplicate,
      'lots.1.tantiemes': M.tantiemes,
      'lots.1.tantiemes_total': M.tantiemes,
      'lots.2.number': M.lotNumber,
      'lots.2.kind': M.lotKind,
      'lots.3.number': M.lotNumberTooLong,
    });
  });
});

describe('step vendeurs', () => {
  it('requires a seller with a name, first name optional (companies)', () => {
    expect(validateOrderStep('vendeurs', validForm({ owners: [] }))).toEqual({ owners: M.owners });
    const sci = {
      firstname: '',
      lastname: 'SCI Les Tilleuls',
      address: '',
      additional: '',
      zipcode: '',
      city: '',
    };
    expect(validateOrderStep('vendeurs', validForm({ owners: [sci] }))).toEqual({});
    expect(
      validateOrderStep(
        'vendeurs',
        validForm({ owners: [sci, { ...sci, lastname: '', zipcode: '123' }] }),
      ),
    ).toEqual({ 'owners.1.lastname': M.ownerLastname, 'owners.1.zipcode': M.zipcode });
  });
});

describe('step acquereur', () => {
  it('asks the name of a buyer who is already co-owner', () => {
    const form = validForm({ indicates_buyer_is_coowner: true, buyer_is_coowner: true });
    expect(validateOrderStep('acquereur', form)).toEqual({ buyer_coowner_name: M.buyerName });
    expect(validateOrderStep('acquereur', { ...form, buyer_coowner_name: 'Paul Durand' })).toEqual(
      {},
    );
    expect(validateOrderStep('acquereur', { ...form, buyer_is_coowner: false })).toEqual({});
  });
});

describe('step notaire', () => {
  it('is optional but checks the e-mail', () => {
    expect(validateOrderStep('notaire', validForm())).toEqual({});
    expect(
      validateOrderStep(
        'notaire',
        validForm({ notary: { name: 'Me Martin', email: 'martin@notaires' } }),
      ),
    ).toEqual({
      'notary.email': 'Adresse e-mail invalide',
    });
    expect(
      validateOrderStep(
        'notaire',
        validForm({ notary: { name: '', email: 'office@notaires.fr' } }),
      ),
    ).toEqual({});
  });
});

describe('step documents', () => {
  it('requires the extranet address and credentials', () => {
    expect(
      validateOrderStep(
        'documents',
        validForm({ syndic: { name: 'Foncia', url: '', username: '', password: '' } }),
      ),
    ).toEqual({
      'syndic.url': 'Indiquez l’adresse du site du syndic',
      'syndic.username': M.syndicUsername,
      'syndic.password': M.syndicPassword,
    });
    expect(
      validateOrderStep(
        'documents',
        validForm({ syndic: { name: 'Foncia', url: 'foncia', username: 'a', password: 'b' } }),
      ),
    ).toEqual({ 'syndic.url': M.syndicUrlInvalid });
  });

  it('requires uploaded documents with the upload method', () => {
    expect(validateOrderStep('documents', validForm({ method: 'upload' }))).toEqual({
      links: M.links,
    });
    expect(
      validateOrderStep(
        'documents',
        validForm({
          method: 'upload',
          links: [{ link: 'https://f.example.fr/a.pdf' }, { link: 'nope' }],
        }),
      ),
    ).toEqual({ 'links.1.link': M.link });
  });

  it('needs only the syndic name by e-mail', () => {
    const form = validForm({
      method: 'email',
      syndic: { name: 'Nexity', url: '', username: '', password: '' },
    });
    expect(validateOrderStep('documents', form)).toEqual({});
    expect(validateOrderStep('documents', { ...form, method: 'fax' as never })).toEqual({
      method: M.method,
    });
  });

  it('collects no documents for Libre', () => {
    const form = validForm({
      offer: 'eco',
      syndic: { name: 'Nexity', url: '', username: '', password: '' },
    });
    expect(validateOrderStep('documents', form)).toEqual({});
    expect(
      validateOrderStep('documents', { ...form, syndic: { ...form.syndic, name: '' } }),
    ).toEqual({
      'syndic.name': M.syndicName,
    });
  });
});

describe('step montants', () => {
  it('lets staff offers leave every amount blank', () => {
    for (const offer of ['cle', 'vte', 'exp', 'pri'] as const)
      expect(validateOrderStep('montants', validForm({ offer }))).toEqual({});
  });

  it('requires every original amount (docs/product.md §3.3) and dt_based for Libre, not the optional rows', () => {
    const errors = validateOrderStep('montants', validForm({ offer: 'eco' }));
    const required = FINANCIAL_FIELDS.filter((f) => !f.optional).map((f) => f.key);
    expect(Object.keys(errors).sort()).toEqual([...required, 'dt_based'].sort());
    expect(errors.budget).toBe(M.amountRequired);
    expect(errors.dt_based).toBe(SALE_DETAIL_MESSAGES.dtBasedRequired);
  });

  it('accepts an explicit 0', () => {
    expect(validateOrderStep('montants', validEco())).toEqual({});
  });

  it('refuses negative, non-numeric and sub-cent amounts', () => {
    expect(
      validateOrderStep(
        'montants',
        validForm({ budget: -1, unpaid: 12.345, unbudget: Number.NaN, works_funds: '12' as never }),
      ),
    ).toEqual({
      budget: M.amountNegative,
      unpaid: M.amountInvalid,
      unbudget: M.amountInvalid,
      works_funds: M.amountInvalid,
    });
  });

  it('refuses a typed text that reads as no amount, even though the form holds null for it', () => {
    const typed = { amountTexts: { budget: 'abc', unpaid: '1 850,40', unbudget: '  ' } };
    expect(validateOrderStep('montants', validForm({ budget: null }), typed)).toEqual({
      budget: UNREADABLE_AMOUNT_MESSAGE,
    });
    expect(firstInvalidStep(validForm({ budget: null }), typed)).toBe('montants');
    expect(validateOrderStep('montants', validForm({ budget: null }))).toEqual({});
  });

  it('keeps the lot share of the works fund within the fund', () => {
    expect(
      validateOrderStep('montants', validForm({ works_funds: 1000, works_funds_lot: 1000.01 })),
    ).toEqual({
      works_funds_lot: M.worksFundsLot,
    });
    expect(
      validateOrderStep('montants', validForm({ works_funds: 1000, works_funds_lot: 1000 })),
    ).toEqual({});
    expect(
      validateOrderStep('montants', validForm({ works_funds: null, works_funds_lot: 50 })),
    ).toEqual({});
  });

  it('checks dates', () => {
    expect(
      validateOrderStep(
        'montants',
        validForm({ dt_advances: '31/12/2025', dt_works_funds: '2025-02-30' }),
      ),
    ).toEqual({
      dt_advances: SALE_DETAIL_MESSAGES.dateInvalid,
      dt_works_funds: SALE_DETAIL_MESSAGES.dateInvalid,
    });
  });
});

describe('step facturation', () => {
  it('requires a valid contact e-mail', () => {
    expect(validateOrderStep('facturation', validForm({ email: '' }))).toEqual({
      email: M.emailRequired,
    });
    expect(validateOrderStep('facturation', validForm({ email: 'marie@' }))).toEqual({
      email: 'Adresse e-mail invalide',
    });
  });

  it('requires the invoice address only when an invoice is wanted', () => {
    const invoice = { ...createOrderForm().invoice };
    expect(validateOrderStep('facturation', validForm({ invoice }))).toEqual({
      'invoice.lastname': M.invoiceLastname,
      'invoice.address': M.invoiceAddress,
      'invoice.zipcode': M.zipcodeRequired,
      'invoice.city': M.city,
    });
    expect(validateOrderStep('facturation', validForm({ invoice, invoiced: false }))).toEqual({});
  });
});

describe('step recapitulatif', () => {
  it('requires accepting the CGV', () => {
    expect(validateOrderStep('recapitulatif', validForm({ valid: false }))).toEqual({
      valid: M.cgv,
    });
    expect(validateOrderStep('recapitulatif', validForm())).toEqual({});
  });
});

describe('building lots', () => {
  it('accepts a positive whole number or nothing', () => {
    expect(validateOrderStep('montants', { ...validEco(), building_lots: 24 })).toEqual({});
    expect(validateOrderStep('montants', { ...validEco(), building_lots: null })).toEqual({});
  });

  it('refuses a count that is not a positive whole number', () => {
    expect(validateOrderStep('montants', { ...validEco(), building_lots: 2.5 })).toEqual({
      building_lots: SALE_DETAIL_MESSAGES.buildingLots,
    });
  });
});
