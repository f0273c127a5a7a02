import type { FastifyBaseLogger } from 'fastify';

/**
 * The last line of defence (ADR 064): an error no request or job caught — a library that
 * throws from a callback of its own, a promise nobody awaited — is logged and contained,
 * never the end of the process that serves everyone else. Every user file is already read
 * in the reading pool's threads; this catches what any other code lets slip.
 */
export function installProcessSafetyNet(log: Pick<FastifyBaseLogger, 'error'>): void {
  process.on('uncaughtException', (error, origin) => {
    log.error({ err: error, origin }, 'Erreur non rattrapée, contenue : le service continue');
  });
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'Promesse rejetée sans traitement, contenue : le service continue');
  });
}
