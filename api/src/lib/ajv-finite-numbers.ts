/**
 * ajv, with type coercion on, turns the strings "Infinity", "-Infinity" and "1e400" into
 * non-finite numbers and then accepts them whatever `minimum`/`maximum` say (issue 16,
 * finding 1: `{"doctype":"Infinity"}` was written to an order and broke every list that
 * read it back). This plugin wraps every compiled validator: a value that passed the
 * schema but holds a non-finite number anywhere is refused like any other invalid value,
 * so the French 400 comes from the one validation path and no route can forget the check.
 */

interface ValidationError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
}

type Validate = ((data: unknown) => boolean) & { errors?: ValidationError[] | null };

interface AjvLike {
  compile(schema: unknown): Validate;
}

/** The JSON pointer of the first non-finite number in `value`, or null. */
export function nonFiniteNumberPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  // request bodies are bounded in size; the depth bound only keeps this walk cheap
  if (!value || typeof value !== 'object' || depth > 64) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = nonFiniteNumberPath(child, `${path}/${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function finiteNumbersPlugin<T extends AjvLike>(ajv: T): T {
  const compile = ajv.compile.bind(ajv);
  ajv.compile = ((schema: unknown) => {
    const validate = compile(schema);
    const checked = ((data: unknown) => {
      if (!validate(data)) {
        checked.errors = validate.errors;
        return false;
      }
      const path = nonFiniteNumberPath(data);
      checked.errors =
        path === null
          ? null
          : [
              {
                keyword: 'finite',
                instancePath: path,
                schemaPath: '#/finite',
                params: {},
                message: 'must be a finite number',
              },
            ];
      return path === null;
    }) as Validate;
    return Object.assign(checked, { schema });
  }) as T['compile'];
  return ajv;
}
