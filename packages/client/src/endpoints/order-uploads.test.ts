import { configureApi, ApiError, memoryTokenStorage } from '@ped/client-runtime';
import { deleteOrderUpload, updateOrderUpload } from './orders';

function recordingFetch(answer: { status?: number; body: unknown }) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const fetchImpl = (async (input: string, init: RequestInit) => {
    calls.push({
      url: input,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  }) as unknown as typeof fetch;
  configureApi({ baseUrl: 'https://api.example.fr/', tokens: memoryTokenStorage(null), fetchImpl });
  return calls;
}

describe('order upload endpoints', () => {
  it('puts the changes on the upload, a visitor naming the order’s e-mail', async () => {
    const upload = { id: 'u1', doctype: 2 };
    const calls = recordingFetch({
      body: { success: true, message: 'Document mis à jour', payload: upload },
    });
    await expect(
      updateOrderUpload('ab12cd', 'u1', { doctype: 2 }, 'a@exemple.fr'),
    ).resolves.toEqual(upload);
    expect(calls).toEqual([
      {
        url: 'https://api.example.fr/order/ab12cd/upload/u1?account=a%40exemple.fr',
        method: 'PUT',
        body: { doctype: 2 },
      },
    ]);
  });

  it('deletes the upload and rejects with the API’s French message', async () => {
    const calls = recordingFetch({
      status: 409,
      body: {
        success: false,
        message: 'Cette commande est confirmée : ses documents ne peuvent plus être modifiés',
        payload: null,
      },
    });
    const failure = deleteOrderUpload('AB12CD', 'u1');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow(
      'Cette commande est confirmée : ses documents ne peuvent plus être modifiés',
    );
    expect(calls[0]).toMatchObject({
      url: 'https://api.example.fr/order/AB12CD/upload/u1',
      method: 'DELETE',
    });
  });
});
