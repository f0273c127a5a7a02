import { act, fireEvent, screen } from '@testing-library/react';
import type { OrganisationSettings } from '@ped/client';
import { fakeApi } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { draftActions } from '../store/draft-actions';
import type { Session } from '@ped/domain';
import { StepPanel } from './StepPanel';
import { STEP_COMPONENTS } from './steps/step-components';

const settings: OrganisationSettings = {
  billing_address: {
    name: 'Agence du Port',
    address: '1 place de la Bourse',
    additional: '',
    zipcode: '33000',
    city: 'Bordeaux',
    country: 'France',
  },
  customizations: null,
};

const COLLABORATOR: Session = {
  connected: true,
  account: 'negociateur@agence-du-port.fr',
  account_id: 'a1',
  validated: true,
  is_admin: false,
  role: 'member',
  created: '2026-01-05T10:00:00.000Z',
  organisation: { id: 'o1', name: 'Agence du Port', subscription_plan: 'experts' },
  sso_provider: null,
  impersonated_by: null,
};

describe('étapes de la commande', () => {
  // each step's code is its own chunk (the next one loaded ahead): here all are there
  beforeAll(() => Promise.all(Object.values(STEP_COMPONENTS).map((step) => step.preload?.())));
  // the steps read Paramètres; no test here lasts until the draft's save
  beforeEach(() => {
    fakeApi().on('GET', '/account/settings', settings);
  });

  it('refuse de quitter l’étape « Bien et lots » incomplète, avec un message français à côté de chaque champ', () => {
    const { store } = renderWithHost(<StepPanel />);
    act(() => void store.dispatch(draftActions.goto('bien')));
    fireEvent.change(screen.getByLabelText(/Adresse du bien/), {
      target: { value: '12 rue des Lilas' },
    });
    fireEvent.change(screen.getByLabelText(/Code postal/), { target: { value: '7501' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Bien et lots');
    expect(screen.getByLabelText(/Code postal/)).toHaveAccessibleDescription(
      'Code postal invalide (5 chiffres)',
    );
    expect(screen.getByLabelText(/Ville/)).toHaveAccessibleDescription('La ville est requise');
    expect(screen.getByText('Indiquez au moins un lot')).toBeInTheDocument();
    expect(screen.getByLabelText(/Adresse du bien/)).toHaveValue('12 rue des Lilas');
  });

  it('passe à l’étape suivante quand les champs sont bons, plusieurs lots compris', () => {
    const { store } = renderWithHost(<StepPanel />);
    act(() => void store.dispatch(draftActions.goto('bien')));
    act(
      () =>
        void store.dispatch(
          draftActions.patch({ address: '12 rue des Lilas', zipcode: '75011', city: 'Paris' }),
        ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un lot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un lot' }));
    fireEvent.change(screen.getByRole('group', { name: 'Lot 1' }).querySelector('input')!, {
      target: { value: '12' },
    });
    const cellar = screen.getByRole('group', { name: 'Lot 2' });
    expect(cellar.querySelector('select')).toHaveValue('cave');
    fireEvent.change(cellar.querySelector('input')!, { target: { value: '45' } });
    fireEvent.change(screen.getByLabelText(/Règlement de copropriété/), {
      target: { value: 'Acte du 12 mai 1972, Maître Durand, Lyon' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Étape 3 sur 9 : Vendeurs');
    expect(store.getState().stored.stored.regulation_reference).toBe(
      'Acte du 12 mai 1972, Maître Durand, Lyon',
    );
    expect(store.getState().stored.stored.lots.map((l: { number: string }) => l.number)).toEqual([
      '12',
      '45',
    ]);
  });

  it('les montants se saisissent à la française et le texte tapé est gardé tel quel', () => {
    const { store } = renderWithHost(<StepPanel />);
    act(() => void store.dispatch(draftActions.goto('montants')));
    const field = screen.getByLabelText(/Provisions exigibles du budget prévisionnel/);
    fireEvent.change(field, { target: { value: '1 234,56' } });
    expect(store.getState().stored.stored.budget).toBe(1234.56);

    fireEvent.change(field, { target: { value: '12,345' } });
    fireEvent.blur(field);
    expect(field).toHaveValue('12,345');
    expect(store.getState().stored.stored.budget).toBeNull();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Montant invalide'));
  });

  it('le vendeur peut donner le nombre de lots de l’immeuble et les coordonnées du syndic', () => {
    const { store } = renderWithHost(<StepPanel />);
    act(() => void store.dispatch(draftActions.goto('montants')));
    fireEvent.change(screen.getByLabelText(/Nombre de lots de la copropriété/), {
      target: { value: '48' },
    });
    expect(store.getState().stored.stored.building_lots).toBe(48);
    // the obligations of the technical file depend on the building's use
    fireEvent.change(screen.getByRole('combobox', { name: /Immeuble à usage d’habitation/ }), {
      target: { value: 'true' },
    });
    expect(store.getState().stored.stored.building_residential).toBe(true);

    act(() => void store.dispatch(draftActions.goto('documents')));
    fireEvent.change(screen.getByLabelText(/Adresse du syndic/), {
      target: { value: '12 quai Saint-Antoine, 69002 Lyon' },
    });
    fireEvent.change(screen.getByLabelText(/Contact du syndic/), {
      target: { value: '04 72 00 00 00' },
    });
    expect(store.getState().stored.stored).toMatchObject({
      syndic_address: '12 quai Saint-Antoine, 69002 Lyon',
      syndic_contact: '04 72 00 00 00',
    });
  });

  it('refuse « abc » dans un montant à « Continuer », avec un message français, et garde la saisie', () => {
    const { store } = renderWithHost(<StepPanel />);
    act(() => void store.dispatch(draftActions.goto('montants')));
    const field = screen.getByLabelText(/Provisions exigibles du budget prévisionnel/);
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));

    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Montants');
    expect(field).toHaveValue('abc');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Montant invalide : saisissez un nombre, par exemple 1 234,56'),
    );
  });

  it('montre un montant enregistré avec ses deux décimales (1 850,40, pas 1 850,4)', () => {
    const { store } = renderWithHost(<StepPanel />);
    act(() => void store.dispatch(draftActions.patch({ budget: 1850.4, works_funds: 1200 })));
    act(() => void store.dispatch(draftActions.goto('montants')));

    expect(screen.getByLabelText(/Provisions exigibles du budget prévisionnel/)).toHaveValue(
      '1\u00a0850,40',
    );
    expect(screen.getByLabelText(/Montant du fonds de travaux/)).toHaveValue('1\u00a0200,00');
  });

  it('préremplit la facturation d’un membre avec l’adresse de Paramètres de son organisation', async () => {
    const { store } = renderWithHost(<StepPanel />, { session: COLLABORATOR });
    act(() => void store.dispatch(draftActions.goto('facturation')));

    expect(await screen.findByDisplayValue('Agence du Port')).toBeInTheDocument();
    expect(screen.getByLabelText(/Adresse de facturation/)).toHaveValue('1 place de la Bourse');
    expect(screen.getByLabelText(/Code postal/)).toHaveValue('33000');
    expect(screen.getByLabelText(/Ville/)).toHaveValue('Bordeaux');
  });
});
