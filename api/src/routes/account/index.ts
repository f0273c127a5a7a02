import type { FastifyPluginAsync } from 'fastify';
import authentication from './authentication';
import password from './password';
import profile from './profile';
import registration from './registration';

/** docs/product.md §7.3: registration, sign-in and sessions, passwords, the account itself. */
const account: FastifyPluginAsync = async (app) => {
  await app.register(registration);
  await app.register(authentication);
  await app.register(password);
  await app.register(profile);
};

export default account;
