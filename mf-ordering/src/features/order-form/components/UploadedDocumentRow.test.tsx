import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Order, OrderUpload } from '@ped/client';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { draftActions } from '../store/draft-actions';
import { useUploadReadings } from '../hooks/useUploadReadings';
import { DocumentUploads } from './DocumentUploads';

/** The documents step as the order flow shows it, readings followed by the flow itself. */
function DocumentsStep() {
  useUploadReadings();
  return <DocumentUploads />;
}

const fiche: OrderUpload = {
  id: '65f000000000000000000001',
  url: 'https://api.example.fr/files/orders/AB12CD/fiche.pdf',
  name: 'fiche.pdf',
  mimetype: 'application/pdf',
  doctype: 1,
  delivered: '2024-02-05T00:00:00.000Z',
  comment: 'Fiche synthétique',
  uploaded: '2026-03-02T10:00:00.000Z',
  reading: { status: 'done', reason: null, guess: null },
};
const PENDING = { status: 'pending', reason: null, guess: null } as const;
const scan: OrderUpload = {
  ...fiche,
  id: '65f000000000000000000002',
  url: 'https://api.example.fr/files/orders/AB12CD/scan.png',
  name: 'scan.png',
  doctype: null,
  delivered: null,
  comment: '',
};

const order = {
  orderid: 'AB12CD',
  account: 'vendeuse@exemple.fr',
  state: 'in-progress',
  paid: null,
  stored: { method: 'upload', links: [{ link: fiche.url }, { link: scan.url }] },
  payload: { syndic: { has_password: false } },
  uploads: [fiche, scan],
} as unknown as Order;

let api: FakeApi;

/** What was sent about an upload, as PUT or DELETE /order/AB12CD/upload/:id received it. */
const sentAbout = (method: 'PUT' | 'DELETE', upload: OrderUpload) =>
  api
    .calls(method, `/order/AB12CD/upload/${upload.id}`)
    .map(({ query, body }) => ({ query, body }));

/** A change of an upload sent by the seller of the order. */
const change = (body: object) => ({ query: { account: 'vendeuse@exemple.fr' }, body });

function setup() {
  const view = renderWithHost(<DocumentsStep />);
  act(() => void view.store.dispatch(draftActions.resumed(order, 'vendeuse@exemple.fr')));
  const row = (name: string) => screen.getByRole('group', { name });
  return { ...view, row };
}

describe('documents déposés : type reconnu, date et commentaire modifiables', () => {
  beforeEach(() => {
    api = fakeApi().on('POST', '/order/store', order);
  });

  it('montre le type reconnu dans une liste modifiable et l’enregistre dès qu’il change', async () => {
    api.on('PUT', `/order/AB12CD/upload/${fiche.id}`, { ...fiche, doctype: 2 });
    const { row, store } = setup();
    const type = within(row('fiche.pdf')).getByLabelText('Type reconnu');
    expect(type).toHaveDisplayValue('Fiche Synthétique');
    expect(within(row('scan.png')).getByLabelText('Type reconnu')).toHaveDisplayValue(
      'Type à déterminer par nos équipes',
    );
    expect(within(row('fiche.pdf')).getByLabelText('Date du document')).toHaveValue('2024-02-05');

    fireEvent.change(type, { target: { value: '2' } });
    expect(sentAbout('PUT', fiche)).toEqual([change({ doctype: 2 })]);
    expect(
      await within(row('fiche.pdf')).findByText('Modifications enregistrées'),
    ).toBeInTheDocument();
    expect(store.getState().stored.uploads[0]).toMatchObject({ id: fiche.id, doctype: 2 });
  });

  it('propose l’appel de fonds, le relevé de compte et les annexes comptables, rangés en « Autre » avec leur nom', async () => {
    api
      .on('PUT', `/order/AB12CD/upload/${scan.id}`, {
        ...scan,
        doctype: 10,
        comment: 'Relevé de compte copropriétaire',
      })
      .on('PUT', `/order/AB12CD/upload/${fiche.id}`, { ...fiche, doctype: 10 });
    const { row } = setup();
    const type = within(row('scan.png')).getByLabelText('Type reconnu');
    fireEvent.change(type, { target: { value: 'Relevé de compte copropriétaire' } });
    expect(sentAbout('PUT', scan)).toEqual([
      change({ doctype: 10, comment: 'Relevé de compte copropriétaire' }),
    ]);
    expect(type).toHaveDisplayValue('Relevé de compte copropriétaire');
    expect(within(row('scan.png')).getByLabelText('Commentaire')).toHaveValue(
      'Relevé de compte copropriétaire',
    );
    // the seller's own comment stays when they name the kind
    fireEvent.change(within(row('fiche.pdf')).getByLabelText('Type reconnu'), {
      target: { value: 'Appel de fonds' },
    });
    expect(sentAbout('PUT', fiche)).toEqual([change({ doctype: 10 })]);
    expect(within(row('fiche.pdf')).getByLabelText('Commentaire')).toHaveValue('Fiche synthétique');
    await within(row('fiche.pdf')).findByText('Modifications enregistrées');
  });

  it('enregistre la date et le commentaire quand on quitte le champ, et seulement s’ils ont changé', async () => {
    api.on('PUT', `/order/AB12CD/upload/${fiche.id}`, {
      ...fiche,
      delivered: '2024-03-15T00:00:00.000Z',
    });
    const { row } = setup();
    const date = within(row('fiche.pdf')).getByLabelText('Date du document');
    fireEvent.blur(date);
    expect(sentAbout('PUT', fiche)).toEqual([]);
    fireEvent.change(date, { target: { value: '2024-03-15' } });
    fireEvent.blur(date);
    expect(sentAbout('PUT', fiche)).toEqual([change({ delivered: '2024-03-15' })]);
    await screen.findByText('Modifications enregistrées');
  });

  it('garde ce qui a été saisi après un échec, l’explique en français et le renvoie avec « Réessayer »', async () => {
    api.on(
      'PUT',
      `/order/AB12CD/upload/${fiche.id}`,
      reply(409, 'Cette commande vient de changer : rechargez la page'),
      { ...fiche, comment: 'PV de l’AG de 2024' },
    );
    const { row, store } = setup();
    const comment = within(row('fiche.pdf')).getByLabelText('Commentaire');
    fireEvent.change(comment, { target: { value: 'PV de l’AG de 2024' } });
    fireEvent.blur(comment);

    const alert = await within(row('fiche.pdf')).findByRole('alert');
    expect(alert).toHaveTextContent('Modification non enregistrée');
    expect(alert).toHaveTextContent('Cette commande vient de changer : rechargez la page');
    expect(comment).toHaveValue('PV de l’AG de 2024');
    expect(store.getState().stored.uploads[0].comment).toBe('Fiche synthétique');

    fireEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(within(row('fiche.pdf')).queryByRole('alert')).not.toBeInTheDocument(),
    );
    expect(sentAbout('PUT', fiche).at(-1)).toEqual(change({ comment: 'PV de l’AG de 2024' }));
    expect(store.getState().stored.uploads[0].comment).toBe('PV de l’AG de 2024');
  });

  /** Sends `file`, answered as stored with its reading pending; the reading ends as `read`. */
  function sendRead(upload: OrderUpload, read: Partial<OrderUpload>, figures = []) {
    api
      .on('POST', '/order/:orderid/upload', {
        url: upload.url,
        mimetype: upload.mimetype,
        upload: { ...upload, reading: PENDING },
      })
      .on('GET', '/order/:orderid/readings', {
        uploads: [
          { ...fiche, figures: [] },
          { ...scan, figures: [] },
          { ...upload, ...read, figures },
        ],
      });
    const view = setup();
    fireEvent.change(screen.getByLabelText('Vos documents (PDF ou images)'), {
      target: { files: [new File(['%PDF'], upload.name, { type: upload.mimetype })] },
    });
    return view;
  }

  it('dit « Lecture en cours… » puis remplit le type, la date et le libellé lus, sans écraser un choix du vendeur', async () => {
    const appel: OrderUpload = { ...scan, id: '65f000000000000000000004', name: 'appel.pdf' };
    const { row } = sendRead(appel, {
      doctype: 10,
      delivered: '2024-09-24T00:00:00.000Z',
      comment: 'Appel de fonds',
      reading: {
        status: 'done',
        reason: null,
        guess: {
          doctype: 10,
          dateISO: '2024-09-24',
          label: 'Appel de fonds',
          confidence: 0.98,
          dateConfidence: 0.97,
        },
      },
    });
    const mine = await waitFor(() => row('appel.pdf'));
    const readingLine = () =>
      within(mine)
        .queryAllByRole('status')
        .find((line) => line.textContent === 'Lecture en cours…');
    expect(readingLine()).toBeDefined();
    // the seller types a comment of their own while the document is read
    fireEvent.change(within(mine).getByLabelText('Commentaire'), {
      target: { value: 'Appel du 3e trimestre' },
    });
    // filed as « Autre », shown as what the seller calls it
    await waitFor(() =>
      expect(within(mine).getByLabelText('Type reconnu')).toHaveDisplayValue('Appel de fonds'),
    );
    expect(within(mine).getByLabelText('Date du document')).toHaveValue('2024-09-24');
    expect(within(mine).getByLabelText('Commentaire')).toHaveValue('Appel du 3e trimestre');
    expect(readingLine()).toBeUndefined();
    expect(api.calls('GET', '/order/AB12CD/readings').map((r) => r.query)).toContainEqual({
      account: 'vendeuse@exemple.fr',
    });
  });

  it('signale un document qui semble porter sur un autre lot que celui de la vente', () => {
    const guess = {
      doctype: 10,
      dateISO: null,
      label: 'Appel de fonds',
      confidence: 0.95,
      dateConfidence: 0,
    };
    const upload = (id: string, name: string, lots: string[]): OrderUpload => ({
      ...scan,
      id,
      name,
      reading: { status: 'done', reason: null, guess: { ...guess, lots } },
    });
    const sale = {
      ...order,
      stored: { ...(order.stored as object), lots: [{ number: '12', kind: 'appartement' }] },
      uploads: [
        upload('65f000000000000000000011', 'appel-412.pdf', ['412']),
        upload('65f000000000000000000012', 'appel-12.pdf', ['12']),
      ],
    } as unknown as Order;
    const view = renderWithHost(<DocumentsStep />);
    act(() => void view.store.dispatch(draftActions.resumed(sale, 'vendeuse@exemple.fr')));
    expect(
      within(screen.getByRole('group', { name: 'appel-412.pdf' })).getByRole('alert'),
    ).toHaveTextContent(
      'Ce document semble porter sur le lot 412, et non sur le lot 12 de votre vente : vérifiez qu’il s’agit du bon document.',
    );
    expect(
      within(screen.getByRole('group', { name: 'appel-12.pdf' })).queryByRole('alert'),
    ).toBeNull();
  });

  it('dit pourquoi la lecture automatique est impossible, et laisse choisir le type', async () => {
    const photo: OrderUpload = {
      ...scan,
      id: '65f000000000000000000005',
      name: 'IMG_0042.heic',
      mimetype: 'image/heic',
    };
    const { row } = sendRead(photo, {
      reading: {
        status: 'failed',
        reason: 'les photos HEIC ne sont pas lues automatiquement',
        guess: null,
      },
    });
    const mine = await waitFor(() => row('IMG_0042.heic'));
    const alert = await within(mine).findByRole('alert');
    expect(alert).toHaveTextContent('Lecture automatique impossible');
    expect(alert).toHaveTextContent(
      'Les photos HEIC ne sont pas lues automatiquement. Le document est bien enregistré : indiquez vous-même son type et sa date.',
    );
    expect(within(mine).getByLabelText('Type reconnu')).toBeEnabled();
  });

  it('ne préremplit pas un type dont nous doutons : il le demande, notre avis comme réponse proposée', async () => {
    const pv: OrderUpload = { ...scan, id: '65f000000000000000000003', name: 'pv.pdf' };
    api.on('PUT', `/order/AB12CD/upload/${pv.id}`, { ...pv, doctype: 2 });
    const { row } = sendRead(pv, {
      reading: {
        status: 'done',
        reason: null,
        guess: {
          doctype: 2,
          dateISO: '2024-03-12',
          label: 'Procès-verbal d’assemblée générale',
          confidence: 0.55,
          dateConfidence: 0.4,
        },
      },
    });
    const mine = await waitFor(() => row('pv.pdf'));
    expect(
      await within(mine).findByText(
        'Nous pensons qu’il s’agit d’un procès-verbal d’assemblée générale du 12 mars 2024 : est-ce exact ?',
      ),
    ).toBeInTheDocument();
    expect(within(mine).getByLabelText('Type reconnu')).toHaveValue('');
    expect(within(mine).getByLabelText('Date du document')).toHaveValue('');
    fireEvent.click(within(mine).getByRole('button', { name: 'Oui, c’est exact' }));
    expect(within(mine).getByLabelText('Type reconnu')).toHaveValue('2');
    expect(sentAbout('PUT', pv)).toEqual([
      change({
        doctype: 2,
        delivered: '2024-03-12',
        comment: 'Procès-verbal d’assemblée générale',
      }),
    ]);
    await within(mine).findByText('Modifications enregistrées');
  });

  it('supprime un document après confirmation, et retire son lien de la commande', async () => {
    api.on('DELETE', `/order/AB12CD/upload/${scan.id}`, { id: scan.id });
    const { row, store } = setup();
    fireEvent.click(within(row('scan.png')).getByRole('button', { name: 'Supprimer scan.png' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer ce document ?' });
    expect(dialog).toHaveTextContent(
      '« scan.png » sera retiré de votre commande et son fichier effacé.',
    );
    expect(sentAbout('DELETE', scan)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'scan.png' })).not.toBeInTheDocument(),
    );
    expect(sentAbout('DELETE', scan)).toEqual([
      { query: { account: 'vendeuse@exemple.fr' }, body: undefined },
    ]);
    expect(store.getState().stored.stored.links).toEqual([{ link: fiche.url }]);
    expect(row('fiche.pdf')).toBeInTheDocument();
  });

  it('ne supprime rien si l’on annule, et garde le document si la suppression échoue', async () => {
    api.on(
      'DELETE',
      `/order/AB12CD/upload/${fiche.id}`,
      reply(409, 'Cette commande est confirmée : ses documents ne peuvent plus être modifiés'),
    );
    const { row, store } = setup();
    fireEvent.click(within(row('fiche.pdf')).getByRole('button', { name: 'Supprimer fiche.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(sentAbout('DELETE', fiche)).toEqual([]);

    fireEvent.click(within(row('fiche.pdf')).getByRole('button', { name: 'Supprimer fiche.pdf' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }),
    );
    const alert = await within(row('fiche.pdf')).findByRole('alert');
    expect(alert).toHaveTextContent('Suppression impossible');
    expect(alert).toHaveTextContent(
      'Cette commande est confirmée : ses documents ne peuvent plus être modifiés',
    );
    expect(store.getState().stored.uploads).toHaveLength(2);
    expect(store.getState().stored.stored.links).toHaveLength(2);
  });
});
