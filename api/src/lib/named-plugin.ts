/**
 * A plugin carrying its name, as Fastify prints it in its errors and plugin tree. Without
 * one, Fastify looks for the plugin among every loaded module (`require.cache`) twice per
 * registration before falling back to the function's name; in jest's sandbox, where that
 * cache is a proxy over 1,300 modules, the 80 route plugins' look-ups took 0.9 s of every
 * test file's app (ADR 098).
 */
export function named<Plugin extends (...args: never[]) => unknown>(
  plugin: Plugin,
  name = plugin.name,
): Plugin {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });
}
