import fp from 'fastify-plugin';
import mongoose from 'mongoose';
import {
  embeddedMongoUnavailable,
  oneLine,
  startEmbeddedMongo,
  type EmbeddedMongo,
} from '../../lib/embedded-mongo';

/**
 * How long one operation waits for a reachable server before failing: with MongoDB away,
 * the caller gets a 503 with Retry-After after this delay (plugins/app/errors.ts), and the
 * driver reconnects by itself once it is back (issue 16, finding 7).
 */
const SERVER_SELECTION_TIMEOUT_MS = 3000;

export class DatabaseUnavailableError extends Error {}

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
    const { MONGODB_URI, DATA_DIR, EMBEDDED_MONGO_PORT } = app.config;
    let embedded: EmbeddedMongo | null = null;
    let uri = MONGODB_URI;
    if (!uri) {
      try {
        embedded = await startEmbeddedMongo(DATA_DIR, EMBEDDED_MONGO_PORT);
        uri = embedded.uri;
        app.log.info({ uri }, 'MongoDB embarqué démarré');
      } catch (error) {
        throw new DatabaseUnavailableError(embeddedMongoUnavailable(error));
      }
    }
    const connection = mongoose.createConnection();
    try {
      await connection.openUri(uri, {
        serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
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
    app.addHook('onClose', async () => {
      await connection.close();
      await embedded?.stop();
    });
  },
  { name: 'mongoose', dependencies: ['config'] },
);
