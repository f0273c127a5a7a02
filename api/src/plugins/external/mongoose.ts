import fp from 'fastify-plugin';
import mongoose from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '../../lib/embedded-mongo';
import { serviceUnavailable } from '../../lib/http-errors';
import { DATABASE_OUTAGE_MESSAGE } from '../../lib/database-outage';

/**
 * How often the driver checks the server: a lost database is noticed within this delay,
 * after which requests are answered 503 at once instead of waiting for a server selection.
 */
const HEARTBEAT_MS = 1000;
/** How long one operation waits for a server before failing (a 503 for the caller). */
const SERVER_SELECTION_TIMEOUT_MS = 2000;

export class DatabaseUnavailableError extends Error {}

/** The cause of a failure as one short line (the API's start-up message stays one line). */
const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 240);

declare module 'fastify' {
  interface FastifyInstance {
    mongoose: typeof mongoose;
  }
}

/**
 * MongoDB through mongoose: MONGODB_URI when set, otherwise an embedded mongod with a
 * persistent data folder so a newcomer needs no configuration.
 */
export default fp(
  async (app) => {
    const { MONGODB_URI, DATA_DIR } = app.config;
    let embedded: EmbeddedMongo | null = null;
    let uri = MONGODB_URI;
    if (!uri) {
      try {
        embedded = await startEmbeddedMongo(DATA_DIR);
        uri = embedded.uri;
        app.log.info({ uri }, 'MongoDB embarqué démarré');
      } catch (error) {
        throw new DatabaseUnavailableError(
          `Base de données indisponible : définissez MONGODB_URI (ex. mongodb://127.0.0.1:27017/pre-etat-date) / database unavailable: set MONGODB_URI. (${oneLine(error)})`,
        );
      }
    }
    const connection = mongoose.createConnection();
    try {
      await connection.openUri(uri, {
        serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
        heartbeatFrequencyMS: HEARTBEAT_MS,
        autoIndex: true,
      });
    } catch (error) {
      await embedded?.stop();
      throw new DatabaseUnavailableError(
        `Connexion à MongoDB impossible (${uri.replace(/\/\/[^@]*@/, '//***@')}) : vérifiez MONGODB_URI / cannot reach MongoDB: check MONGODB_URI. (${oneLine(error)})`,
      );
    }
    // Models are defined on this connection so several apps (tests) never share state.
    const instance = Object.assign(Object.create(mongoose), {
      connection,
      model: connection.model.bind(connection),
    });
    app.decorate('mongoose', instance as typeof mongoose);
    // Issue 16 finding 7: while MongoDB is away, answer 503 + Retry-After at once (health
    // reports it itself); the driver reconnects on its own and requests flow again.
    app.addHook('onRequest', async (request) => {
      if (connection.readyState !== 1 && !request.url.startsWith('/health'))
        throw serviceUnavailable(DATABASE_OUTAGE_MESSAGE);
    });
    app.addHook('onClose', async () => {
      await connection.close();
      await embedded?.stop();
    });
  },
  { name: 'mongoose', dependencies: ['config'] },
);
