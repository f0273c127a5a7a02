import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotarySpace } from '@ped/client';
import type { ScheduledCall } from '@ped/domain';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { SettlementPanel } from './SettlementPanel';

const quarter = (due: string, end: string): ScheduledCall => ({
  lot: '12',
  due,
  nature: 'budget',
  label: 'Provision du budget prévisionnel',
  cents: 73_500,
  period: { start: due, end },
});

const space = {
  document: { version: 1, delivered: '2026-11-23T10:00:00Z' },
  settlement: {
    schedule: [quarter('2027-01-01', '2027-03-31'), quarter('2027-04-01', '2027-06-30')],
    signing_day: '2027-02-10',
    rule: 'art-6-2',
  },
} as unknown as NotarySpace;

/** What the page reads: Testing Library folds no-break spaces. */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent!.replace(/\s/g, ' '));

describe('SettlementPanel', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi();
  });

  it('splits the calls at the signing day and recomputes at once when the notary changes the day or the rule', async () => {
    const user = userEvent.setup();
    renderWithHost(<SettlementPanel token="jeton" space={space} onRecorded={() => undefined} />);
    const table = screen.getByRole('region', { name: 'Lot 12 : répartition des appels' });
    const firstRow = () => within(table).getAllByRole('row')[1]!;
    // art. 6-2: the call of 1 January is due before the signing of 10 February
    expect(cellsOf(firstRow()).slice(2)).toEqual(['735,00 €', '735,00 €', '0,00 €']);

    await user.click(screen.getByRole('radio', { name: /Prorata journalier/ }));
    // 40 days of the quarter's 90 before the signing
    expect(cellsOf(firstRow()).slice(2)).toEqual(['735,00 €', '326,67 €', '408,33 €']);

    // a native date picker: the browser gives the new day at once
    fireEvent.change(screen.getByLabelText(/Date de signature de l’acte/), {
      target: { value: '2026-12-15' },
    });
    expect(cellsOf(firstRow()).slice(2)).toEqual(['735,00 €', '0,00 €', '735,00 €']);
    expect(screen.getByText(/de l’acquéreur/)).toHaveTextContent('1 470,00 €');
    // nothing was asked of the server to recompute
    expect(api.requests).toEqual([]);
  });

  it('records the day and the rule for the deed, and says what the server refused', async () => {
    const user = userEvent.setup();
    const onRecorded = jest.fn();
    api.on(
      'POST',
      '/espace-notaire/:token/signing',
      reply(
        400,
        'La date de signature ne peut pas être passée : indiquez le jour prévu pour l’acte.',
      ),
      reply(200, 'Date de signature enregistrée', space),
    );
    renderWithHost(<SettlementPanel token="jeton" space={space} onRecorded={onRecorded} />);
    const save = screen.getByRole('button', {
      name: 'Retenir cette date et cette règle pour l’acte',
    });
    await user.click(save);
    expect(
      await screen.findByText(/La date de signature ne peut pas être passée/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Date de signature de l’acte/)).toHaveValue('2027-02-10');

    await user.click(save);
    await waitFor(() => expect(api.calls('POST', '/espace-notaire/jeton/signing')).toHaveLength(2));
    expect(api.calls('POST', '/espace-notaire/jeton/signing').at(-1)?.body).toEqual({
      signing_day: '2027-02-10',
      rule: 'art-6-2',
    });
    expect(await screen.findByText('Date de signature enregistrée')).toBeInTheDocument();
    expect(onRecorded).toHaveBeenCalledWith(space);
  });

  it('records the signing day of a version without échéancier, for the links and the update watch', async () => {
    const user = userEvent.setup();
    const onRecorded = jest.fn();
    const plain = {
      ...space,
      settlement: { schedule: [], signing_day: null, rule: 'art-6-2' },
    } as unknown as NotarySpace;
    api.on(
      'POST',
      '/espace-notaire/:token/signing',
      reply(
        200,
        'Date de signature enregistrée : les liens de la vente valent jusqu’à ce jour inclus.',
        plain,
      ),
    );
    renderWithHost(<SettlementPanel token="jeton" space={plain} onRecorded={onRecorded} />);
    const form = screen.getByRole('form', { name: 'Date de signature' });
    expect(form).toHaveTextContent('ne contient pas d’échéancier');
    const save = within(form).getByRole('button', { name: 'Retenir cette date pour l’acte' });
    expect(save).toBeDisabled();
    fireEvent.change(within(form).getByLabelText(/Date de signature de l’acte/), {
      target: { value: '2027-03-20' },
    });
    await user.click(save);
    expect(api.calls('POST', '/espace-notaire/jeton/signing')).toMatchObject([
      { body: { signing_day: '2027-03-20', rule: 'art-6-2' } },
    ]);
    expect(await within(form).findByText(/Date de signature enregistrée/)).toBeInTheDocument();
    expect(onRecorded).toHaveBeenCalledWith(plain);
  });
});
