import {
  ADMIN_ACTION_KEYS,
  ADMIN_ACTIONS,
  ADMIN_ORDER_TABS,
  DEFAULT_SORTS,
  DRAFT_STATES,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  ORDER_TRANSITIONS,
  availableActions,
  canTransition,
  isFinishDisabled,
  isOrderState,
  matchesOrderTab,
  isUnfilledDraft,
  mayAddDocuments,
  mayEditOrder,
  paymentIndicator,
  stateAfterAction,
  transitionError,
  type AdminAction,
  type OrderState,
} from './order-states';

/** The decided machine, written out independently of ORDER_TRANSITIONS (see ADR 004). */
const ALLOWED = new Set([
  'in-progress>awaiting-payment',
  'in-progress>confirmed',
  'awaiting-payment>in-progress',
  'awaiting-payment>confirmed',
  'confirmed>waiting',
  'confirmed>received',
  'confirmed>ready',
  'waiting>received',
  'received>waiting',
  'received>ready',
  'ready>received',
  'ready>waiting',
  'ready>done',
  'done>need-refresh',
  'need-refresh>waiting',
  'need-refresh>received',
  'need-refresh>ready',
  'need-refresh>done',
]);

const PAIRS = ORDER_STATES.flatMap((from) =>
  ORDER_STATES.map((to) => [from, to] as [OrderState, OrderState]),
);

describe('order states', () => {
  it('labels every state in French', () => {
    expect(ORDER_STATE_LABELS).toEqual({
      'in-progress': 'En cours',
      'awaiting-payment': 'Paiement en attente',
      confirmed: 'Confirmée',
      'need-refresh': 'Actualisation',
      received: 'Documents reçus',
      waiting: 'En attente de documents',
      ready: 'Prête, livraison imminente',
      done: 'Terminée',
    });
    expect([...ORDER_STATES].sort()).toEqual(Object.keys(ORDER_STATE_LABELS).sort());
  });

  it('recognises states', () => {
    expect(isOrderState('ready')).toBe(true);
    expect(isOrderState('paid')).toBe(false);
    expect(isOrderState(null)).toBe(false);
  });
});

describe('transition matrix (all 64 pairs)', () => {
  it('has exactly 18 allowed moves', () => {
    expect(PAIRS.filter(([f, t]) => canTransition(f, t))).toHaveLength(ALLOWED.size);
  });

  it.each(PAIRS)('%s -> %s', (from, to) => {
    const allowed = ALLOWED.has(`${from}>${to}`);
    expect(canTransition(from, to)).toBe(allowed);
    expect(ORDER_TRANSITIONS[from].includes(to)).toBe(allowed);
  });

  it('never allows staying in place', () => {
    for (const s of ORDER_STATES) expect(canTransition(s, s)).toBe(false);
  });

  it('reaches done from every state, and every state from in-progress', () => {
    const reachable = (from: OrderState) => {
      const seen = new Set<OrderState>([from]);
      const queue = [from];
      while (queue.length) {
        for (const next of ORDER_TRANSITIONS[queue.shift()!]) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      return seen;
    };
    for (const s of ORDER_STATES) expect(reachable(s).has('done')).toBe(true);
    expect(reachable('in-progress').size).toBe(ORDER_STATES.length);
  });

  it('refuses unknown states without throwing', () => {
    expect(canTransition('archived' as OrderState, 'done')).toBe(false);
  });
});

describe('transitionError', () => {
  it('names both states in French', () => {
    expect(transitionError('done', 'ready')).toBe(
      'Impossible de passer la commande de « Terminée » à « Prête, livraison imminente »',
    );
  });

  it('says when the order is already in the state', () => {
    expect(transitionError('waiting', 'waiting')).toBe(
      'La commande est déjà « En attente de documents »',
    );
  });
});

describe('admin actions', () => {
  it('has the labels and send_mail defaults of docs/product.md §4.2', () => {
    expect(ADMIN_ACTIONS).toEqual({
      received: { label: 'Indiquer les documents reçus', sendMailDefault: true },
      waiting: { label: 'Mettre en attente', sendMailDefault: true },
      ready: { label: 'Marquer comme prête', sendMailDefault: false },
      confirmed: { label: 'Marquer comme confirmée', sendMailDefault: false },
      done: { label: 'Terminer', sendMailDefault: true },
      paid: { label: 'Marquer comme payée', sendMailDefault: true },
    });
  });

  const stateActions = ADMIN_ACTION_KEYS.filter((a) => a !== 'paid') as Exclude<
    AdminAction,
    'paid'
  >[];
  it.each(ORDER_STATES.flatMap((s) => stateActions.map((a) => [a, s] as const)))(
    '%s from %s follows the transition table',
    (action, state) => {
      expect(stateAfterAction(action, state)).toBe(canTransition(state, action) ? action : null);
    },
  );

  it.each<[OrderState, OrderState]>([
    ['in-progress', 'confirmed'],
    ['awaiting-payment', 'confirmed'],
    ['confirmed', 'confirmed'],
    ['waiting', 'waiting'],
    ['received', 'received'],
    ['ready', 'ready'],
    ['done', 'done'],
    ['need-refresh', 'need-refresh'],
  ])('paid from %s leaves the order %s', (from, to) => {
    expect(stateAfterAction('paid', from)).toBe(to);
  });

  it('offers the actions an order can take', () => {
    expect(availableActions({ state: 'confirmed', paid: null })).toEqual([
      'received',
      'waiting',
      'ready',
      'paid',
    ]);
    expect(availableActions({ state: 'ready', paid: '2026-01-01' })).toEqual([
      'received',
      'waiting',
      'done',
    ]);
    expect(availableActions({ state: 'awaiting-payment' })).toEqual(['confirmed', 'paid']);
    expect(availableActions({ state: 'done', paid: '2026-01-01' })).toEqual([]);
  });
});

describe('paymentIndicator', () => {
  it('is green when a paid date is set, even if pending', () => {
    expect(paymentIndicator({ paid: '2026-01-01T10:00:00Z', pending: true })).toEqual({
      status: 'received',
      color: 'green',
      label: 'Paiement reçu',
    });
    expect(paymentIndicator({ paid: new Date() }).color).toBe('green');
  });

  it('is red when pending', () => {
    expect(paymentIndicator({ paid: null, pending: true })).toEqual({
      status: 'awaiting',
      color: 'red',
      label: 'Paiement en attente',
    });
  });

  it('is orange otherwise', () => {
    for (const order of [{ paid: null, pending: false }, {}, { paid: '', pending: null }])
      expect(paymentIndicator(order)).toEqual({
        status: 'in-progress',
        color: 'orange',
        label: 'Paiement en cours',
      });
  });
});

describe('admin order tabs', () => {
  it('filters as docs/product.md §4.4', () => {
    expect(ADMIN_ORDER_TABS.map((t) => [t.label, t.states, t.pending])).toEqual([
      ['A traiter', ['confirmed', 'waiting', 'received'], null],
      ['Prêtes', ['ready'], null],
      ['Paiement en attente', ['confirmed', 'waiting', 'received', 'ready', 'done'], true],
      ['Corrections demandées', ['need-refresh'], null],
      ['À actualiser', ['done'], null],
      ['Toutes', null, null],
    ]);
    expect(new Set(ADMIN_ORDER_TABS.map((t) => t.key)).size).toBe(6);
  });

  it('matches orders to tabs', () => {
    const [todo, ready, pending, corrections, toRefresh, all] = ADMIN_ORDER_TABS as [
      (typeof ADMIN_ORDER_TABS)[0],
      (typeof ADMIN_ORDER_TABS)[0],
      (typeof ADMIN_ORDER_TABS)[0],
      (typeof ADMIN_ORDER_TABS)[0],
      (typeof ADMIN_ORDER_TABS)[0],
      (typeof ADMIN_ORDER_TABS)[0],
    ];
    expect(matchesOrderTab(todo, { state: 'waiting', pending: true })).toBe(true);
    expect(matchesOrderTab(todo, { state: 'ready' })).toBe(false);
    expect(matchesOrderTab(ready, { state: 'ready' })).toBe(true);
    expect(matchesOrderTab(pending, { state: 'done', pending: true })).toBe(true);
    expect(matchesOrderTab(pending, { state: 'done', pending: false })).toBe(false);
    expect(matchesOrderTab(pending, { state: 'in-progress', pending: true })).toBe(false);
    expect(matchesOrderTab(corrections, { state: 'need-refresh' })).toBe(true);
    expect(matchesOrderTab(corrections, { state: 'done' })).toBe(false);
    expect(matchesOrderTab(toRefresh, { state: 'done', to_refresh: true })).toBe(true);
    expect(matchesOrderTab(toRefresh, { state: 'done' })).toBe(false);
    expect(matchesOrderTab(toRefresh, { state: 'need-refresh', to_refresh: true })).toBe(false);
    expect(matchesOrderTab(all, { state: 'in-progress' })).toBe(true);
  });
});

describe('default sorts', () => {
  it('sorts orders by creation, registers by update, syndics by name', () => {
    expect(DEFAULT_SORTS).toEqual({
      orders: { field: 'created', direction: 'desc' },
      registers: { field: 'updated', direction: 'desc' },
      syndics: { field: 'name', direction: 'asc' },
    });
  });
});

describe('isFinishDisabled', () => {
  it.each([
    [{ sso_provider: 'century21' }, true],
    [{ payload: { offer: 'vte' } }, true],
    [{ includes_documents: true }, true],
    [{ sso_provider: 'century21', registration_id: 'AB1234567' }, false],
    [{ payload: { offer: 'vte' }, registration_id: 'AB1234567' }, false],
    [{ includes_documents: true, registration_id: 'AB1234567' }, false],
    [{ payload: { offer: 'cle' } }, false],
    [{ sso_provider: null, includes_documents: false, registration_id: null }, false],
    [{}, false],
    [{ sso_provider: '', payload: { offer: 'vte' }, registration_id: '' }, true],
    // orders as the API and the client type them: an offer not chosen yet is null
    [{ payload: { offer: null } }, false],
    [{ payload: null, includes_documents: null }, false],
  ])('%j -> %s', (order, expected) => {
    expect(isFinishDisabled(order)).toBe(expected);
  });
});

describe('drafts', () => {
  it('are the orders neither paid nor accepted for deferred billing', () => {
    expect(DRAFT_STATES).toEqual(['in-progress', 'awaiting-payment']);
  });

  it('stay editable by their customer while unpaid, and by admins always', () => {
    expect(mayEditOrder({ state: 'in-progress', paid: null }, false)).toBe(true);
    expect(mayEditOrder({ state: 'awaiting-payment' }, false)).toBe(true);
    expect(mayEditOrder({ state: 'awaiting-payment', paid: '2026-03-12' }, false)).toBe(false);
    expect(mayEditOrder({ state: 'confirmed', paid: null }, false)).toBe(false);
    expect(mayEditOrder({ state: 'done', paid: new Date() }, true)).toBe(true);
  });
});

describe('documents after ordering', () => {
  it('are accepted until staff mark them received, and again for an update', () => {
    const paid = new Date('2026-03-12T10:00:00Z');
    for (const state of ['confirmed', 'waiting', 'need-refresh'] as const)
      expect(mayAddDocuments({ state, paid }, false)).toBe(true);
    expect(mayAddDocuments({ state: 'in-progress', paid: null }, false)).toBe(true);
  });

  it('are refused once staff have them, the document is written or delivered', () => {
    const paid = new Date('2026-03-12T10:00:00Z');
    for (const state of ['received', 'ready', 'done'] as const) {
      expect(mayAddDocuments({ state, paid }, false)).toBe(false);
      expect(mayAddDocuments({ state, paid }, true)).toBe(true);
    }
  });
});

describe('drafts nobody filled', () => {
  it('are the ones left before the property, without a document', () => {
    expect(isUnfilledDraft({ state: 'in-progress', stored: { address: '' }, uploads: [] })).toBe(
      true,
    );
    expect(isUnfilledDraft({ state: 'in-progress', stored: null })).toBe(true);
  });

  it('leave out any draft with an address, a lot or a document, and every order placed', () => {
    expect(
      isUnfilledDraft({ state: 'in-progress', stored: { address: '8 quai des Chartrons' } }),
    ).toBe(false);
    expect(isUnfilledDraft({ state: 'in-progress', stored: { lots: [{}] } })).toBe(false);
    expect(isUnfilledDraft({ state: 'in-progress', stored: {}, uploads: [{}] })).toBe(false);
    expect(isUnfilledDraft({ state: 'confirmed', stored: {} })).toBe(false);
  });
});
