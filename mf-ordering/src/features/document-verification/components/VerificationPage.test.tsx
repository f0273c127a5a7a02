import { createHash } from 'node:crypto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ORDERING_PATHS } from '@ped/contracts/paths';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import type { DocumentVerification } from '../api/verification-api';
import { CODE_MISSING } from './CodeForm';
import { VerificationPage } from './VerificationPage';

const PDF = '%PDF-1.7 pré-état daté PED-AB12CD version 2';
const delivered = (overrides: Partial<DocumentVerification> = {}): DocumentVerification => ({
  orderid: 'AB12CD',
  number: 'PED-AB12CD',
  version: 2,
  latest_version: 2,
  delivered: '2026-11-24T09:12:00.000Z',
  sha256: createHash('sha256').update(PDF).digest('hex'),
  mode: 'verified',
  ...overrides,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function openAt(code: string) {
  return renderWithHost(
    <Routes>
      <Route
        path={ORDERING_PATHS.verification}
        element={
          <>
            <VerificationPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { path: `/verification/${code}` },
  );
}

describe('page de vérification d’un pré-état daté', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi();
  });

  /** The codes the page asked the API about, in order. */
  const codesVerified = () => api.calls('GET', '/verification/:code').map((r) => r.params.code);

  it('confirme le document du code imprimé, sa version, sa date et son empreinte, sans montant', async () => {
    api.on('GET', '/verification/:code', delivered());
    openAt('K7M2QX9PTR');

    expect(await screen.findByText('Document authentique')).toBeInTheDocument();
    expect(codesVerified()).toEqual(['K7M2QX9PTR']);
    expect(screen.getByText('n° PED-AB12CD, version 2 (version en vigueur)')).toBeInTheDocument();
    expect(screen.getByText('24 novembre 2026 à 10h12')).toBeInTheDocument();
    expect(screen.getByText(delivered().sha256)).toBeInTheDocument();
    expect(
      screen.getByText(/relevés et contrôlés par le rédacteur/, { selector: 'dd' }),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/€/);
    expect(screen.getByLabelText('Code de vérification')).toHaveValue('K7M2Q-X9PTR');
  });

  it('montre le code comme imprimé même tapé en minuscules avec son tiret dans l’adresse', async () => {
    api.on('GET', '/verification/:code', delivered());
    openAt('k7m2q-x9ptr');

    expect(await screen.findByLabelText('Code de vérification')).toHaveValue('K7M2Q-X9PTR');
  });

  it('prévient quand le document a été remplacé par une version plus récente', async () => {
    api.on('GET', '/verification/:code', delivered({ version: 1, latest_version: 3 }));
    openAt('K7M2QX9PTR');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce document (version 1) a été remplacé par la version 3',
    );
  });

  it('dit en français qu’un code est inconnu', async () => {
    api.on(
      'GET',
      '/verification/:code',
      reply(
        404,
        'Aucun pré-état daté ne correspond à ce code de vérification : vérifiez sa saisie.',
      ),
    );
    openAt('ZZZZZZZZZZ');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Code non reconnuAucun pré-état daté ne correspond à ce code de vérification',
    );
  });

  it('reconnaît le fichier délivré et refuse une copie retouchée', async () => {
    api.on('GET', '/verification/:code', delivered());
    openAt('K7M2QX9PTR');
    const field = await screen.findByLabelText(/Comparer avec votre fichier/);

    await userEvent.upload(field, new File([PDF], 'ped.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Fichier identique')).toBeInTheDocument();

    const retouched = PDF.replace('version 2', 'version 3');
    await userEvent.upload(
      field,
      new File([retouched], 'ped-bis.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Fichier différent')).toBeInTheDocument();
  });

  it('vérifie un autre code saisi avec son tiret, et garde la saisie d’un code trop court', async () => {
    api.on('GET', '/verification/:code', delivered());
    openAt('K7M2QX9PTR');
    const input = await screen.findByLabelText('Code de vérification');

    await userEvent.clear(input);
    await userEvent.type(input, 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(screen.getByText(CODE_MISSING)).toBeInTheDocument();
    expect(input).toHaveValue('ab');

    await userEvent.clear(input);
    await userEvent.type(input, 'abcde-23456');
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/verification/ABCDE23456');
    expect(codesVerified().at(-1)).toBe('ABCDE23456');
  });
});
