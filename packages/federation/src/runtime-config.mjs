// @ts-check
/**
 * The public runtime configuration of a deployment (/config.json), from its environment: the
 * local stack serves it, and a build that pre-renders pages renders them with it (the phone
 * number is in the pages' text), docs/decisions/051.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ apiUrl: string }} defaults
 */
export function publicRuntimeConfig(env, { apiUrl }) {
  return {
    apiUrl,
    canonicalOrigin: env.CANONICAL_ORIGIN ?? null,
    tokenName: env.TOKEN_NAME ?? 'xst',
    infoBanner: env.INFO_BANNER ?? null,
    phone: env.SUPPORT_PHONE ?? '01 84 80 12 34',
  };
}
