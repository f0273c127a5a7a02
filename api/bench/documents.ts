import { ISSUER } from '../src/services/pre-etat-date/model';
/**
 * `node --import tsx bench/documents.ts`: median time to render a three-lot pré-état daté
 * and to stream the archive of an order with ten documents (local storage in a temporary
 * folder, the same code as POST /order/archive). Prints figures; asserts nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Types } from 'mongoose';
import { DOC_TYPES, type DocType } from '@ped/domain';
import type { RegisterDocument } from '../src/models/register-document';
import { localStorage } from '../src/services/storage/local-storage';
import { buildModel } from '../src/services/pre-etat-date/build-model';
import { planArchive } from '../src/services/pre-etat-date/archive-entries';
import { renderModel } from '../src/services/pre-etat-date/render';
import { zipArchive } from '../src/services/pre-etat-date/zip-archive';
import { threeLotSample } from '../src/services/pre-etat-date/samples';

const RUNS = 15;

async function median(label: string, run: () => Promise<unknown>): Promise<void> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: médiane ${times[Math.floor(RUNS / 2)]!.toFixed(1)} ms (${RUNS} essais)`);
}

/** every type of document, one each */
const DOC_TYPE_CODES = Object.keys(DOC_TYPES).map(Number) as DocType[];

const root = await mkdtemp(path.join(tmpdir(), 'bench-documents-'));
try {
  const storage = localStorage(root, 'http://localhost:4000');
  const documents: RegisterDocument[] = [];
  for (let i = 0; i < 10; i += 1) {
    const key = `registers/AA0000001/doc-${i}.pdf`;
    await storage.put(key, Buffer.alloc(200_000, i), 'application/pdf');
    const delivered = new Date(Date.UTC(2024, 0, 1 + i));
    documents.push({
      _id: new Types.ObjectId(),
      registration_id: 'AA0000001',
      doctype: DOC_TYPE_CODES[i % DOC_TYPE_CODES.length]!,
      delivered,
      comment: '',
      url: `/files/${key}`,
      key,
      mimetype: 'application/pdf',
      created: delivered,
      updated: delivered,
    });
  }
  const model = buildModel(threeLotSample(), ISSUER);
  const pdf = await renderModel(model);

  await median('PDF pré-état daté, 3 lots', () => renderModel(model));
  await median('Archive ZIP, pré-état daté + 10 documents de 200 ko', async () => {
    const plan = planArchive({
      orderid: 'AB12CD',
      documentName: 'pre-etat-date-AB12CD.pdf',
      documentKey: 'orders/AB12CD/pre-etat-date-AB12CD.pdf',
      documentDate: new Date(),
      registrationId: 'AA0000001',
      documents,
      keyOf: (d) => d.key ?? null,
      storedKeys: new Set(documents.map((d) => d.key!)),
      now: new Date(),
    });
    const zip = await zipArchive(storage, plan, pdf, (error) => {
      throw error;
    });
    await pipeline(zip, new Writable({ write: (_chunk, _encoding, done) => done() }));
  });
} finally {
  await rm(root, { recursive: true, force: true });
}
