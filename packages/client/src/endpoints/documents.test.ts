import { configureApi, ApiError, memoryTokenStorage } from '@ped/client-runtime';
import {
  fetchBuildingRecord,
  fetchOrderFigures,
  saveBuildingRecord,
  saveOrderFigures,
  type FigureEdit,
  type OrderFigures,
} from './documents';
import { downloadOrderDocument } from './orders';

/** A fetch answering every call with `response`, recording the url, method and body asked. */
function recordingFetch(response: () => Response, token: string | null = 'jeton') {
  const calls: Array<{ url: string; method: string; body: unknown; authorization?: string }> = [];
  configureApi({
    baseUrl: 'https://api.example.fr',
    tokens: memoryTokenStorage(token),
    fetchImpl: (async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: (init.headers as Record<string, string>).Authorization,
      });
      return response();
    }) as unknown as typeof fetch,
  });
  return calls;
}

const envelope =
  (payload: unknown, status = 200, message = 'OK') =>
  () =>
    new Response(JSON.stringify({ success: status < 400, message, payload }), { status });

describe('building record endpoints', () => {
  const ref = { orderid: 'AB12CD', account: 'client@example.fr' };

  it('reads the record of an order for its customer', async () => {
    const calls = recordingFetch(envelope({ items: [], documents: [] }));
    await expect(fetchBuildingRecord(ref)).resolves.toEqual({ items: [], documents: [] });
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: 'https://api.example.fr/order/AB12CD/building-record?account=client%40example.fr',
      authorization: 'Bearer jeton',
    });
  });

  it('sends the items with their source document, and gives the field errors of a refusal', async () => {
    const errors = { 'dtg.date': 'La date est requise' };
    const calls = recordingFetch(envelope({ errors }, 400, 'La date est requise'));
    const edit = {
      items: { dtg: { status: 'done', date: null, details: '' }, lift: null },
      document_id: 'pv-1',
    };
    const failure = await saveBuildingRecord(ref, edit).catch((error: unknown) => error);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: 'https://api.example.fr/order/AB12CD/building-record',
      body: { account: 'client@example.fr', ...edit },
    });
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'La date est requise', payload: { errors } });
  });
});

describe('figure endpoints', () => {
  const ref = { orderid: 'AB12CD', account: 'client@example.fr' };
  const source = {
    kind: 'document' as const,
    value: 1300,
    document_id: 'pv-1',
    document_label: 'Procès-verbal d’assemblée générale',
    document_date: '2026-03-12',
    by: 'staff@ped.fr',
    at: '2026-11-25T10:00:00Z',
    reason: null,
    page: 3,
  };
  const payload: OrderFigures = {
    figures: [
      {
        field: 'budget',
        label: 'Provisions exigibles du budget prévisionnel',
        section: 'I-A',
        lot: '12',
        value: 1300,
        cents: 130000,
        checked_by: 'staff@ped.fr',
        source,
        sources: [source],
        disagreement: false,
        resolved: false,
        proposals: [
          {
            value: 1300,
            document_id: 'pv-1',
            document_label: 'Procès-verbal d’assemblée générale',
            document_date: '2026-03-12',
            page: 3,
            excerpt: 'Budget voté, quote-part du lot 12 : 1 300,00 €',
            confidence: 0.95,
            disagrees: false,
          },
        ],
      },
    ],
    seller_totals: [],
    documents: [{ id: 'pv-1', label: 'Procès-verbal d’assemblée générale' }],
    checklist: [],
  };

  it('reads the figures with the values read in the documents', async () => {
    const calls = recordingFetch(envelope(payload));
    await expect(fetchOrderFigures(ref)).resolves.toEqual(payload);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: 'https://api.example.fr/order/AB12CD/figures?account=client%40example.fr',
    });
  });

  it('sends a retained reading with its document and page', async () => {
    const calls = recordingFetch(envelope(payload));
    const edit: FigureEdit = {
      field: 'budget',
      lot: '12',
      value: 1300,
      document_id: 'pv-1',
      page: 3,
      reason: 'Budget voté en AG',
    };
    await expect(saveOrderFigures(ref, [edit])).resolves.toEqual(payload);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: 'https://api.example.fr/order/AB12CD/figures',
      body: { account: 'client@example.fr', figures: [edit] },
    });
  });
});

describe('downloadOrderDocument', () => {
  it('lets a visitor name the order’s e-mail, without a token', async () => {
    const calls = recordingFetch(() => new Response(new Blob(['%PDF-1.4']), { status: 200 }), null);
    const blob = await downloadOrderDocument('AB12CD', 'vendeur@example.fr');
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(calls[0]).toMatchObject({
      url: 'https://api.example.fr/order/AB12CD/document?account=vendeur%40example.fr',
      authorization: undefined,
    });
  });
});
