import path from 'node:path';

/**
 * Bulletproof-react boundaries inside a frontend (`<frontend>/src/features/<name>/…`): a feature
 * imports its own files, shared folders (`src/shared`, `src/testing`…) and `@ped/*` packages,
 * never another feature nor `src/app/`, which composes the features. A feature can then change
 * or go without touching the others.
 */

const FEATURE_FILE = /^(.*\/src)\/features\/([^/]+)\//;
/** A path alias (`@/features/x`, `src/features/x`) names a feature without a relative path. */
const ALIASED_FEATURE = /(?:^|\/)features\/([^/]+)/;

const toPosix = (file) => file.split(path.sep).join('/');

/** The feature another module path points into, or 'app', or null when neither. */
function targetOf(specifier, fromFile, src) {
  if (specifier.startsWith('.') || path.isAbsolute(specifier)) {
    const target = path.posix.resolve(path.posix.dirname(fromFile), toPosix(specifier));
    if (target === `${src}/app` || target.startsWith(`${src}/app/`)) return { app: true };
    const inFeatures = target.startsWith(`${src}/features/`);
    return inFeatures
      ? { feature: target.slice(src.length + '/features/'.length).split('/')[0] }
      : null;
  }
  const aliased = ALIASED_FEATURE.exec(specifier);
  return aliased && !specifier.startsWith('@ped/') ? { feature: aliased[1] } : null;
}

/** jest.mock('…') and the like reach into a module as surely as an import does. */
const JEST_MODULE_CALLS = new Set(['mock', 'doMock', 'unmock', 'requireActual', 'requireMock']);

function calledModule(node) {
  const [first] = node.arguments;
  if (first?.type !== 'Literal' || typeof first.value !== 'string') return null;
  const { callee } = node;
  if (callee.type === 'Identifier' && callee.name === 'require') return first;
  const isJestCall =
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'jest' &&
    callee.property.type === 'Identifier' &&
    JEST_MODULE_CALLS.has(callee.property.name);
  return isJestCall ? first : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports neither another feature nor src/app/.' },
    schema: [],
    messages: {
      otherFeature:
        'La fonctionnalité « {{from}} » n’importe pas la fonctionnalité « {{to}} » : composer dans src/app/, ou partager le code dans src/shared/ ou un paquet @ped/*.',
      app: 'La fonctionnalité « {{from}} » n’importe pas src/app/ : c’est src/app/ qui compose les fonctionnalités.',
    },
  },
  create(context) {
    const file = toPosix(context.physicalFilename ?? context.filename);
    const own = FEATURE_FILE.exec(file);
    if (!own) return {};
    const [, src, from] = own;

    function check(source) {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = targetOf(source.value, file, src);
      if (target?.app) context.report({ node: source, messageId: 'app', data: { from } });
      else if (target?.feature && target.feature !== from)
        context.report({
          node: source,
          messageId: 'otherFeature',
          data: { from, to: target.feature },
        });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.source),
      CallExpression: (node) => check(calledModule(node)),
    };
  },
};
