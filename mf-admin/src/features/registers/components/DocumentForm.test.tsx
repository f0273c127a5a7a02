import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentReadingResult, RegisterUploadResult } from '@ped/client';
import { renderWithHost } from '../../../testing/renderWithHost';
import { DocumentForm } from './DocumentForm';

const stored: RegisterUploadResult = {
  url: '/files/registers/pv.pdf',
  mimetype: 'application/pdf',
  reading_id: '0123456789abcdef01234567',
};
/** The reading of the stored file, as GET /resources/readings/:id answers once it ended. */
const read = (doctype: number | null, confidence = 0.95): DocumentReadingResult => ({
  status: 'done',
  reason: null,
  guess: {
    doctype,
    dateISO: '2024-03-12T00:00:00.000Z',
    label: 'Procès-verbal d’assemblée générale',
    confidence,
    dateConfidence: confidence,
  },
  figures: [],
});
const reading = (result: DocumentReadingResult) => jest.fn().mockResolvedValue(result);

describe('DocumentForm', () => {
  it('shows the messages of docs/product.md §5.1 when submitted empty, and keeps the values typed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithHost(<DocumentForm upload={jest.fn()} read={jest.fn()} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Commentaire'), 'à vérifier');
    await user.click(screen.getByRole('button', { name: 'Ajouter le document' }));
    expect(screen.getByText('Le type de document est requis')).toBeInTheDocument();
    expect(screen.getByText('La date est requise')).toBeInTheDocument();
    expect(screen.getByText('Un fichier doit être téléchargé')).toBeInTheDocument();
    expect(screen.getByLabelText('Commentaire')).toHaveValue('à vérifier');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts PDF and images, says it is uploading then reading, then prefills only the empty fields from the guess', async () => {
    const user = userEvent.setup();
    let finish: (result: RegisterUploadResult) => void = () => undefined;
    const upload = jest.fn(
      () => new Promise<RegisterUploadResult>((resolve) => (finish = resolve)),
    );
    let readingEnds: (result: DocumentReadingResult) => void = () => undefined;
    const readUpload = jest.fn(
      () => new Promise<DocumentReadingResult>((resolve) => (readingEnds = resolve)),
    );
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderWithHost(<DocumentForm upload={upload} read={readUpload} onSubmit={onSubmit} />);
    await user.selectOptions(screen.getByLabelText('Type de document'), 'Fiche Synthétique');
    const input = screen.getByLabelText('Fichier (PDF ou image)');
    expect(input).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    expect(input.getAttribute('accept')).toContain('image/jpeg');
    await user.upload(input, new File(['%PDF'], 'pv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Téléchargement en cours...')).toBeInTheDocument();
    await act(async () => finish(stored));
    expect(screen.getByText('Lecture en cours…')).toBeInTheDocument();
    await waitFor(() => expect(readUpload).toHaveBeenCalledWith(stored.reading_id));
    await act(async () => readingEnds(read(2)));
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveValue('2024-03-12'));
    expect(screen.queryByText('Lecture en cours…')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Type de document')).toHaveValue('1');
    expect(screen.getByLabelText('Commentaire')).toHaveValue('Procès-verbal d’assemblée générale');
    await user.click(screen.getByRole('button', { name: 'Ajouter le document' }));
    expect(onSubmit).toHaveBeenCalledWith({
      doctype: 1,
      delivered: '2024-03-12',
      comment: 'Procès-verbal d’assemblée générale',
      url: '/files/registers/pv.pdf',
      mimetype: 'application/pdf',
    });
  });

  it('does not prefill an unsure guess but asks about it, the guess as the answer offered', async () => {
    const user = userEvent.setup();
    const upload = jest.fn().mockResolvedValue(stored);
    renderWithHost(
      <DocumentForm upload={upload} read={reading(read(2, 0.6))} onSubmit={jest.fn()} />,
    );
    await user.upload(
      screen.getByLabelText('Fichier (PDF ou image)'),
      new File(['%PDF'], 'pv.pdf', { type: 'application/pdf' }),
    );
    expect(
      await screen.findByText(
        'Nous pensons qu’il s’agit d’un procès-verbal d’assemblée générale du 12 mars 2024 : est-ce exact ?',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Type de document')).toHaveValue('');
    expect(screen.getByLabelText('Date')).toHaveValue('');
    expect(screen.getByLabelText('Commentaire')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Oui, c’est exact' }));
    expect(screen.getByLabelText('Type de document')).toHaveValue('2');
    expect(screen.getByLabelText('Date')).toHaveValue('2024-03-12');
    expect(screen.queryByText(/Nous pensons/)).not.toBeInTheDocument();
  });

  it('lets the person refuse the guess and choose', async () => {
    const user = userEvent.setup();
    renderWithHost(
      <DocumentForm
        upload={jest.fn().mockResolvedValue(stored)}
        read={reading(read(2, 0.6))}
        onSubmit={jest.fn()}
      />,
    );
    await user.upload(
      screen.getByLabelText('Fichier (PDF ou image)'),
      new File(['%PDF'], 'pv.pdf', { type: 'application/pdf' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Non, je choisis moi-même' }));
    expect(screen.getByLabelText('Type de document')).toHaveValue('');
    expect(screen.queryByText(/Nous pensons/)).not.toBeInTheDocument();
  });

  it('says why a file could not be read automatically, the file kept for the form', async () => {
    const user = userEvent.setup();
    renderWithHost(
      <DocumentForm
        upload={jest.fn().mockResolvedValue(stored)}
        read={reading({
          status: 'failed',
          reason: 'la lecture a dépassé le temps prévu pour un document',
          guess: null,
          figures: [],
        })}
        onSubmit={jest.fn()}
      />,
    );
    await user.upload(
      screen.getByLabelText('Fichier (PDF ou image)'),
      new File(['%PDF'], 'pv.pdf', { type: 'application/pdf' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Lecture automatique impossible');
    expect(alert).toHaveTextContent(
      'La lecture a dépassé le temps prévu pour un document. Le fichier est bien téléchargé : indiquez son type et sa date.',
    );
    expect(screen.getByLabelText('Type de document')).toHaveValue('');
  });
});
