import { screen } from '@testing-library/react';
import { configureApi, memoryTokenStorage, type NotarySpace } from '@ped/client';
import { renderWithHost } from '../../../testing/renderWithHost';
import { SpaceDocument } from './SpaceDocument';

const delivered = (updating: NotarySpace['updating']) =>
  ({
    document: { version: 2, delivered: '2026-11-25T10:00:00Z' },
    updating,
  }) as unknown as NotarySpace;

describe('SpaceDocument', () => {
  beforeAll(() => {
    configureApi({
      baseUrl: 'https://api.example.fr/',
      tokens: memoryTokenStorage(null),
      // the PDF never arrives here: what is checked is the text around it
      fetchImpl: jest.fn(() => new Promise<Response>(() => undefined)),
    });
  });

  it('tells the notary that a new version is being prepared and that the one in force stays readable', () => {
    renderWithHost(
      <SpaceDocument
        token="jeton-du-notaire"
        space={delivered({ kind: 'update', since: '2026-11-26T09:00:00Z' })}
      />,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Actualisation en cours');
    expect(notice).toHaveTextContent(
      'Une nouvelle version du pré-état daté est en préparation, à la demande du vendeur. La version 2 reste consultable ici en attendant ; vous recevrez un e-mail dès que la nouvelle version sera disponible.',
    );
  });

  it('says nothing of an update when none is under way', () => {
    renderWithHost(<SpaceDocument token="jeton-du-notaire" space={delivered(null)} />);
    expect(screen.queryByText('Actualisation en cours')).not.toBeInTheDocument();
    expect(screen.getByText('Livré le 25 novembre 2026.')).toBeInTheDocument();
  });
});
