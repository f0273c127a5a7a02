import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from '../helpers/accounts';
import { createRoleWorld, type Role, type RoleWorld } from '../helpers/roles';
import { createTestApp } from '../helpers/test-app';

/**
 * Issue 16: a schema-driven fuzz of every operation of the OpenAPI document, with hostile
 * values in every path parameter, query parameter and body property, sent as a visitor, a
 * professional and an admin. Whatever comes in, the API answers below 500, and every error
 * is the French envelope. Deterministic (a seeded generator), at least 5 000 requests.
 */

interface Operation {
  method: string;
  path: string;
  parameters: Array<{ in: 'path' | 'query' | 'header'; name: string }>;
  bodyProperties: string[] | null;
}

const REQUESTS_PER_OPERATION = 70;
const HUGE = 'x'.repeat(100_000);
const deep = (depth: number): unknown => (depth === 0 ? 'fond' : { a: deep(depth - 1) });

/** Strings that broke or could break a parser, a coercion, a query or a path. */
const HOSTILE_STRINGS = [
  'Infinity',
  '-Infinity',
  '1e400',
  'NaN',
  '-1',
  '0',
  '',
  ' ',
  '0x1F',
  'A'.repeat(5_000),
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  '{"$gt":""}',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '😀'.repeat(50),
  'null',
  'true',
  '2026-02-30',
  'admin@pre-etat-date.test',
];

/** JSON values for body properties: wrong types, extremes, operators, prototype keys. */
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  null,
  true,
  false,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  [[[[[]]]]],
  Array.from({ length: 2_000 }, () => 'a'),
  {},
  { $gt: '' },
  { $where: 'sleep(1000)' },
  JSON.parse('{"__proto__":{"is_admin":true}}'),
  { constructor: { prototype: { is_admin: true } } },
  deep(80),
  HUGE,
];

/** A small deterministic generator: the same requests on every run, reproducible from a failure. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function operationsOf(app: FastifyInstance): Operation[] {
  const spec = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Array<{ in: 'path' | 'query' | 'header'; name: string }>;
          requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
        }
      >
    >;
  };
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const json = operation.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        bodyProperties: operation.requestBody ? Object.keys(json?.properties ?? {}) : null,
      };
    }),
  );
}

/** English words Fastify or ajv would put in an untranslated message. */
const ENGLISH =
  /\b(must|should|property|Unsupported|Unexpected|Route \w+:|not found|Bad Request|Internal Server Error)\b/;

function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `status ${response.statusCode}`;
  if (response.statusCode < 400) return null;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return `error without the envelope (${type})`;
  const message = (response.json() as { message?: unknown }).message;
  if (typeof message !== 'string' || message.trim() === '') return 'error without a message';
  if (ENGLISH.test(message)) return `message not in French: ${message}`;
  return null;
}

describe('every operation of the OpenAPI document, fuzzed with hostile values', () => {
  let app: FastifyInstance;
  let world: RoleWorld;

  beforeAll(async () => {
    app = await createTestApp({ SCHEDULER_ENABLED: 'false' });
    world = await createRoleWorld(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers below 500 with the French envelope, as a visitor, a professional and an admin', async () => {
    const random = seeded(16);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const roles: Role[] = ['visitor', 'owner', 'admin'];
    const operations = operationsOf(app).filter(
      // signing out revokes the tokens the rest of the run uses; its refusals are tested elsewhere
      (operation) => !/logout|deconnexion/.test(operation.path),
    );
    expect(operations.length).toBeGreaterThan(60);

    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (let i = 0; i < REQUESTS_PER_OPERATION; i += 1) {
        const role = roles[i % roles.length]!;
        let url = operation.path.replace(/\{(\w+)\}/g, () =>
          encodeURIComponent(pick(HOSTILE_STRINGS).slice(0, 300)),
        );
        const query = operation.parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => `${parameter.name}=${encodeURIComponent(pick(HOSTILE_STRINGS))}`);
        if (query.length) url += `?${query.join('&')}`;
        let payload: string | undefined;
        if (operation.bodyProperties) {
          const properties = operation.bodyProperties.length ? operation.bodyProperties : ['x'];
          // one hostile property at a time, then whole bodies of them
          const body =
            i % 2 === 0
              ? { [pick(properties)]: pick(HOSTILE_VALUES) }
              : Object.fromEntries(properties.map((name) => [name, pick(HOSTILE_VALUES)]));
          payload = i % 7 === 0 ? '{"broken": ' : JSON.stringify(body);
        }
        const response = await app.inject({
          method: operation.method as 'GET',
          url,
          // a different address each time: the per-IP throttles must not hide the answers
          remoteAddress: `10.${i % 250}.${Math.floor(random() * 250)}.${sent % 250}`,
          headers: {
            ...bearer(world.tokens[role]),
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(payload !== undefined ? { payload } : {}),
        });
        sent += 1;
        const problem = problemWith(response);
        if (problem && failures.length < 30)
          failures.push(`${operation.method} ${url.slice(0, 120)} as ${role}: ${problem}`);
      }
    }
    expect(sent).toBeGreaterThanOrEqual(5_000);
    expect(failures).toEqual([]);
    // 5,000 requests and more: 22 s on the 2-core machine, beside another suite 28 s
  }, 60_000);
});
