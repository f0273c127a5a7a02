import type { FastifyInstance } from 'fastify';
import { titleOf, type RouteAccess } from './matrix';

/** Every operation of the app's OpenAPI document, as 'METHOD /path' (the document's spelling). */
export function documentedOperations(app: FastifyInstance): string[] {
  const { paths } = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/**
 * What keeps the matrix from being exactly one row per documented operation: operations
 * without a row, operations with several plain rows, rows (or variants) for operations the
 * document does not have, variants written twice. Empty when the matrix is complete.
 */
export function coverageProblems(
  documented: readonly string[],
  rows: readonly RouteAccess[],
): string[] {
  const plain = rows.filter((row) => !row.variant).map((row) => row.operation as string);
  const count = (operation: string) => plain.filter((p) => p === operation).length;
  const titles = rows.map(titleOf);
  return [
    ...documented.filter((op) => count(op) === 0).map((op) => `no row for ${op}`),
    ...documented.filter((op) => count(op) > 1).map((op) => `${count(op)} rows for ${op}`),
    ...[...new Set(rows.map((row) => row.operation as string))]
      .filter((op) => !documented.includes(op))
      .map((op) => `a row for ${op}, which the OpenAPI document does not have`),
    ...[...new Set(titles.filter((title, i) => titles.indexOf(title) !== i))].map(
      (title) => `the variant ${title} is written twice`,
    ),
  ];
}
