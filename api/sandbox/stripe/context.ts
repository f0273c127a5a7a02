import type { FastifyInstance } from 'fastify';
import type { SandboxState, SandboxObject } from './state';

/** Everything an endpoint file of the sandbox needs. */
export interface SandboxContext {
  state: SandboxState;
  /** where browsers reach the sandbox (hosted pages), known once it listens */
  publicUrl(): string;
  /** signs and delivers a webhook event for `object`, as Stripe does after a change */
  emit(type: string, object: SandboxObject): Promise<void>;
}

/**
 * One file of the sandbox: a group of fake Stripe endpoints. Add a file and one line in
 * endpoints.ts to fake more of Stripe (subscriptions, setup intents, billing portal...).
 */
export type SandboxEndpoints = (
  app: FastifyInstance,
  context: SandboxContext,
) => Promise<void> | void;
