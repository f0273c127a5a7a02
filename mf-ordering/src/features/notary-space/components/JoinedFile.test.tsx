import { screen } from '@testing-library/react';
import type { AttachedFile } from '@ped/client';
import { fakeApi } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { JoinedFile } from './JoinedFile';

const TOKEN = 'jeton-de-l-espace-notaire-0123456789';
const sent: AttachedFile = {
  upload_id: '65f000000000000000000009',
  name: 'pv-ag-2024.pdf',
  reading: { status: 'pending', reason: null, guess: null },
};

describe('the file a notary joins to a correction request', () => {
  it('says it is being read, then what it was recognised as', async () => {
    const api = fakeApi().on('GET', '/espace-notaire/:token/file/:upload', {
      ...sent,
      reading: {
        status: 'done',
        reason: null,
        guess: {
          doctype: 2,
          dateISO: '2024-03-12',
          label: 'Procès-verbal d’assemblée générale',
          confidence: 0.98,
          dateConfidence: 0.97,
        },
      },
    });
    renderWithHost(<JoinedFile token={TOKEN} file={sent} />);
    expect(screen.getByText('Lecture en cours…')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Pièce jointe : pv-ag-2024.pdf. Reconnu : Procès-Verbal (PVs) du 12 mars 2024.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Lecture en cours…')).not.toBeInTheDocument();
    expect(api.calls('GET', `/espace-notaire/${TOKEN}/file/${sent.upload_id}`)).toHaveLength(1);
  });

  it('says why it could not be read, the file still joined', async () => {
    fakeApi().on('GET', '/espace-notaire/:token/file/:upload', {
      ...sent,
      reading: {
        status: 'failed',
        reason: 'le fichier est endommagé ou n’est pas lisible',
        guess: null,
      },
    });
    renderWithHost(<JoinedFile token={TOKEN} file={sent} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Lecture automatique impossibleLe fichier est endommagé ou n’est pas lisible. Le fichier est bien joint à votre demande : nos experts le liront.',
    );
  });
});
