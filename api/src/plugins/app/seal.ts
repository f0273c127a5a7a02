import fp from 'fastify-plugin';
import { COMPANY } from '@ped/domain';
import { companySeal, type CompanySeal } from '../../services/seal/company-seal';

declare module 'fastify' {
  interface FastifyInstance {
    /** the company's electronic seal on every delivered pré-état daté (ADR 070) */
    seal: CompanySeal;
  }
}

/**
 * `app.seal`: the certificate of SEAL_P12 (required in production, checked at start), or in
 * development a self-signed one made on the first start and kept in DATA_DIR/seal. Tests
 * make theirs when they first deliver a document, so the other suites do not pay for it.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const seal = companySeal({
      p12: config.SEAL_P12,
      password: config.SEAL_P12_PASSWORD,
      dataDir: config.DATA_DIR,
      company: COMPANY.legalName,
    });
    if (config.NODE_ENV !== 'test') await seal.ready();
    app.decorate('seal', seal);
  },
  { name: 'seal', dependencies: ['config'] },
);
