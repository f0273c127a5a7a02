import type { FastifyPluginAsync } from 'fastify';
import health from './health';
import tracking from './tracking';

/** Every route plugin, by domain. */
export const routes: FastifyPluginAsync[] = [health, tracking];
