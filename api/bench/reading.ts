/**
 * Reading behind walls (issue 32, ADR 064), on an API running in a process of its own as in
 * production, readings in its pool:
 *   cd api && node --import tsx bench/reading.ts
 *
 * 1. While the hostile files of issue 32 are read (junk PNG, HEIC photo, giant page, text
 *    bomb, page of tiny print), GET /health is asked every 20 ms: the slowest answer and the
 *    median (goal: under 100 ms), against the same probe on the idle API.
 *    Then the same probe while a 19 MB PDF arrives at 2 MB/s, is stored and read: the end of
 *    a large upload once copied the whole file three times on the API's thread (125–220 ms).
 * 2. Fairness: five organisations each send four documents. Each organisation's first
 *    reading is timed alone, then with all twenty uploads sent at once; printed per
 *    organisation with the ratio (goal: the slowest ≤ 2× its time alone), medians of five
 *    rounds, and how that time splits between waiting for a reader thread and reading (the
 *    thread's work and saving the result). The first organisation sends scans (OCR), the
 *    others mostly text PDFs, one scan each.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { documentReadingModel } from '../src/models/document-reading';
import { startApiProcess, type ApiProcess } from '../test/helpers/api-process';
import { benchApp } from './bench-app';
import { createProfessional } from '../test/helpers/accounts';
import { completeForm } from '../test/helpers/orders';
import {
  densePagePng,
  giantPagePdf,
  heicPhoto,
  junkPng,
  textBombPdf,
} from '../test/fixtures/hostile-files';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, '../test/fixtures');
const fixture = (name: string) => readFileSync(path.join(fixtures, 'documents', name));

interface Sent {
  name: string;
  bytes: Buffer;
  type: string;
}
const pdf = (name: string): Sent => ({ name, bytes: fixture(name), type: 'application/pdf' });
const png = (name: string): Sent => ({ name, bytes: fixture(name), type: 'image/png' });

const SCANS = [
  png('appel-de-fonds-scan.png'),
  png('pv-assemblee-scan.png'),
  { ...pdf('fiche-synthetique-scan.pdf') },
  png('appel-de-fonds-scan.png'),
];
const ORDINARY = [
  pdf('appel-de-fonds.pdf'),
  pdf('releve-de-compte.pdf'),
  png('pv-assemblee-scan.png'),
  pdf('pv-assemblee-generale.pdf'),
];

/** A single round of ~100 ms readings is noise (× 3.7 to × 7.0 on the same code): medians. */
const FAIRNESS_ROUNDS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function call(api: ApiProcess, token: string, method: string, url: string, body?: BodyInit) {
  const response = await fetch(`${api.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  return (await response.json()) as { payload: Record<string, unknown> };
}

async function draft(api: ApiProcess, token: string, email: string): Promise<string> {
  const stored = { ...completeForm(email), method: 'upload', syndic: { name: 'Cabinet Durand' } };
  const answer = await call(
    api,
    token,
    'POST',
    '/order/store',
    JSON.stringify({ orderid: null, account: email, stored }),
  );
  return answer.payload.orderid as string;
}

async function upload(api: ApiProcess, token: string, orderid: string, file: Sent) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  await call(api, token, 'POST', `/order/${orderid}/upload`, form);
}

/**
 * A file sent as a slow connection sends it: `bytesPerSecond`, in chunks every 100 ms. The
 * answer's status, once the API has stored it.
 */
function dripUpload(
  api: ApiProcess,
  token: string,
  orderid: string,
  file: Sent,
  bytesPerSecond: number,
) {
  const boundary = 'ped-bench-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const url = new URL(`${api.url}/order/${orderid}/upload`);
  return new Promise<number>((resolve, reject) => {
    const sending = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      },
      (response) => response.resume().on('end', () => resolve(response.statusCode ?? 0)),
    );
    sending.on('error', reject);
    const chunk = bytesPerSecond / 10;
    const send = (offset: number) => {
      if (offset >= body.length) return void sending.end();
      sending.write(body.subarray(offset, offset + chunk));
      setTimeout(() => send(offset + chunk), 100);
    };
    send(0);
  });
}

type Uploads = Array<{ reading: { status: string } }>;

/** Every reading of the order ended (asked every 250 ms, not to weigh on what is measured). */
async function allRead(api: ApiProcess, token: string, orderid: string) {
  for (;;) {
    const { payload } = await call(api, token, 'GET', `/order/${orderid}/readings`);
    if ((payload.uploads as Uploads).every((u) => u.reading.status !== 'pending')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface FirstReading {
  /** from `start` (this machine's clock) to the end of the order's first reading */
  fromSending: number;
  /** from that reading's file being stored to its end: its wait in the queue and its reading */
  fromStorage: number;
  /**
   * of which its wait, from its file being stored to a reader thread taking it: the upload's
   * own saving first (a reading is claimable once its upload is attached), then its turn
   */
  waiting: number;
  /** and its reading, from a thread taking it to its result saved */
  reading: number;
}

/**
 * The order's first reading to end, as the API recorded it: no page polling weighs on
 * what is measured.
 */
async function firstReading(
  seeder: FastifyInstance,
  orderid: string,
  start: number,
): Promise<FirstReading> {
  const ended = await documentReadingModel(seeder.mongoose.connection)
    .find(
      { 'target.orderid': orderid, finished: { $ne: null } },
      { created: 1, started: 1, finished: 1 },
    )
    .lean();
  const first = ended.sort((a, b) => a.finished!.getTime() - b.finished!.getTime())[0]!;
  const [created, started, finished] = [first.created, first.started!, first.finished!].map((day) =>
    day.getTime(),
  ) as [number, number, number];
  return {
    fromSending: finished - start,
    fromStorage: finished - created,
    waiting: started - created,
    reading: finished - started,
  };
}

/** GET /health every 20 ms while `during` runs: every answer's time. */
async function healthDuring(api: ApiProcess, during: Promise<unknown>) {
  const times: number[] = [];
  let over = false;
  void during.finally(() => (over = true));
  while (!over) {
    const start = performance.now();
    await fetch(`${api.url}/health`);
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

async function main() {
  const api = await startApiProcess(path.join(here, '..'));
  // the same database, to sign the organisations in; it reads nothing itself
  const seeder = await benchApp('reading-seed', {
    MONGODB_URI: api.env.MONGODB_URI!,
    DATA_DIR: api.env.DATA_DIR!,
    READING_POLL_MS: '0',
  });
  await seeder.ready();
  try {
    const organisations = await Promise.all(
      ['scans', 'b', 'c', 'd', 'e'].map((name) =>
        createProfessional(seeder, `lecture-${name}@agence.test`, 'experts'),
      ),
    );
    const tokens = organisations.map(({ token }) => token);
    const emails = organisations.map(({ account }) => account.email);
    const files = (index: number) => (index === 0 ? SCANS : ORDINARY);

    // 1. /health while the hostile files are read
    const idle = await healthDuring(api, new Promise((resolve) => setTimeout(resolve, 1000)));
    const hostileOrder = await draft(api, tokens[0]!, emails[0]!);
    const hostile: Sent[] = [
      { name: 'photo.png', bytes: junkPng(), type: 'image/png' },
      { name: 'IMG_0042.heic', bytes: await heicPhoto(fixtures), type: 'image/heic' },
      { name: 'plan.pdf', bytes: giantPagePdf(), type: 'application/pdf' },
      { name: 'releve.pdf', bytes: textBombPdf(), type: 'application/pdf' },
      { name: 'page.png', bytes: await densePagePng(), type: 'image/png' },
    ];
    const reading = (async () => {
      for (const file of hostile) await upload(api, tokens[0]!, hostileOrder, file);
      await allRead(api, tokens[0]!, hostileOrder);
    })();
    const loaded = await healthDuring(api, reading);
    console.log(
      `GET /health pendant la lecture des fichiers hostiles : médiane ${median(loaded).toFixed(1)} ms, max ${Math.max(...loaded).toFixed(1)} ms sur ${loaded.length} appels (API au repos : médiane ${median(idle).toFixed(1)} ms, max ${Math.max(...idle).toFixed(1)} ms) ; objectif < 100 ms ; processus toujours en vie : ${api.alive() ? 'oui' : 'NON'}`,
    );

    const largeOrder = await draft(api, tokens[1]!, emails[1]!);
    const large: Sent = {
      name: 'reglement-copropriete.pdf',
      bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(19 * 1024 * 1024, 0x41)]),
      type: 'application/pdf',
    };
    let stored = 0;
    const largeRead = (async () => {
      stored = await dripUpload(api, tokens[1]!, largeOrder, large, 2 * 1024 * 1024);
      await allRead(api, tokens[1]!, largeOrder);
    })();
    const whileLarge = await healthDuring(api, largeRead);
    console.log(
      `GET /health pendant l’envoi à 2 Mo/s, le stockage et la lecture d’un PDF de 19 Mo (réponse ${stored}) : médiane ${median(whileLarge).toFixed(1)} ms, max ${Math.max(...whileLarge).toFixed(1)} ms sur ${whileLarge.length} appels ; objectif < 100 ms`,
    );

    // 2. fairness: each organisation alone, then all at once, FAIRNESS_ROUNDS times
    const alone: FirstReading[][] = tokens.map(() => []);
    const together: FirstReading[][] = tokens.map(() => []);
    const received: number[] = [];
    for (let round = 0; round < FAIRNESS_ROUNDS; round += 1) {
      for (const [index, token] of tokens.entries()) {
        const orderid = await draft(api, token, emails[index]!);
        const start = Date.now();
        await Promise.all(files(index).map((file) => upload(api, token, orderid, file)));
        await allRead(api, token, orderid);
        alone[index]!.push(await firstReading(seeder, orderid, start));
      }
      const orders = await Promise.all(
        tokens.map((token, index) => draft(api, token, emails[index]!)),
      );
      const start = Date.now();
      await Promise.all(
        tokens.map((token, index) =>
          Promise.all(files(index).map((file) => upload(api, token, orders[index]!, file))),
        ),
      );
      received.push(Date.now() - start);
      await Promise.all(tokens.map((token, index) => allRead(api, token, orders[index]!)));
      for (const [index, orderid] of orders.entries())
        together[index]!.push(await firstReading(seeder, orderid, start));
    }
    const typical = (readings: FirstReading[], of: keyof FirstReading) =>
      median(readings.map((reading) => reading[of]));
    const ratio = (index: number, of: keyof FirstReading) =>
      typical(together[index]!, of) / typical(alone[index]!, of);
    for (const index of tokens.keys())
      console.log(
        `  organisation ${index + 1} (${index === 0 ? '4 scans' : '3 PDF + 1 scan'}) : première lecture seule ${typical(alone[index]!, 'fromSending')} ms, parmi 20 envois ${typical(together[index]!, 'fromSending')} ms (× ${ratio(index, 'fromSending').toFixed(2)}) ; après stockage du fichier ${typical(alone[index]!, 'fromStorage')} ms, puis ${typical(together[index]!, 'fromStorage')} ms (× ${ratio(index, 'fromStorage').toFixed(2)}), dont attente d’un fil ${typical(alone[index]!, 'waiting')} puis ${typical(together[index]!, 'waiting')} ms et lecture ${typical(alone[index]!, 'reading')} puis ${typical(together[index]!, 'reading')} ms`,
      );
    const slowest = (of: keyof FirstReading) =>
      Math.max(...tokens.map((_, index) => ratio(index, of))).toFixed(2);
    console.log(
      `Équité, 20 envois de 5 organisations (médianes de ${FAIRNESS_ROUNDS} tours ; tous reçus et stockés en ${median(received)} ms) : la plus lente reçoit sa première lecture en × ${slowest('fromSending')} de son temps seule depuis l’envoi, × ${slowest('fromStorage')} depuis le stockage de son fichier (objectif ≤ 2)`,
    );
  } finally {
    await seeder.close();
    await api.stop();
  }
}

await main();
