import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FigureProposal, Order, OrderFigure, OrderFigures } from '@ped/client';
import { formatEuros } from '@ped/domain';
import { devRuntimeConfig, HostProviders } from '@ped/host';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { FiguresReview } from './FiguresReview';

/** An amount as the page reads it: Testing Library folds its no-break spaces. */
const euros = (value: number) => formatEuros(value).replace(/\s/g, ' ');

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

/** What each save of the figures sent, as PUT /order/AB12CD/figures received it. */
const figuresSaved = () => api.calls('PUT', '/order/AB12CD/figures').map((r) => r.body);

const form = {
  kind: 'form' as const,
  value: 1234.56,
  document_id: null,
  document_label: null,
  document_date: null,
  by: null,
  at: null,
  reason: null,
  page: null,
};
const figures: OrderFigures = {
  figures: [
    {
      field: 'budget',
      label: 'Provisions exigibles du budget prévisionnel',
      section: 'I-A',
      lot: '12',
      value: 1234.56,
      cents: 123456,
      checked_by: null,
      source: form,
      sources: [form],
      disagreement: false,
      resolved: false,
      proposals: [],
    },
    {
      field: 'unbudget',
      label: 'Provisions exigibles des dépenses hors budget',
      section: 'I-A',
      lot: '12',
      value: null,
      cents: null,
      checked_by: null,
      source: { ...form, value: null },
      sources: [{ ...form, value: null }],
      disagreement: false,
      resolved: false,
      proposals: [],
    },
  ],
  seller_totals: [],
  documents: [],
  checklist: [
    {
      key: 'accounts_date',
      label: 'Date de l’assemblée ayant approuvé les comptes connue',
      problems: [],
    },
  ],
};

const FUND_PROBLEM =
  'Lot 12 : « Part du fonds de travaux rattachée au lot » vaut 114,00 €, or 12 500,00 € × 152 / 10 000 (tantièmes généraux) = 190,00 €';
const fundCheck = {
  key: 'fund_share' as const,
  label: 'Part du fonds de travaux de chaque lot conforme à sa clé',
  problems: [FUND_PROBLEM],
  waivable: true,
  reason: null,
};
const ref = { orderid: 'AB12CD', account: 'client@example.fr' };

describe('FiguresReview: what blocks « Terminer »', () => {
  it('blocks on a check, takes a reason for it, and shows it justified', async () => {
    const user = userEvent.setup();
    api.on('GET', '/order/:orderid/figures', { ...figures, checklist: [fundCheck] });
    api.on('PUT', '/order/:orderid/check-reasons', {
      ...figures,
      checklist: [{ ...fundCheck, reason: 'Clé spéciale du bâtiment B' }],
    });
    renderWithHost(<FiguresReview order={ref as Order} />);
    expect(await screen.findByText('« Terminer » est bloqué')).toBeInTheDocument();
    expect(screen.getByText(FUND_PROBLEM)).toBeInTheDocument();
    const reason = screen.getByLabelText(/Motif de l’écart : Part du fonds de travaux/);
    await user.click(screen.getByRole('button', { name: 'Justifier l’écart' }));
    expect(await screen.findByText('Motivez l’écart en quelques mots')).toBeInTheDocument();
    expect(api.calls('PUT', '/order/AB12CD/check-reasons')).toEqual([]);
    await user.type(reason, 'Clé spéciale du bâtiment B');
    await user.click(screen.getByRole('button', { name: 'Justifier l’écart' }));
    await waitFor(() =>
      expect(api.calls('PUT', '/order/AB12CD/check-reasons')).toMatchObject([
        {
          body: {
            account: 'client@example.fr',
            key: 'fund_share',
            reason: 'Clé spéciale du bâtiment B',
          },
        },
      ]),
    );
    expect(await screen.findByText('Écart justifié')).toBeInTheDocument();
    expect(screen.getByText('Motif : « Clé spéciale du bâtiment B »')).toBeInTheDocument();
    expect(screen.getByText(/1 écart\(s\) justifié\(s\) seront imprimés/)).toBeInTheDocument();
  });

  it('offers no reason for a check that can only be corrected', async () => {
    api.on('GET', '/order/:orderid/figures', {
      ...figures,
      checklist: [
        {
          key: 'accounts_date',
          label: 'Date de l’assemblée ayant approuvé les comptes connue',
          problems: [
            'Indiquez la date de l’assemblée générale ayant approuvé les derniers comptes',
          ],
          waivable: false,
          reason: null,
        },
      ],
    });
    renderWithHost(<FiguresReview order={ref as Order} />);
    expect(await screen.findByText('« Terminer » est bloqué')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Justifier l’écart' })).toBeNull();
  });

  it('lets staff correct the seller’s total of a multi-lot sale', async () => {
    const user = userEvent.setup();
    api.on('GET', '/order/:orderid/figures', {
      ...figures,
      seller_totals: [{ field: 'works_funds_lot', value: 1136.8, by: null }],
    });
    api.on('PUT', '/order/:orderid/figures', {
      ...figures,
      seller_totals: [{ field: 'works_funds_lot', value: 1207.85, by: 'staff@ped.test' }],
    });
    renderWithHost(<FiguresReview order={ref as Order} />);
    const total = await screen.findByLabelText(
      'Total corrigé : Part du fonds de travaux rattachée au lot',
    );
    expect(total).toHaveAccessibleDescription(
      /^1.136,80.€ pour la vente, déclaré par le vendeur ; les lots doivent l’atteindre$/,
    );
    await user.type(total, '1 207,85');
    await user.click(screen.getByRole('button', { name: 'Corriger les totaux de la vente' }));
    await waitFor(() =>
      expect(figuresSaved()).toContainEqual({
        account: 'client@example.fr',
        figures: [{ field: 'works_funds_lot', value: 1207.85, sale_total: true }],
      }),
    );
    expect(
      await screen.findByText(/1.207,85.€ pour la vente, corrigé par staff@ped\.test/),
    ).toBeInTheDocument();
  });
  it('says when the seller’s total was stated for a version already delivered, and no longer names it beside the lots', async () => {
    api.on('GET', '/order/:orderid/figures', {
      ...figures,
      figures: figures.figures
        .map((f) => ({ ...f, field: 'works_funds_lot' as const }))
        .slice(0, 1),
      seller_totals: [{ field: 'works_funds_lot', value: 1136.8, by: null, current: false }],
    });
    renderWithHost(<FiguresReview order={ref as Order} />);
    const total = await screen.findByLabelText(
      'Total corrigé : Part du fonds de travaux rattachée au lot',
    );
    expect(total).toHaveAccessibleDescription(
      /^1.136,80.€ pour la vente, déclaré par le vendeur ; ce total vaut pour la version déjà livrée : les lots relevés depuis ne lui sont plus comparés, indiquez celui de cette version pour les contrôler$/,
    );
    expect(screen.queryByText(/Total déclaré par le vendeur pour la vente/)).toBeNull();
  });
});

describe('FiguresReview and the rest of the order', () => {
  it('reads the checklist again once the order is associated with its copropriété', async () => {
    api.on('GET', '/order/:orderid/figures', figures);
    const { rerender, host } = renderWithHost(<FiguresReview order={ref as Order} />);
    await waitFor(() => expect(api.calls('GET', '/order/AB12CD/figures')).toHaveLength(1));
    rerender(
      <HostProviders host={host} config={devRuntimeConfig()}>
        <FiguresReview
          order={{ ...ref, registration_id: 'AB1234567', updated: '2026-11-27T10:00:00Z' } as Order}
        />
      </HostProviders>,
    );
    await waitFor(() => expect(api.calls('GET', '/order/AB12CD/figures')).toHaveLength(2));
  });
});

describe('FiguresReview', () => {
  it('labels each correction field shortly and describes it with the amount it corrects', async () => {
    api.on('GET', '/order/:orderid/figures', figures);
    renderWithHost(
      <FiguresReview order={{ orderid: 'AB12CD', account: 'client@example.fr' } as Order} />,
    );
    const fields = await screen.findAllByRole('textbox', { name: 'Nouveau montant' });
    expect(fields).toHaveLength(2);
    expect(fields[0]).toHaveAccessibleDescription(
      'Provisions exigibles du budget prévisionnel (I-A — dû par le vendeur au syndicat, lot 12)',
    );
    expect(
      screen.getByRole('textbox', {
        description:
          'Provisions exigibles des dépenses hors budget (I-A — dû par le vendeur au syndicat, lot 12)',
      }),
    ).toBe(fields[1]);
    expect(
      screen.getByRole('rowheader', { name: /Provisions exigibles du budget prévisionnel/ }),
    ).toBeInTheDocument();
  });

  it('names where a figure sits in the document in words, never by its internal key', async () => {
    api.on('GET', '/order/:orderid/figures', {
      ...figures,
      figures: [
        { ...figures.figures[0]!, field: 'unpaid_providers', section: 'copropriete', lot: null },
      ],
    } as OrderFigures);
    renderWithHost(
      <FiguresReview order={{ orderid: 'AB12CD', account: 'client@example.fr' } as Order} />,
    );
    const row = await screen.findByRole('rowheader');
    expect(row).toHaveTextContent('Situation financière de la copropriété');
    expect(row).not.toHaveTextContent('copropriete');
  });

  it('shows what blocks « Terminer » and asks a reason where sources disagree', async () => {
    const staff = {
      ...form,
      kind: 'document' as const,
      value: 1300,
      by: 'staff@ped.fr',
      at: '2026-11-23T10:00:00Z',
    };
    api.on('GET', '/order/:orderid/figures', {
      ...figures,
      figures: [
        {
          ...figures.figures[0]!,
          value: 1300,
          source: staff,
          sources: [form, staff],
          disagreement: true,
        },
      ],
      checklist: [
        {
          key: 'disagreements',
          label: 'Désaccords entre sources tranchés',
          problems: [
            'Lot 12 : « Provisions exigibles du budget prévisionnel » — les sources divergent',
          ],
        },
      ],
    });
    renderWithHost(
      <FiguresReview order={{ orderid: 'AB12CD', account: 'client@example.fr' } as Order} />,
    );
    expect(await screen.findByText('« Terminer » est bloqué')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Lot 12 : « Provisions exigibles du budget prévisionnel » — les sources divergent',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Sources en désaccord')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Motif du choix' })).toBeInTheDocument();
  });
});

describe('FiguresReview: values read in the documents', () => {
  const order = { orderid: 'AB12CD', account: 'client@example.fr' } as Order;
  const agreeing: FigureProposal = {
    value: 1234.56,
    document_id: 'appel-1',
    document_label: 'Appel de fonds',
    document_date: '2026-10-01',
    page: 2,
    excerpt: 'Provisions sur budget — lot 12 : 1 234,56 €',
    confidence: 0.95,
    disagrees: false,
  };
  const disagreeing: FigureProposal = {
    value: 1300,
    document_id: 'pv-1',
    document_label: 'Procès-verbal d’assemblée générale',
    document_date: '2026-03-12',
    page: 3,
    excerpt: 'Budget voté, quote-part du lot 12 : 1 300,00 €',
    confidence: 0.6,
    disagrees: true,
  };
  const withProposals = (proposals: FigureProposal[]): OrderFigures => ({
    ...figures,
    figures: [{ ...figures.figures[0]!, proposals }, figures.figures[1]!],
  });
  const proposalsList = () =>
    screen.findByRole('list', {
      name: /^Montants lus dans les documents : Provisions exigibles du budget prévisionnel/,
    });
  /** What the API answers once a reading is retained: the document source with its page. */
  const retained = (proposal: FigureProposal, reason: string | null = null): OrderFigures => {
    const source = {
      ...form,
      kind: 'document' as const,
      value: proposal.value,
      document_id: proposal.document_id,
      document_label: proposal.document_label,
      document_date: proposal.document_date,
      by: 'staff@ped.fr',
      at: '2026-11-25T10:00:00Z',
      reason,
      page: proposal.page,
    };
    const figure: OrderFigure = {
      ...figures.figures[0]!,
      value: proposal.value,
      cents: Math.round(proposal.value * 100),
      checked_by: 'staff@ped.fr',
      source,
      sources: [form, source],
      disagreement: proposal.disagrees,
      resolved: Boolean(reason),
      proposals: [proposal],
    };
    return { ...figures, figures: [figure, figures.figures[1]!] };
  };

  it('lists each reading with its amount, document, date in full, page, excerpt and confidence', async () => {
    api.on('GET', '/order/:orderid/figures', withProposals([agreeing, disagreeing]));
    renderWithHost(<FiguresReview order={order} />);
    const items = within(await proposalsList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(euros(1234.56));
    expect(items[0]).toHaveTextContent('Appel de fonds du 1er octobre 2026, page 2');
    expect(items[0]).toHaveTextContent('« Provisions sur budget — lot 12 : 1 234,56 € »');
    expect(items[0]).toHaveTextContent('Lecture sûre');
    expect(items[0]).not.toHaveTextContent('Diffère du formulaire du vendeur');
    expect(items[1]).toHaveTextContent(euros(1300));
    expect(items[1]).toHaveTextContent(
      'Procès-verbal d’assemblée générale du 12 mars 2026, page 3',
    );
    expect(items[1]).toHaveTextContent('À vérifier');
    expect(
      within(items[0]!).getByRole('button', { name: 'Retenir ce montant' }),
    ).toHaveAccessibleDescription(
      `${formatEuros(1234.56)} — Appel de fonds du 1er octobre 2026, page 2`,
    );
  });

  it('shows the arithmetic the document prints that confirms a reading', async () => {
    const proof = `${euros(308.64)} × 4 = ${euros(1234.56)}`;
    api.on(
      'GET',
      '/order/:orderid/figures',
      withProposals([{ ...agreeing, proofs: [proof] }, disagreeing]),
    );
    renderWithHost(<FiguresReview order={order} />);
    const items = within(await proposalsList()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`Vérifié par le document : ${proof}`);
    expect(items[1]).not.toHaveTextContent('Vérifié par le document');
  });

  it('names an undated document without a date, and never prints its date twice', async () => {
    api.on(
      'GET',
      '/order/:orderid/figures',
      withProposals([
        { ...agreeing, document_date: null, document_label: 'Relevé de compte' },
        { ...disagreeing, document_label: 'PV du 12 mars 2026' },
      ]),
    );
    renderWithHost(<FiguresReview order={order} />);
    const items = within(await proposalsList()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/— Relevé de compte, page 2/);
    expect(items[1]).toHaveTextContent(/— PV du 12 mars 2026, page 3/);
  });

  it('retains a reading with its document and page, then shows the document source with its page', async () => {
    api.on('GET', '/order/:orderid/figures', withProposals([agreeing]));
    api.on('PUT', '/order/:orderid/figures', retained(agreeing));
    const { actions } = renderWithHost(<FiguresReview order={order} />);
    await userEvent.click(
      within(await proposalsList()).getByRole('button', { name: 'Retenir ce montant' }),
    );
    expect(figuresSaved()).toContainEqual({
      account: 'client@example.fr',
      figures: [{ field: 'budget', lot: '12', value: 1234.56, document_id: 'appel-1', page: 2 }],
    });
    expect(
      await screen.findByText(
        `${euros(1234.56)} — lu dans Appel de fonds, page 2, par staff@ped.fr le 25 nov. 2026`,
      ),
    ).toBeInTheDocument();
    const item = within(await proposalsList()).getByRole('listitem');
    expect(item).toHaveTextContent('Montant retenu');
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(actions).toContainEqual(
      expect.objectContaining({
        payload: expect.objectContaining({ message: 'Montants enregistrés' }),
      }),
    );
  });

  it('marks a reading that differs from the seller’s and asks a reason before retaining it', async () => {
    api.on('GET', '/order/:orderid/figures', withProposals([disagreeing]));
    api.on('PUT', '/order/:orderid/figures', retained(disagreeing, 'Budget voté en AG'));
    renderWithHost(<FiguresReview order={order} />);
    const item = within(await proposalsList()).getByRole('listitem');
    expect(within(item).getByText('Diffère du formulaire du vendeur')).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Retenir ce montant' }));
    expect(figuresSaved()).toEqual([]);
    const reason = screen.getByRole('textbox', { name: 'Motif du choix' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(
        'Indiquez le motif du choix : ce montant diffère de celui du vendeur',
      ),
    );

    await userEvent.type(reason, 'Budget voté en AG');
    await userEvent.click(within(item).getByRole('button', { name: 'Retenir ce montant' }));
    expect(figuresSaved()).toContainEqual({
      account: 'client@example.fr',
      figures: [
        {
          field: 'budget',
          lot: '12',
          value: 1300,
          document_id: 'pv-1',
          page: 3,
          reason: 'Budget voté en AG',
        },
      ],
    });
    expect(await screen.findByText('Désaccord tranché')).toBeInTheDocument();
  });

  it('shows no reading for a figure without any, even from an older response', async () => {
    const { proposals: _none, ...older } = figures.figures[1]!;
    api.on('GET', '/order/:orderid/figures', {
      ...figures,
      figures: [figures.figures[0]!, older],
    });
    renderWithHost(<FiguresReview order={order} />);
    expect(await screen.findAllByRole('textbox', { name: 'Nouveau montant' })).toHaveLength(2);
    expect(
      screen.queryByRole('list', { name: /Montants lus dans les documents/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Lu dans les documents :')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retenir ce montant' })).not.toBeInTheDocument();
  });

  it('keeps the reason typed and lets staff try again when saving fails', async () => {
    api.on('GET', '/order/:orderid/figures', withProposals([disagreeing]));
    api.on('PUT', '/order/:orderid/figures', reply(409, 'La commande est terminée'));
    const { actions } = renderWithHost(<FiguresReview order={order} />);
    const item = within(await proposalsList()).getByRole('listitem');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Motif du choix' }),
      'Budget voté en AG',
    );
    const button = within(item).getByRole('button', { name: 'Retenir ce montant' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(actions).toContainEqual(
        expect.objectContaining({
          payload: expect.objectContaining({
            message: 'La commande est terminée',
            variant: 'error',
          }),
        }),
      ),
    );
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Motif du choix' })).toHaveValue(
      'Budget voté en AG',
    );
    expect(within(item).getByText(euros(1300))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer les montants' })).toBeEnabled();
  });
});
