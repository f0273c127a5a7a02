import { createOrderForm } from '@ped/domain';
import { orderFixture, uploadFixture } from '../../../testing/orders';
import { draftActions, type DraftAction } from './draft-actions';
import { draftReducer } from './draft-reducer';
import { initialDraftState, type DraftState } from './draft-state';

const EMAIL = 'vendeuse@exemple.fr';

const reduce = (state: DraftState, ...actions: DraftAction[]) =>
  actions.reduce(draftReducer, state);
const started = () => reduce(initialDraftState(), draftActions.start('cle', EMAIL));

describe('the order being filled (stored state area)', () => {
  it('starts a new order with the offer of the URL, under the given e-mail', () => {
    const draft = started();
    expect(draft).toMatchObject({ account: EMAIL, orderid: null, step: 'offre', status: 'idle' });
    expect(draft.stored).toMatchObject({ offer: 'cle', email: EMAIL });
    expect(draft.uploads).toEqual([]);
  });

  it('takes a change at once and waits to save it; only the errors of the fields changed go', () => {
    const before: DraftState = {
      ...started(),
      errors: {
        address: 'Adresse requise',
        'lots.0.number': 'Numéro requis',
        city: 'Ville requise',
      },
    };
    const draft = reduce(before, draftActions.patch({ address: '12 rue des Lilas', lots: [] }));
    expect(draft.stored.address).toBe('12 rue des Lilas');
    expect(draft.errors).toEqual({ city: 'Ville requise' });
    expect(draft.status).toBe('pending');
  });

  it('keeps an amount as typed, even unreadable, beside the euros it reads', () => {
    const draft = reduce(started(), draftActions.amountText('budget', '1 2a4', null));
    expect(draft.amountTexts.budget).toBe('1 2a4');
    expect(draft.stored.budget).toBeNull();
    expect(draft.status).toBe('pending');
  });

  it('names the order from a save’s answer without claiming later typing saved', () => {
    const order = orderFixture({ orderid: 'AB12CD', stored: { address: 'ancienne adresse' } });
    const saving = reduce(
      started(),
      draftActions.patch({ address: '1 rue' }),
      draftActions.saving(),
    );

    const saved = reduce(saving, draftActions.saved(order));
    expect(saved).toMatchObject({ orderid: 'AB12CD', order, status: 'saved', error: null });
    // the answer never overwrites the form: what the customer typed stays
    expect(saved.stored.address).toBe('1 rue');

    const typedMeanwhile = reduce(saving, draftActions.patch({ city: 'Lyon' }));
    expect(reduce(typedMeanwhile, draftActions.saved(order)).status).toBe('pending');
  });

  it('keeps everything typed when a save fails, and says why', () => {
    const typed = reduce(
      started(),
      draftActions.patch({ address: '1 rue' }),
      draftActions.saving(),
    );
    const failed = reduce(typed, draftActions.saveFailed('Service indisponible'));
    expect(failed).toMatchObject({ status: 'failed', error: 'Service indisponible' });
    expect(failed.stored).toBe(typed.stored);
  });

  it('resumes an order: its form without the password, and the step kept for the same order only', () => {
    const order = orderFixture({
      orderid: 'AB12CD',
      stored: { address: '3 rue du Port', syndic: { name: 'Foncia', has_password: true } },
      payload: { syndic: { has_password: true } } as never,
    });
    const onStep = { ...started(), orderid: 'AB12CD', step: 'bien' as const };

    const resumed = reduce(onStep, draftActions.resumed(order, EMAIL));
    expect(resumed).toMatchObject({ orderid: 'AB12CD', step: 'bien', status: 'saved' });
    expect(resumed.stored.address).toBe('3 rue du Port');
    expect(resumed.stored.syndic).toMatchObject({ name: 'Foncia', password: '' });
    expect(resumed.hasSyndicPassword).toBe(true);

    const other = orderFixture({ orderid: 'XY98ZW' });
    expect(reduce(onStep, draftActions.resumed(other, EMAIL)).step).toBe('offre');
  });

  it('loads an order, and stops loading with the reason when it cannot', () => {
    const loading = reduce(started(), draftActions.resume('AB12CD', EMAIL));
    expect(loading).toMatchObject({ loading: true, error: null });
    expect(reduce(loading, draftActions.resumeFailed('Commande introuvable'))).toMatchObject({
      loading: false,
      error: 'Commande introuvable',
    });
  });

  it('restores the draft kept in this browser, completed with today’s defaults', () => {
    const { notary: _missing, ...stored } = { ...createOrderForm(), address: '5 quai' };
    const draft = reduce(
      initialDraftState(),
      draftActions.restore({
        orderid: 'AB12CD',
        account: EMAIL,
        stored: stored as never,
        step: 'bien',
      }),
    );
    expect(draft).toMatchObject({ orderid: 'AB12CD', account: EMAIL, step: 'bien' });
    expect(draft.stored.address).toBe('5 quai');
    expect(draft.stored.notary).toEqual({ name: '', email: '' });
  });

  it('lists an added document and links it to the form; a removed one leaves both', () => {
    const fiche = uploadFixture({ id: 'fiche' });
    const added = reduce(started(), draftActions.uploadAdded(fiche));
    expect(added.uploads).toEqual([fiche]);
    expect(added.stored.links).toEqual([{ link: fiche.url }]);
    expect(added.status).toBe('pending');

    const renamed = { ...fiche, comment: 'Fiche synthétique' };
    expect(reduce(added, draftActions.uploadChanged(renamed)).uploads).toEqual([renamed]);

    const removed = reduce(added, draftActions.uploadRemoved(fiche));
    expect(removed.uploads).toEqual([]);
    expect(removed.stored.links).toEqual([]);
  });

  it('fills an untouched invoice block with the organisation’s address, never a typed one', () => {
    const address = {
      name: 'Agence du Port',
      address: '1 quai',
      additional: '',
      zipcode: '17000',
      city: 'La Rochelle',
    };
    const filled = reduce(started(), draftActions.defaultBillingAddress(address));
    expect(filled.stored.invoice).toMatchObject({
      lastname: 'Agence du Port',
      city: 'La Rochelle',
    });
    expect(filled.status).toBe('pending');

    const typed = reduce(
      started(),
      draftActions.patch({ invoice: { ...started().stored.invoice, lastname: 'Durand' } }),
    );
    expect(reduce(typed, draftActions.defaultBillingAddress(address))).toBe(typed);
  });

  it('clears the errors shown when the customer changes step', () => {
    const withErrors = reduce(started(), draftActions.errors({ address: 'Adresse requise' }));
    expect(withErrors.errors).toEqual({ address: 'Adresse requise' });
    expect(reduce(withErrors, draftActions.goto('bien'))).toMatchObject({
      step: 'bien',
      errors: {},
    });
  });
});
