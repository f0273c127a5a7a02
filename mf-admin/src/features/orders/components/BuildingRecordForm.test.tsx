import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuildingRecord, BuildingRecordItem, Order } from '@ped/client';
import { BUILDING_RECORD_ITEM_KEYS, itemLabel, STATUS_ITEMS } from '@ped/domain';
import { renderWithHost } from '../../../testing/renderWithHost';
import { BuildingRecordForm } from './BuildingRecordForm';

const mockFetch = jest.fn();
const mockSave = jest.fn();
jest.mock('@ped/client', () => ({
  ...jest.requireActual('@ped/client'),
  fetchBuildingRecord: (...args: unknown[]) => mockFetch(...args),
  saveBuildingRecord: (...args: unknown[]) => mockSave(...args),
}));

const order = { orderid: 'AB12CD', account: 'client@example.fr' } as Order;

function record(
  overrides: Partial<Record<string, Partial<BuildingRecordItem>>> = {},
): BuildingRecord {
  return {
    items: BUILDING_RECORD_ITEM_KEYS.map((key) => ({
      key,
      label: itemLabel(key),
      section: key === 'works' ? 'life' : STATUS_ITEMS.find((i) => i.key === key)!.section,
      value: null,
      source: null,
      entries: 0,
      ...overrides[key],
    })),
    documents: [
      { id: 'pv-1', label: 'Procès-Verbal (PVs) du 12 mars 2024', dated: true },
      { id: 'up-1', label: 'Fichier du client', dated: false },
    ],
  };
}

async function renderForm(initial = record()) {
  mockFetch.mockResolvedValue(initial);
  const rendered = renderWithHost(<BuildingRecordForm order={order} />);
  await screen.findByRole('form', { name: 'Vie de la copropriété et dossier technique' });
  return rendered;
}

describe('BuildingRecordForm', () => {
  beforeEach(() => {
    mockFetch.mockReset();
    mockSave.mockReset();
  });

  it('starts every item « Non communiqué » and shows where a saved answer comes from', async () => {
    await renderForm(
      record({
        lift: {
          value: { status: 'no_lift', date: null, details: '' },
          source: {
            document_id: 'pv-1',
            document_label: 'Procès-Verbal (PVs) du 12 mars 2024',
            document_date: '2024-03-12',
            document_doctype: 2,
            date_confirmed: true,
            by: 'staff@ped.test',
            at: '2026-03-12T09:30:00Z',
          },
          entries: 2,
        },
      }),
    );
    expect(mockFetch).toHaveBeenCalledWith({ orderid: 'AB12CD', account: 'client@example.fr' });
    expect(screen.getByRole('combobox', { name: 'Procédures judiciaires en cours' })).toHaveValue(
      '',
    );
    expect(
      screen.getByRole('combobox', { name: 'Ascenseur (contrôle technique quinquennal)' }),
    ).toHaveValue('no_lift');
    expect(
      screen.getByText(
        /Saisi par staff@ped\.test le 12 mars 2026 à 10h30, lu dans Procès-Verbal \(PVs\) du 12 mars 2024 \(2 saisies\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer le dossier' })).toBeDisabled();
  });

  it('refuses a statement of absence without a dated source, keeps the answers, then sends them with the document', async () => {
    const user = userEvent.setup();
    await renderForm();
    mockSave.mockResolvedValue(record());
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Procédures judiciaires en cours' }),
      'none',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source des réponses' }), 'up-1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    expect(
      await screen.findByText(/^Une absence ne se déclare qu’avec une source datée/),
    ).toBeInTheDocument();
    expect(mockSave).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Procédures judiciaires en cours' })).toHaveValue(
      'none',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Source des réponses' }), 'pv-1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    await waitFor(() =>
      expect(mockSave).toHaveBeenCalledWith(
        { orderid: 'AB12CD', account: 'client@example.fr' },
        {
          items: { proceedings: { status: 'none', date: null, details: '' } },
          document_id: 'pv-1',
        },
      ),
    );
  });

  it('asks for the date an answer needs, and records works voted with French amounts', async () => {
    const user = userEvent.setup();
    const { dispatched } = await renderForm();
    mockSave.mockResolvedValue(record());
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Diagnostic technique global (DTG)' }),
      'done',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Travaux votés' }), 'voted');
    const resolution = screen.getByRole('group', { name: 'Résolution 1' });
    await user.type(within(resolution).getByLabelText(/N° et objet/), 'n° 12 — ravalement');
    await user.type(within(resolution).getByLabelText(/Voté le/), '2024-03-12');
    await user.type(within(resolution).getByLabelText(/Montant voté/), '120 000');
    await user.type(within(resolution).getByLabelText('Quote-part du lot'), '1 824,5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    expect(await screen.findByText('La date est requise')).toBeInTheDocument();
    expect(mockSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/Date du diagnostic/), '2023-05-02');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    await waitFor(() =>
      expect(mockSave).toHaveBeenCalledWith(
        { orderid: 'AB12CD', account: 'client@example.fr' },
        {
          items: {
            works: {
              status: 'voted',
              list: [
                {
                  resolution: 'n° 12 — ravalement',
                  voted: '2024-03-12',
                  amount: 120000,
                  lot_share: 1824.5,
                  remaining: null,
                },
              ],
            },
            dtg: { status: 'done', date: '2023-05-02', details: '' },
          },
        },
      ),
    );
    await waitFor(() =>
      expect(dispatched).toContainEqual(
        expect.objectContaining({
          type: 'snackbar/notify',
          payload: expect.objectContaining({ message: 'Dossier de la copropriété enregistré' }),
        }),
      ),
    );
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderForm();
    mockSave.mockRejectedValue(
      new Error(
        'La commande est terminée : rouvrez-la (actualisation) avant de modifier son dossier',
      ),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Assurance de l’immeuble' }),
      'insured',
    );
    await user.type(screen.getByLabelText(/Assureur et numéro de contrat/), 'MAAF 123');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    expect(
      await screen.findByText(
        'La commande est terminée : rouvrez-la (actualisation) avant de modifier son dossier',
        { selector: '[role="alert"] *, [role="alert"]' },
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Assureur et numéro de contrat/)).toHaveValue('MAAF 123');
  });
});
