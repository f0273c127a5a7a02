import { API_V1_PREFIX } from './order-view';

export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths?: Record<string, unknown>;
  components?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The OpenAPI document of /api/v1 alone, cut from the one @fastify/swagger generates from
 * every route's schema: what integrators read is what the routes validate. The rest of
 * the API (the site's own routes) is not theirs to call, so it is left out.
 */
export function apiV1OpenApi(full: OpenApiDocument): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(full.paths ?? {}).filter(([path]) => path.startsWith(`${API_V1_PREFIX}/`)),
  ) as Record<string, Record<string, object>>;
  // every operation needs the key but the document itself, read before having one
  const contract = paths[`${API_V1_PREFIX}/openapi.json`]?.get;
  if (contract) paths[`${API_V1_PREFIX}/openapi.json`]!.get = { ...contract, security: [] };
  return {
    openapi: full.openapi,
    info: {
      ...full.info,
      title: 'API des professionnels — pré-état daté',
      version: '1',
      description:
        'Commandes passées depuis le logiciel d’une agence ou d’une étude, avec une clé d’API de l’organisation (en-tête X-Api-Key). Chaque POST porte un en-tête Idempotency-Key.',
    },
    paths,
    components: {
      ...(full.components ?? {}),
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } },
    },
    security: [{ apiKey: [] }],
  };
}
