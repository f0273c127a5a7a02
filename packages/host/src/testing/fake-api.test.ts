import {
  ApiError,
  fetchOrderFigures,
  fetchUsers,
  inviteUser,
  previewOrderDocument,
  uploadCorrectionFile,
  type OrderFigures,
  type OrganisationUser,
} from '@ped/client';
import { fakeApi, file, offline, reply } from './fake-api';

const owner: OrganisationUser = {
  email: 'gerant@agence.test',
  role: 'owner',
  role_label: 'Administrateur',
  validated: true,
  pending: false,
  created: '2026-01-05T09:00:00.000Z',
};
const noFigures: OrderFigures = { figures: [], seller_totals: [], documents: [], checklist: [] };

describe('fakeApi', () => {
  it('answers a real endpoint function with the payload of its route', async () => {
    fakeApi().on('GET', '/users/', [owner]);
    await expect(fetchUsers()).resolves.toEqual([owner]);
  });

  it('routes by method and path, `:name` matching one segment, and gives the request to the answer', async () => {
    const api = fakeApi()
      .on('GET', '/order/:orderid/figures', ({ params, query }) => {
        expect(params).toEqual({ orderid: 'AB 12' });
        expect(query).toEqual({ account: 'client@example.fr' });
        return noFigures;
      })
      .on('PUT', '/order/:orderid/figures', reply(500, 'Ne devrait pas répondre'));
    await expect(
      fetchOrderFigures({ orderid: 'AB 12', account: 'client@example.fr' }),
    ).resolves.toEqual(noFigures);
    expect(api.requests).toEqual([
      {
        method: 'GET',
        path: '/order/AB%2012/figures',
        params: { orderid: 'AB 12' },
        query: { account: 'client@example.fr' },
        body: undefined,
        form: null,
        authorization: null,
      },
    ]);
  });

  it('records the JSON body sent, and answers the message of a reply', async () => {
    const api = fakeApi().on('POST', '/users/invit', reply(200, 'Invitation envoyée'));
    await expect(inviteUser('assistante@agence.test')).resolves.toBe('Invitation envoyée');
    expect(api.calls('POST', '/users/invit')).toMatchObject([
      { body: { email: 'assistante@agence.test' } },
    ]);
    expect(api.calls('GET', '/users/invit')).toEqual([]);
  });

  it('turns an error reply into the ApiError the client throws, with its status and French message', async () => {
    fakeApi().on('POST', '/users/invit', reply(409, 'Votre formule permet 4 utilisateurs'));
    const error = await inviteUser('assistante@agence.test').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Votre formule permet 4 utilisateurs' });
  });

  it('gives several answers in turn, the last one repeating, and a later route wins', async () => {
    const api = fakeApi().on(
      'POST',
      '/users/invit',
      reply(503, 'Indisponible'),
      reply(200, 'Envoyée'),
    );
    await expect(inviteUser('a@agence.test')).rejects.toThrow('Indisponible');
    await expect(inviteUser('a@agence.test')).resolves.toBe('Envoyée');
    await expect(inviteUser('a@agence.test')).resolves.toBe('Envoyée');
    api.on('POST', '/users/invit', reply(200, 'Autre réponse'));
    await expect(inviteUser('a@agence.test')).resolves.toBe('Autre réponse');
  });

  it('waits for an answer given as a promise', async () => {
    let answer!: (users: OrganisationUser[]) => void;
    fakeApi().on('GET', '/users/', () => new Promise((resolve) => (answer = resolve)));
    const users = fetchUsers();
    answer([owner]);
    await expect(users).resolves.toEqual([owner]);
  });

  it('sends a file for a download, and a form for an upload', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const api = fakeApi()
      .on('GET', '/order/:orderid/preview', file(pdf))
      .on('POST', '/espace-notaire/:token/file', {
        upload_id: 'u1',
        name: 'pv.pdf',
        reading: { status: 'pending', reason: null, guess: null },
      });
    await expect(
      previewOrderDocument({ orderid: 'AB12CD', account: 'client@example.fr' }),
    ).resolves.toBe(pdf);
    const pv = new File(['%PDF'], 'pv.pdf', { type: 'application/pdf' });
    await uploadCorrectionFile('jeton', pv);
    expect(api.calls('POST', '/espace-notaire/jeton/file')[0]!.form!.get('file')).toBe(pv);
  });

  it('starts with no stored token unless given one', async () => {
    const api = fakeApi().on('GET', '/users/', [owner]);
    expect(api.tokens.read()).toBeNull();
    await fetchUsers();
    expect(api.requests[0]!.authorization).toBeNull();
  });

  it('starts with the stored token given, and records the Authorization header each request carried', async () => {
    const api = fakeApi({ token: 'jeton-stocke' }).on('GET', '/users/', [owner]);
    expect(api.tokens.read()).toBe('jeton-stocke');
    await fetchUsers();
    // the client's own storage: what the test writes there, the next request carries
    api.tokens.write('jeton-renouvele');
    await fetchUsers();
    api.tokens.clear();
    await fetchUsers();
    expect(api.requests.map((request) => request.authorization)).toEqual([
      'Bearer jeton-stocke',
      'Bearer jeton-renouvele',
      null,
    ]);
  });

  it('fails like fetch when the network does', async () => {
    fakeApi().on('GET', '/users/', offline());
    await expect(fetchUsers()).rejects.toEqual(new ApiError('Failed to fetch', 0));
  });

  it('refuses a request no route answers, naming it, and keeps it for the test to fail', async () => {
    const api = fakeApi().on('GET', '/users', [owner]);
    await expect(fetchUsers()).rejects.toThrow('Aucune réponse prévue pour GET /users/');
    // emptied here: left there, it would fail this test once it ends, even had the page hidden the error
    expect(api.unanswered.splice(0)).toEqual(['GET /users/']);
  });
});
