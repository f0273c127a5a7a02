import { createHash } from 'node:crypto';
import type { Connection, Types } from 'mongoose';
import { idempotencyKeyModel } from '../../models/idempotency-key';
import { apiError } from './api-errors';
import { isDuplicateKey } from '../../lib/mongo-errors';

/** How long a retry waits for the first request before answering « requête en cours ». */
const IN_PROGRESS_WAIT_MS = 3_000;
const POLL_INTERVAL_MS = 50;
/** A pending claim this old was left by a request that died: the next retry takes it over. */
const ABANDONED_CLAIM_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface StoredResponse {
  status: number;
  body: string;
}

/** What to do with a request carrying an Idempotency-Key. */
export type Claim =
  { kind: 'run'; id: Types.ObjectId } | { kind: 'replay'; response: StoredResponse };

export interface IdempotentRequest {
  organisation: string;
  /** made with a test key: its keys are apart from the live ones */
  test: boolean;
  key: string;
  method: string;
  path: string;
  body: unknown;
}

export const requestFingerprint = ({
  method,
  path,
  body,
}: Pick<IdempotentRequest, 'method' | 'path' | 'body'>) =>
  createHash('sha256')
    .update(`${method}\n${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');

/**
 * Claim-then-store: inserting the pending record is atomic thanks to the unique index, so
 * among concurrent identical requests exactly one runs, on any instance; the others replay
 * its stored answer once it is there, or give up with 409 after a short wait.
 */
export async function claimIdempotencyKey(
  connection: Connection,
  request: IdempotentRequest,
): Promise<Claim> {
  const Keys = idempotencyKeyModel(connection);
  // the unique index is the lock: it must exist before the first claim (cached after once)
  await Keys.init();
  const fingerprint = requestFingerprint(request);
  // live records have no `test` field (null in the index, as those made before it existed)
  const filter = {
    organisation: request.organisation,
    key: request.key,
    test: request.test ? true : { $exists: false },
  };
  try {
    const created = await Keys.create({
      organisation: request.organisation,
      key: request.key,
      ...(request.test ? { test: true } : {}),
      fingerprint,
    });
    return { kind: 'run', id: created._id };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const deadline = Date.now() + IN_PROGRESS_WAIT_MS;
  for (;;) {
    const existing = await Keys.findOne(filter).lean();
    // expired and removed meanwhile: the key is free again
    if (!existing) return claimIdempotencyKey(connection, request);
    if (existing.fingerprint !== fingerprint) {
      throw apiError(
        422,
        'idempotency_key_reused',
        'Cette clé d’idempotence a déjà servi pour une autre requête : utilisez-en une nouvelle',
      );
    }
    if (existing.status === 'done' && existing.response) {
      return { kind: 'replay', response: existing.response as StoredResponse };
    }
    const takenOver = await takeOverAbandoned(connection, existing._id, existing.claimed);
    if (takenOver) return { kind: 'run', id: existing._id };
    if (Date.now() >= deadline) {
      throw apiError(
        409,
        'request_in_progress',
        'Une requête avec cette clé d’idempotence est en cours : réessayez dans quelques secondes',
      );
    }
    await sleep(POLL_INTERVAL_MS);
  }
}

/** Only one retry wins the takeover: the update matches the claim date it read. */
async function takeOverAbandoned(connection: Connection, id: Types.ObjectId, claimed: Date) {
  if (Date.now() - claimed.getTime() < ABANDONED_CLAIM_MS) return false;
  const result = await idempotencyKeyModel(connection).updateOne(
    { _id: id, status: 'pending', claimed },
    { $set: { claimed: new Date() } },
  );
  return result.modifiedCount === 1;
}

/** Stores the answer of the request that ran, for every retry to replay. */
export async function storeIdempotentResponse(
  connection: Connection,
  id: Types.ObjectId,
  response: StoredResponse,
): Promise<void> {
  await idempotencyKeyModel(connection).updateOne(
    { _id: id },
    { $set: { status: 'done', response } },
  );
}

/** The request failed on our side (5xx): the next retry runs it again instead of replaying the failure. */
export async function releaseIdempotencyKey(
  connection: Connection,
  id: Types.ObjectId,
): Promise<void> {
  await idempotencyKeyModel(connection).deleteOne({ _id: id, status: 'pending' });
}
