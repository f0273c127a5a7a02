import { ACCEPTED_UPLOAD_MIME_TYPES } from '@ped/domain';
import { MAX_UPLOAD_BYTES } from '../../lib/upload-limits';
import { API_V1_PREFIX } from './order-view';

const DOCUMENTS_PATH = `${API_V1_PREFIX}/orders/{orderid}/documents`;

/**
 * The body of a document upload, which the route reads as a stream rather than validating
 * it with a schema (so @fastify/swagger cannot know it): one multipart field, « file ».
 */
const UPLOAD_BODY = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: {
            type: 'string',
            format: 'binary',
            description: `Le document du vendeur : ${ACCEPTED_UPLOAD_MIME_TYPES.join(', ')} ; ${MAX_UPLOAD_BYTES / 1024 / 1024} Mo au plus`,
          },
        },
      },
    },
  },
};

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
 * the API (the site's own routes) is not theirs to call, so it is left out. `server` is the
 * API's public address, which tools call the paths on.
 */
export function apiV1OpenApi(full: OpenApiDocument, server: string): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(full.paths ?? {}).filter(([path]) => path.startsWith(`${API_V1_PREFIX}/`)),
  ) as Record<string, Record<string, object>>;
  // every operation needs the key but the document itself, read before having one
  const contract = paths[`${API_V1_PREFIX}/openapi.json`]?.get;
  if (contract) paths[`${API_V1_PREFIX}/openapi.json`]!.get = { ...contract, security: [] };
  const upload = paths[DOCUMENTS_PATH]?.post;
  if (upload) paths[DOCUMENTS_PATH]!.post = { ...upload, requestBody: UPLOAD_BODY };
  return {
    openapi: full.openapi,
    info: {
      ...full.info,
      title: 'API des professionnels — pré-état daté',
      version: '1',
      description:
        'Commandes passées depuis le logiciel d’une agence ou d’une étude, avec une clé d’API de l’organisation (en-tête X-Api-Key). Chaque POST porte un en-tête Idempotency-Key.',
    },
    servers: [{ url: server.replace(/\/$/, ''), description: 'API de production' }],
    paths,
    components: {
      ...(full.components ?? {}),
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } },
    },
    security: [{ apiKey: [] }],
  };
}
