import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuildingRecord, BuildingRecordItem, Order } from '@ped/client';
import { BUILDING_RECORD_ITEM_KEYS, itemLabel, STATUS_ITEMS } from '@ped/domain';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { BuildingRecordForm } from './BuildingRecordForm';

const order = {
  orderid: 'AB12CD',
  account: 'client@example.fr',
  stored: { lots: [{ number: '12' }, { number: '48' }] },
} as Order;

function record(
  overrides: Partial<Record<string, Partial<BuildingRecordItem>>> = {},
): BuildingRecord {
  return {
    items: BUILDING_RECORD_ITEM_KEYS.map((key) => ({
      key,
      label: itemLabel(key),
      section:
        key === 'works'
          ? 'life'
          : key === 'organisation'
            ? 'organisation'
            : STATUS_ITEMS.find((i) => i.key === key)!.section,
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

/** Long texts pasted rather than typed key by key: the form re-renders at every key. */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

let api: FakeApi;

/** What each save sent, as PUT /order/AB12CD/building-record received it. */
const saves = () => api.calls('PUT', '/order/AB12CD/building-record').map((r) => r.body);

async function renderForm(initial = record()) {
  api.on('GET', '/order/:orderid/building-record', initial);
  const rendered = renderWithHost(<BuildingRecordForm order={order} />);
  await screen.findByRole('form', {
    name: 'Organisation, vie de la copropriété et dossier technique',
  });
  return rendered;
}

describe('BuildingRecordForm', () => {
  beforeEach(() => {
    api = fakeApi().on('PUT', '/order/:orderid/building-record', record());
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
    expect(api.calls('GET', '/order/AB12CD/building-record')).toMatchObject([
      { query: { account: 'client@example.fr' } },
    ]);
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
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Procédures judiciaires en cours' }),
      'none',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source des réponses' }), 'up-1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    expect(
      await screen.findByText(/^Une absence ne se déclare qu’avec une source datée/),
    ).toBeInTheDocument();
    expect(saves()).toEqual([]);
    expect(screen.getByRole('combobox', { name: 'Procédures judiciaires en cours' })).toHaveValue(
      'none',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Source des réponses' }), 'pv-1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    await waitFor(() =>
      expect(saves()).toContainEqual({
        account: 'client@example.fr',
        items: { proceedings: { status: 'none', date: null, details: '' } },
        document_id: 'pv-1',
      }),
    );
  });

  it('asks for the date an answer needs, and records works voted per lot with French amounts, their key and calls', async () => {
    const user = userEvent.setup();
    const { actions } = await renderForm();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Diagnostic technique global (DTG)' }),
      'done',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Travaux votés' }), 'voted');
    const resolution = screen.getByRole('group', { name: 'Résolution 1' });
    await paste(user, within(resolution).getByLabelText(/N° et objet/), 'n° 12 — ravalement');
    await user.type(within(resolution).getByLabelText(/Voté le/), '2024-03-12');
    await paste(user, within(resolution).getByLabelText(/Montant voté/), '120 000');
    await paste(user, within(resolution).getByLabelText('Quote-part du lot 12'), '1 824,5');
    await paste(user, within(resolution).getByLabelText('Reste à appeler du lot 12'), '912,25');
    await user.selectOptions(
      within(resolution).getByRole('combobox', { name: 'Clé de la résolution 1' }),
      'special',
    );
    await paste(user, within(resolution).getByLabelText(/Nom de la clé/), 'bâtiment A');
    await paste(user, within(resolution).getByLabelText(/Total de la clé/), '6000');
    await user.type(within(resolution).getByLabelText(/Tantièmes du lot 12/), '91');
    await user.type(within(resolution).getByLabelText(/Tantièmes du lot 48/), '0');
    await user.click(
      within(resolution).getByRole('button', { name: 'Ajouter un appel à la résolution 1' }),
    );
    await user.type(within(resolution).getByLabelText(/Appel 1 exigible le/), '2026-04-01');
    await user.type(within(resolution).getByLabelText('Appel 1 : pourcentage'), '60');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    expect(await screen.findByText('La date est requise')).toBeInTheDocument();
    expect(
      screen.getByText('Les appels votés totalisent 100 % de la part appelée'),
    ).toBeInTheDocument();
    expect(saves()).toEqual([]);
    await user.clear(within(resolution).getByLabelText('Appel 1 : pourcentage'));
    await paste(user, within(resolution).getByLabelText('Appel 1 : pourcentage'), '100');

    await user.type(screen.getByLabelText(/Date du diagnostic/), '2023-05-02');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    await waitFor(() =>
      expect(saves()).toContainEqual({
        account: 'client@example.fr',
        items: {
          works: {
            status: 'voted',
            list: [
              {
                resolution: 'n° 12 — ravalement',
                voted: '2024-03-12',
                amount: 120000,
                loan: null,
                key: {
                  name: 'bâtiment A',
                  total: 6000,
                  lots: [
                    { lot: '12', tantiemes: 91 },
                    { lot: '48', tantiemes: 0 },
                  ],
                },
                calls: [{ due: '2026-04-01', percent: 100 }],
                lots: [
                  { lot: '12', share: 1824.5, called: null, remaining: 912.25, loan: null },
                  { lot: '48', share: null, called: null, remaining: null, loan: null },
                ],
              },
            ],
          },
          dtg: { status: 'done', date: '2023-05-02', details: '' },
        },
      }),
    );
    await waitFor(() =>
      expect(actions).toContainEqual(
        expect.objectContaining({
          type: 'snackbar/notify',
          payload: expect.objectContaining({ message: 'Dossier de la copropriété enregistré' }),
        }),
      ),
    );
  });

  it('records the building’s organisation: asks for what a deed lacks, keeps what was typed, then sends the règlement, an amending deed and an assembly', async () => {
    const user = userEvent.setup();
    await renderForm();
    const regulation = screen.getByRole('group', { name: 'Règlement de copropriété' });
    await paste(
      user,
      within(regulation).getByLabelText(/Notaire/),
      'Maître Paul Durand, notaire à Lyon',
    );
    await user.type(within(regulation).getByLabelText(/Publié le/), '1972-06-02');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    expect(await within(regulation).findByText('La date est requise')).toBeInTheDocument();
    expect(saves()).toEqual([]);
    expect(within(regulation).getByLabelText(/Notaire/)).toHaveValue(
      'Maître Paul Durand, notaire à Lyon',
    );
    await user.type(within(regulation).getByLabelText(/Date de l’acte/), '1972-07-01');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    expect(
      await within(regulation).findByText('La publication suit la date de l’acte'),
    ).toBeInTheDocument();
    await user.clear(within(regulation).getByLabelText(/Date de l’acte/));
    await user.type(within(regulation).getByLabelText(/Date de l’acte/), '1972-05-12');
    await paste(
      user,
      within(regulation).getByLabelText(/Références de publication/),
      'SPF de Lyon 1, volume 1972 P n° 1234',
    );

    expect(screen.getByRole('group', { name: 'État descriptif de division' })).toBeInTheDocument();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'L’état descriptif de division est dans l’acte du règlement',
      }),
    );
    expect(screen.queryByRole('group', { name: 'État descriptif de division' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ajouter un acte modificatif' }));
    const amendment = screen.getByRole('group', { name: 'Acte modificatif 1' });
    await paste(user, within(amendment).getByLabelText(/Objet de l’acte/), 'Division du lot 7');
    await user.type(within(amendment).getByLabelText(/Date de l’acte/), '1998-03-04');
    await paste(user, within(amendment).getByLabelText(/Notaire/), 'Maître Anne Petit');

    await user.click(screen.getByRole('button', { name: 'Ajouter une assemblée' }));
    await user.type(screen.getByLabelText(/Assemblée 1 : date/), '2025-06-12');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    expect(await screen.findByText('Indiquez les résolutions essentielles')).toBeInTheDocument();
    await paste(
      user,
      screen.getByLabelText(/Assemblée 1 : résolutions essentielles/),
      'Approbation des comptes 2024 ; ravalement voté (412 000 €)',
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    await waitFor(() =>
      expect(saves()).toContainEqual({
        account: 'client@example.fr',
        items: {
          organisation: {
            regulation: {
              date: '1972-05-12',
              notary: 'Maître Paul Durand, notaire à Lyon',
              published: '1972-06-02',
              publication: 'SPF de Lyon 1, volume 1972 P n° 1234',
              object: '',
            },
            division: null,
            divisionInRegulation: true,
            amendments: [
              {
                date: '1998-03-04',
                notary: 'Maître Anne Petit',
                published: null,
                publication: '',
                object: 'Division du lot 7',
              },
            ],
            assemblies: [
              {
                date: '2025-06-12',
                resolutions: 'Approbation des comptes 2024 ; ravalement voté (412 000 €)',
              },
            ],
          },
        },
      }),
    );
  });

  it('shows the organisation saved, and removing its last entries sends « Non communiqué »', async () => {
    const user = userEvent.setup();
    await renderForm(
      record({
        organisation: {
          value: {
            regulation: null,
            division: null,
            divisionInRegulation: false,
            amendments: [],
            assemblies: [{ date: '2025-06-12', resolutions: 'Ravalement voté' }],
          },
        },
      }),
    );
    expect(screen.getByLabelText(/Assemblée 1 : résolutions essentielles/)).toHaveValue(
      'Ravalement voté',
    );
    await user.click(screen.getByRole('button', { name: 'Retirer l’assemblée 1' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    await waitFor(() =>
      expect(saves()).toContainEqual({
        account: 'client@example.fr',
        items: { organisation: null },
      }),
    );
  });

  it('sends an administrative order’s deadline', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Arrêtés de police administrative/ }),
      'ongoing',
    );
    await user.type(screen.getByLabelText(/Date de l’arrêté/), '2026-05-06');
    await paste(user, screen.getByLabelText(/Autorité, nature/), 'Mise en sécurité : balcons');
    await user.type(screen.getByLabelText(/Délai d’exécution des mesures/), '2026-11-06');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    await waitFor(() =>
      expect(saves()).toContainEqual({
        account: 'client@example.fr',
        items: {
          orders: {
            status: 'ongoing',
            date: '2026-05-06',
            details: 'Mise en sécurité : balcons',
            deadline: '2026-11-06',
          },
        },
      }),
    );
  });

  it('asks for a DPE’s energy class and sends it with the answer', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'DPE collectif' }), 'done');
    await user.type(screen.getByLabelText(/Date du DPE/), '2023-11-05');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    expect(await screen.findByText('Choisissez la classe énergie')).toBeInTheDocument();
    expect(saves()).toEqual([]);
    await user.selectOptions(screen.getByRole('combobox', { name: /Classe énergie/ }), 'D');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    await waitFor(() =>
      expect(saves()).toContainEqual({
        account: 'client@example.fr',
        items: { dpe: { status: 'done', date: '2023-11-05', details: '', grade: 'D' } },
      }),
    );
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderForm();
    api.on(
      'PUT',
      '/order/:orderid/building-record',
      reply(
        409,
        'La commande est terminée : rouvrez-la (actualisation) avant de modifier son dossier',
      ),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Assurance de l’immeuble' }),
      'insured',
    );
    await paste(user, screen.getByLabelText(/Assureur et numéro de contrat/), 'MAAF 123');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    expect(
      await screen.findByText(
        'La commande est terminée : rouvrez-la (actualisation) avant de modifier son dossier',
        { selector: '[role="alert"] *, [role="alert"]' },
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Assureur et numéro de contrat/)).toHaveValue('MAAF 123');
  });

  it('takes the next general assembly of a delivered order, and nothing else', async () => {
    const user = userEvent.setup();
    api.on('GET', '/order/:orderid/building-record', record());
    renderWithHost(<BuildingRecordForm order={{ ...order, state: 'done' }} />);
    await screen.findByRole('form', {
      name: 'Organisation, vie de la copropriété et dossier technique',
    });
    expect(
      screen.getByText(/^Commande terminée : seule la prochaine assemblée générale/),
    ).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Assurance de l’immeuble' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'DPE collectif' })).toBeNull();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Prochaine assemblée générale' }),
      'scheduled',
    );
    await user.type(screen.getByLabelText(/Date de l’assemblée/), '2027-03-18');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le dossier' }));
    await waitFor(() =>
      expect(saves()).toContainEqual({
        account: 'client@example.fr',
        items: { next_ag: { status: 'scheduled', date: '2027-03-18', details: '' } },
      }),
    );
  });
});
