import { configureApi, ApiError, memoryTokenStorage } from '@ped/client-runtime';
import { associateOrder, orderAction } from './orders';
import {
  createDocument,
  deleteDocument,
  fetchAdminOrders,
  fetchStoredFile,
  fetchSyndics,
  impersonate,
  uploadRegisterDocument,
} from './resources';

interface Call {
  url: string;
  method: string;
  body: unknown;
  authorization: string | undefined;
}

/** A fetch answering every call with `answer`, recording what was asked. */
function recordingFetch(answer: { status?: number; body: unknown; raw?: string }) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({
      url: input,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      authorization: headers.Authorization,
    });
    return new Response(answer.raw ?? JSON.stringify(answer.body), {
      status: answer.status ?? 200,
    });
  }) as unknown as typeof fetch;
  configureApi({
    baseUrl: 'https://api.example.fr/',
    tokens: memoryTokenStorage('jeton'),
    fetchImpl,
  });
  return calls;
}

describe('resources and order endpoints', () => {
  it('posts the admin tab filters with pending defaulting to null', async () => {
    const calls = recordingFetch({ body: { success: true, message: 'OK', payload: [] } });
    await fetchAdminOrders({ states: ['ready'] });
    expect(calls[0]).toEqual({
      url: 'https://api.example.fr/resources/orders',
      method: 'POST',
      body: { states: ['ready'], pending: null },
      authorization: 'Bearer jeton',
    });
  });

  it('asks for a page of a list with its sort and search, in the query string', async () => {
    const page = { items: [], total: 0, page: 2, pageSize: 25 };
    const calls = recordingFetch({ body: { success: true, message: 'OK', payload: page } });
    expect(
      await fetchSyndics({ page: 2, pageSize: 25, sort: 'name', direction: 'desc', q: 'Foncia' }),
    ).toEqual(page);
    await fetchAdminOrders({ states: null, page: 3, q: 'AB12' });
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      [
        'https://api.example.fr/resources/syndics?page=2&pageSize=25&sort=name&direction=desc&q=Foncia',
        undefined,
      ],
      [
        'https://api.example.fr/resources/orders',
        { states: null, page: 3, q: 'AB12', pending: null },
      ],
    ]);
  });

  it('names the register then the document in document paths', async () => {
    const calls = recordingFetch({ body: { success: true, message: 'OK', payload: { id: 'd1' } } });
    await createDocument('AB1234567', {
      doctype: 2,
      delivered: '2024-03-12',
      url: 'u',
      mimetype: 'application/pdf',
    });
    await deleteDocument('AB1234567', 'd1');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST https://api.example.fr/resources/documents/AB1234567',
      'DELETE https://api.example.fr/resources/documents/AB1234567/d1',
    ]);
  });

  it('sends an upload as multipart with the single field file', async () => {
    const calls = recordingFetch({
      body: {
        success: true,
        message: 'OK',
        payload: { url: 'u', mimetype: 'application/pdf', reading_id: '0123456789abcdef01234567' },
      },
    });
    const result = await uploadRegisterDocument(new Blob(['%PDF-1.4']), 'pv.pdf');
    expect(result.reading_id).toBe('0123456789abcdef01234567');
    expect(calls[0]!.body).toBeInstanceOf(FormData);
    expect([...(calls[0]!.body as FormData).keys()]).toEqual(['file']);
  });

  it('returns the order and the server message of an admin action, and throws the server message on refusal', async () => {
    recordingFetch({
      body: { success: true, message: 'Commande passée', payload: { orderid: 'ABCDEF' } },
    });
    await expect(
      orderAction('received', { orderid: 'ABCDEF', account: 'a@b.fr' }),
    ).resolves.toEqual({ order: { orderid: 'ABCDEF' }, message: 'Commande passée' });
    recordingFetch({
      status: 404,
      body: {
        success: false,
        message: 'Copropriété ZZ0000000 introuvable : créez-la d’abord',
        payload: null,
      },
    });
    await expect(
      associateOrder({ orderid: 'ABCDEF', account: 'a@b.fr', registration_id: 'ZZ0000000' }),
    ).rejects.toEqual(
      expect.objectContaining({
        name: 'ApiError',
        message: 'Copropriété ZZ0000000 introuvable : créez-la d’abord',
        status: 404,
      }),
    );
  });

  it('impersonates by e-mail', async () => {
    const calls = recordingFetch({
      body: { success: true, message: 'OK', payload: { access_token: 't', session: {} } },
    });
    await expect(impersonate('client@exemple.fr')).resolves.toMatchObject({ access_token: 't' });
    expect(calls[0]!.body).toEqual({ email: 'client@exemple.fr' });
  });

  it('downloads a stored file by its absolute URL through the API base, with the visitor’s order and e-mail', async () => {
    const calls = recordingFetch({ body: null, raw: '%PDF-1.4' });
    const blob = await fetchStoredFile('https://api.example.fr/files/orders/ABCDEF/x.pdf', {
      orderid: 'ABCDEF',
      account: 'a@b.fr',
    });
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(calls[0]!.url).toBe(
      'https://api.example.fr/files/orders/ABCDEF/x.pdf?orderid=ABCDEF&account=a%40b.fr',
    );
    recordingFetch({
      status: 404,
      body: { success: false, message: 'Fichier introuvable', payload: null },
    });
    await expect(fetchStoredFile('https://api.example.fr/files/x.pdf')).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
