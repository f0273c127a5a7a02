import { act, fireEvent, screen } from '@testing-library/react';
import { uploadOrderDocument } from '@ped/client';
import { orderFixture, uploadFixture } from '../../../testing/orders';
import { renderWithHost } from '../../../testing/renderWithHost';
import { draftActions } from '../store/draft-actions';
import { AmountsStep } from './steps/AmountsStep';
import { DocumentUploads } from './DocumentUploads';

jest.mock('@ped/client', () => ({
  // the draft saves are not what is looked at here: they never answer
  storeOrder: jest.fn(() => new Promise(() => {})),
  fetchOrder: jest.fn(),
  uploadOrderDocument: jest.fn(),
  updateOrderUpload: jest.fn(),
  deleteOrderUpload: jest.fn(),
}));

const EMAIL = 'vendeuse@exemple.fr';
const BUDGET = 'Provisions exigibles du budget prévisionnel';
const BASED = 'Date de l’assemblée générale ayant approuvé les derniers comptes';
const answer = (figuresGuess?: unknown[]) => ({
  url: 'https://api.example.fr/files/orders/AB12CD/u1.pdf',
  mimetype: 'application/pdf',
  doctypeGuess: { doctype: null, dateISO: null, label: null, confidence: 0, dateConfidence: 0 },
  upload: uploadFixture({ id: 'u1', name: 'appel-de-fonds.pdf' }),
  ...(figuresGuess ? { figuresGuess } : {}),
});
const figure = (field: string, value: object, confidence: number) => ({
  field,
  ...value,
  page: 3,
  excerpt: 'Provisions exigibles 1 234,56',
  confidence,
});

function renderForm() {
  const view = renderWithHost(
    <>
      <DocumentUploads />
      <AmountsStep />
    </>,
  );
  act(() => {
    view.store.dispatch(draftActions.resumed(orderFixture({ orderid: 'AB12CD' }), EMAIL));
    view.store.dispatch(draftActions.patch({ method: 'upload' }));
  });
  return view;
}

async function upload(result: ReturnType<typeof answer>) {
  jest.mocked(uploadOrderDocument).mockResolvedValueOnce(result as never);
  const file = new File(['%PDF'], 'appel-de-fonds.pdf', { type: 'application/pdf' });
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Vos documents (PDF ou images)'), {
      target: { files: [file] },
    });
  });
}

describe('figures read in an uploaded document, in the amounts step', () => {
  it('fills an empty field with a sure figure, tells where it was read, and « Effacer » undoes it', async () => {
    renderForm();
    await upload(answer([figure('budget', { amount: 123456 }, 0.95)]));

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
    await upload(answer([figure('budget', { amount: 123456 }, 0.99)]));

    const budget = screen.getByLabelText(BUDGET);
    expect(budget).toHaveValue('900');
    expect(budget).toHaveAccessibleDescription(
      /Nous avons lu 1\u00a0234,56\u00a0€ dans appel-de-fonds\.pdf, page 3 : utiliser ce montant \?/,
    );
  });

  it('offers an unsure figure, and « Utiliser » fills it', async () => {
    renderForm();
    await upload(answer([figure('dt_based', { date: '2026-03-12' }, 0.6)]));

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
    await upload(answer());

    expect(screen.getByLabelText(BUDGET)).toHaveValue('');
    expect(screen.queryByText(/Lu dans|Nous avons lu/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Utiliser|Effacer/ })).not.toBeInTheDocument();
  });
});
