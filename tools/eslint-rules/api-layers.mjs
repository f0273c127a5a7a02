import path from 'node:path';

/**
 * The API's layers (issue 37), as Fastify's demo application lays them out: a route calls
 * services, a service calls other services, the models and lib, and nothing below reaches
 * back up. Plugins wire services into the app (`app.readings`, `app.mailer`…); a service
 * may name a plugin's types (the contract of the decoration it uses), never import its
 * code, so that the consequences of a change are found by reading down, not around.
 */
const ALLOWED = {
  routes: ['routes', 'plugins', 'services', 'schemas', 'mail', 'lib', 'models', 'types', 'config'],
  plugins: ['plugins', 'services', 'schemas', 'mail', 'lib', 'models', 'types', 'config'],
  services: ['services', 'schemas', 'mail', 'lib', 'models', 'types', 'config'],
  mail: ['mail', 'schemas', 'lib', 'models', 'types'],
  schemas: ['schemas', 'lib', 'models', 'types'],
  lib: ['lib', 'models', 'types', 'config'],
  models: ['models', 'lib', 'types'],
};
/** Layers whose types a lower layer may name: the decorations plugins add to the app. */
const TYPES_ONLY = ['plugins'];

const API_FILE = /^(.*\/api\/src)\/([^/]+)\//;
const toPosix = (file) => file.split(path.sep).join('/');

/** The layer a relative import of `fromFile` points into, or null outside api/src. */
function layerOf(specifier, fromFile, src) {
  if (!specifier.startsWith('.')) return null;
  const target = path.posix.resolve(path.posix.dirname(fromFile), toPosix(specifier));
  if (!target.startsWith(`${src}/`)) return null;
  return target
    .slice(src.length + 1)
    .split('/')[0]
    .replace(/\.[cm]?[jt]s$/, '');
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));

/** @type {import('eslint').Rule.RuleModule} */
export const apiLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'In api/src, a layer imports only the layers below it.' },
    schema: [],
    messages: {
      upward:
        'La couche « {{from}} » de l’API n’importe pas « {{to}} » : routes → services → lib et models (docs/architecture.md). Déplacez le code partagé vers le bas.',
    },
  },
  create(context) {
    const file = toPosix(context.physicalFilename ?? context.filename);
    const own = API_FILE.exec(file);
    const allowed = own && ALLOWED[own[2]];
    if (!allowed) return {};
    const [, src, from] = own;

    function check(node, source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = layerOf(source.value, file, src);
      if (!to || allowed.includes(to)) return;
      if (TYPES_ONLY.includes(to) && node && isTypeOnly(node)) return;
      context.report({ node: source, messageId: 'upward', data: { from, to } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(null, node.source),
    };
  },
};
