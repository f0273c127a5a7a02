import { screen } from '@testing-library/react';
import type { NotarySpace } from '@ped/client';
import { fakeApi } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { SpaceDocument } from './SpaceDocument';

const delivered = (updating: NotarySpace['updating'], freshness: NotarySpace['freshness'] = null) =>
  ({
    document: { version: 2, delivered: '2026-11-25T10:00:00Z' },
    updating,
    freshness,
  }) as unknown as NotarySpace;

const AG_REASON =
  'L’assemblée générale du 10 décembre 2026 se tient avant la signature : ses comptes approuvés et ses décisions peuvent changer les montants.';

describe('SpaceDocument', () => {
  beforeEach(() => {
    // the PDF never arrives here: what is checked is the text around it
    fakeApi().on('GET', '/espace-notaire/:token/document', () => new Promise(() => {}));
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

  it('warns the notary that the document will not hold on the signing day, and why', () => {
    renderWithHost(
      <SpaceDocument
        token="jeton-du-notaire"
        space={delivered(null, {
          status: 'to-refresh',
          deed_day: '2027-01-15',
          headline: 'À actualiser avant la signature du 15 janvier 2027',
          reasons: [AG_REASON],
        })}
      />,
    );
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent('À actualiser avant la signature du 15 janvier 2027');
    expect(screen.getByRole('listitem')).toHaveTextContent(AG_REASON);
    expect(warning).toHaveTextContent('Le vendeur voit le même avis sur sa commande');
  });

  it('says the document holds on the signing day when nothing comes before it', () => {
    renderWithHost(
      <SpaceDocument
        token="jeton-du-notaire"
        space={delivered(null, {
          status: 'up-to-date',
          deed_day: '2027-01-15',
          headline: 'À jour pour la signature du 15 janvier 2027',
          reasons: [],
        })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'À jour pour la signature du 15 janvier 2027',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the update under way rather than the freshness of the version it replaces', () => {
    renderWithHost(
      <SpaceDocument
        token="jeton-du-notaire"
        space={delivered(
          { kind: 'update', since: '2026-11-26T09:00:00Z' },
          {
            status: 'to-refresh',
            deed_day: '2027-01-15',
            headline: 'À actualiser avant la signature du 15 janvier 2027',
            reasons: [AG_REASON],
          },
        )}
      />,
    );
    expect(screen.getByText('Actualisation en cours')).toBeInTheDocument();
    expect(screen.queryByText(/À actualiser avant la signature/)).not.toBeInTheDocument();
  });
});
