import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FigureGuess } from '@ped/client';
import { fakeApi, type FakeApi } from '@ped/host/testing';
import { orderFixture, uploadFixture } from '../../../testing/orders';
import { renderWithHost } from '../../../testing/renderWithHost';
import { draftActions } from '../store/draft-actions';
import { AmountsStep } from './steps/AmountsStep';
import { useUploadReadings } from '../hooks/useUploadReadings';
import { DocumentUploads } from './DocumentUploads';

/** The documents step as the order flow shows it, readings followed by the flow itself. */
function DocumentsStep() {
  useUploadReadings();
  return <DocumentUploads />;
}

let api: FakeApi;
beforeEach(() => {
  // the draft saves are not what is looked at here: they never answer
  api = fakeApi().on('POST', '/order/store', () => new Promise(() => {}));
});

const EMAIL = 'vendeuse@exemple.fr';
const BUDGET = 'Provisions exigibles du budget prévisionnel';
const BASED = 'Date de l’assemblée générale ayant approuvé les derniers comptes';
const sent = uploadFixture({ id: 'u1', name: 'appel-de-fonds.pdf' });
const figure = (
  field: string,
  value: Pick<FigureGuess, 'amount'> | Pick<FigureGuess, 'date'>,
  confidence: number,
): FigureGuess => ({
  field,
  ...value,
  page: 3,
  excerpt: 'Provisions exigibles 1 234,56',
  confidence,
});

function renderForm() {
  const view = renderWithHost(
    <>
      <DocumentsStep />
      <AmountsStep />
    </>,
  );
  act(() => {
    view.store.dispatch(draftActions.resumed(orderFixture({ orderid: 'AB12CD' }), EMAIL));
    view.store.dispatch(draftActions.patch({ method: 'upload' }));
  });
  return view;
}

/** Sends the appel de fonds; its reading ends with `figures` (ADR 064: read after the upload). */
async function upload(figures: FigureGuess[] = []) {
  api
    .on('POST', '/order/:orderid/upload', {
      url: sent.url,
      mimetype: sent.mimetype,
      upload: { ...sent, reading: { status: 'pending', reason: null, guess: null } },
    })
    .on('GET', '/order/:orderid/readings', { uploads: [{ ...sent, figures }] });
  const file = new File(['%PDF'], 'appel-de-fonds.pdf', { type: 'application/pdf' });
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Vos documents (PDF ou images)'), {
      target: { files: [file] },
    });
  });
  await waitFor(() => expect(screen.queryByText('Lecture en cours…')).not.toBeInTheDocument());
}

describe('figures read in an uploaded document, in the amounts step', () => {
  it('fills an empty field with a sure figure, tells where it was read, and « Effacer » undoes it', async () => {
    renderForm();
    await upload([figure('budget', { amount: 123456 }, 0.95)]);

    const budget = screen.getByLabelText(BUDGET);
    expect(budget).toHaveValue('1\u00a0234,56');
    expect(budget).toHaveAccessibleDescription(/Lu dans appel-de-fonds\.pdf, page 3/);

    fireEvent.click(
      screen.getByRole('button', { name: `Effacer la valeur lue pour « ${BUDGET} »` }),
    );
    expect(budget).toHaveValue('');
    expect(screen.queryByText(/Lu dans/)).not.toBeInTheDocument();
  });

  it('never overwrites a typed amount: it offers the one read', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(BUDGET), { target: { value: '900' } });
    await upload([figure('budget', { amount: 123456 }, 0.99)]);

    const budget = screen.getByLabelText(BUDGET);
    expect(budget).toHaveValue('900');
    expect(budget).toHaveAccessibleDescription(
      /Nous avons lu 1\u00a0234,56\u00a0€ dans appel-de-fonds\.pdf, page 3 : utiliser ce montant \?/,
    );
  });

  it('offers an unsure figure, and « Utiliser » fills it', async () => {
    renderForm();
    await upload([figure('dt_based', { date: '2026-03-12' }, 0.6)]);

    const based = screen.getByLabelText(BASED);
    expect(based).toHaveValue('');
    expect(based).toHaveAccessibleDescription(
      /Nous avons lu 12 mars 2026 dans appel-de-fonds\.pdf, page 3 : utiliser cette date \?/,
    );

    fireEvent.click(screen.getByRole('button', { name: `Utiliser pour « ${BASED} »` }));
    expect(based).toHaveValue('2026-03-12');
    expect(based).toHaveAccessibleDescription(/Lu dans appel-de-fonds\.pdf, page 3/);
  });

  it('changes nothing for an answer without figures', async () => {
    renderForm();
    await upload();

    expect(screen.getByLabelText(BUDGET)).toHaveValue('');
    expect(screen.queryByText(/Lu dans|Nous avons lu/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Utiliser|Effacer/ })).not.toBeInTheDocument();
  });
});
