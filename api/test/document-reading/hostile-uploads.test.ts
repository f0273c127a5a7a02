import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createProfessional, bearer } from '../helpers/accounts';
import { createTestApp } from '../helpers/test-app';
import { completeForm } from '../helpers/orders';
import { multipartFile } from '../helpers/multipart';
import {
  densePagePng,
  giantPagePdf,
  heicPhoto,
  junkPng,
  onePagePdf,
  pixelBombPng,
  textBombPdf,
} from '../fixtures/hostile-files';

/**
 * Issue 32: each of these files stopped, froze or slowed the API when it was read on the
 * spot, in the API's own thread. Sent together, they are stored at once, read in the reading
 * pool within their budgets, and end in the state the seller and staff are shown, while the
 * API goes on answering. The API runs in this test's own process: the junk PNG used to end
 * it (jest would have lost this test with it), and the text bomb held its event loop 8 s.
 */
describe('hostile uploads', () => {
  let app: FastifyInstance;
  let dense: Buffer;
  let heic: Buffer;
  let token: string;

  beforeAll(async () => {
    [app, dense, heic] = await Promise.all([
      // the dense page only has to be over its budget: 5 s rather than the 15 s of production,
      // still far above the blank A4 page that must be read in it
      createTestApp({ READING_THREADS: '2', READING_OCR_PAGE_MS: '5000' }),
      densePagePng(),
      heicPhoto(path.join(__dirname, '../fixtures')),
    ]);
    token = (await createProfessional(app, 'murs@agence.test', 'experts')).token;
  });
  // What is measured is each file's budget, not the start of the reader threads: under a busy
  // CI, starting a thread and its OCR engine took seconds of its own. Two small images and a
  // text PDF, read first, start both OCR threads and a text thread, as a running API has them.
  beforeAll(async () => {
    const orderid = await draftOrder();
    await Promise.all(
      [
        ['blanc-1.png', pixelBombPng(200, 200), 'image/png'],
        ['blanc-2.png', pixelBombPng(200, 200), 'image/png'],
        [
          'appel.pdf',
          onePagePdf('BT /F1 12 Tf 72 720 Td (Appel de fonds) Tj ET'),
          'application/pdf',
        ],
      ].map(([filename, bytes, contentType]) =>
        upload(orderid, filename as string, bytes as Buffer, contentType as string),
      ),
    );
    await app.readings.drain();
  });
  afterAll(async () => {
    await app.close();
  });

  /** A seller's draft that takes uploads. */
  async function draftOrder(): Promise<string> {
    const form = completeForm('murs@agence.test');
    const draft = await app.inject({
      method: 'POST',
      url: '/order/store',
      headers: bearer(token),
      payload: {
        orderid: null,
        account: 'murs@agence.test',
        stored: { ...form, method: 'upload', syndic: { name: 'Cabinet Durand' } },
      },
    });
    expect(draft.statusCode).toBe(200);
    return draft.json().payload.orderid as string;
  }

  function upload(orderid: string, filename: string, bytes: Buffer, contentType: string) {
    const { payload, headers } = multipartFile(bytes, { filename, contentType });
    return app.inject({
      method: 'POST',
      url: `/order/${orderid}/upload`,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  }

  /** /health asked every 50 ms until stopped: the slowest answer, and whether any failed. */
  function healthProbe() {
    let slowest = 0;
    let failures = 0;
    let running = true;
    const done = (async () => {
      while (running) {
        const start = performance.now();
        const { statusCode } = await app.inject({ method: 'GET', url: '/health' });
        slowest = Math.max(slowest, performance.now() - start);
        if (statusCode !== 200) failures += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    return {
      stop: async () => {
        running = false;
        await done;
        return { slowest, failures };
      },
    };
  }

  /** Each thread of this process's nice value (Linux keeps one per thread). */
  function threadNiceValues(): number[] {
    const tasks = `/proc/${process.pid}/task`;
    return readdirSync(tasks).map((tid) => {
      const stat = readFileSync(`${tasks}/${tid}/stat`, 'utf8');
      // the fields after the thread's name, in parentheses: nice is the 17th of them
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });
  }

  it('runs the reader threads below the API’s, so that requests are served first', () => {
    // the API's thread at 0; the text and OCR readers and their engines at 10 (piscina sets it
    // through an optional package: without it, nothing would)
    expect([...new Set(threadNiceValues())].sort((a, b) => a - b)).toEqual([0, 10]);
  });

  it('stores each at once, reads it within its budget into a French state, and never stops or freezes', async () => {
    const orderid = await draftOrder();
    const sending: Array<[string, Buffer, string]> = [
      ['photo.png', junkPng(), 'image/png'],
      ['IMG_0042.heic', heic, 'image/heic'],
      ['plan-geant.pdf', giantPagePdf(), 'application/pdf'],
      ['releve.pdf', textBombPdf(), 'application/pdf'],
      ['page-dense.png', dense, 'image/png'],
    ];

    const probe = healthProbe();
    const sent = await Promise.all(
      sending.map(async ([filename, bytes, contentType]) => {
        const answer = await upload(orderid, filename, bytes, contentType);
        return { filename, status: answer.statusCode, upload: answer.json().payload.upload };
      }),
    );
    for (const { filename, status, upload } of sent) {
      expect({ filename, status }).toEqual({ filename, status: 200 });
      expect(upload.reading.status).toBe('pending');
    }
    await app.readings.drain();
    const health = await probe.stop();

    const read = await app.inject({
      method: 'GET',
      url: `/order/${orderid}/readings`,
      headers: bearer(token),
    });
    type Read = { id: string; reading: { status: string; reason: string | null }; figures: [] };
    const uploads = read.json().payload.uploads as Read[];
    const byName = Object.fromEntries(
      sent.map(({ filename, upload }) => {
        const found = uploads.find((u) => u.id === upload.id)!;
        return [filename, { ...found.reading, figures: found.figures }];
      }),
    );
    expect(byName['photo.png']).toMatchObject({
      status: 'failed',
      reason: 'le fichier est endommagé ou n’est pas lisible',
    });
    expect(byName['IMG_0042.heic']).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/^les photos HEIC ne sont pas lues automatiquement/),
    });
    // rendered at an A4's size, the blank page is read, and gives nothing to propose
    expect(byName['plan-geant.pdf']).toMatchObject({ status: 'done', guess: null, figures: [] });
    expect(byName['releve.pdf']).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/temps prévu|trop de mémoire|bien plus de texte/),
    });
    expect(byName['page-dense.png']).toMatchObject({
      status: 'failed',
      reason: 'la lecture a dépassé le temps prévu pour un document',
    });

    // the API answered throughout: before the pool the text bomb alone held /health 8 s
    // (`pnpm bench` measures the latency on an API in its own process)
    expect(health.failures).toBe(0);
    expect(health.slowest).toBeLessThan(1_000);
  });
});
