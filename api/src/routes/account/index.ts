import type { FastifyPluginAsync } from 'fastify';
import authentication from './authentication';
import password from './password';
import profile from './profile';
import registration from './registration';
import { named } from '../../lib/named-plugin';

/** docs/product.md §7.3: registration, sign-in and sessions, passwords, the account itself. */
const account: FastifyPluginAsync = async (app) => {
  await app.register(named(registration));
  await app.register(named(authentication));
  await app.register(named(password));
  await app.register(named(profile));
};

export default account;
