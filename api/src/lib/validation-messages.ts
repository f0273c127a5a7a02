import type { FastifySchemaValidationError } from 'fastify';

interface AjvLikeError extends FastifySchemaValidationError {
  parentSchema?: { errorMessage?: string; properties?: Record<string, { errorMessage?: string }> };
}

function fieldName(error: AjvLikeError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path;
}

/**
 * Turns a schema validation error into one French sentence. A schema property may carry
 * its own `errorMessage` (docs/product.md §5.7), which wins over the generic sentence.
 */
export function frenchValidationMessage(error: AjvLikeError): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const missing = String(params.missingProperty);
    const custom = error.parentSchema?.properties?.[missing]?.errorMessage;
    return (
      custom ?? `Le champ « ${[fieldName(error), missing].filter(Boolean).join('.')} » est requis`
    );
  }
  if (error.parentSchema?.errorMessage) return error.parentSchema.errorMessage;
  const field = fieldName(error) || 'requête';
  switch (error.keyword) {
    case 'additionalProperties':
      return `Champ non autorisé : « ${[fieldName(error), String(params.additionalProperty)].filter(Boolean).join('.')} »`;
    case 'format':
      return params.format === 'email'
        ? `Adresse e-mail invalide (« ${field} »)`
        : `Format invalide pour « ${field} »`;
    case 'minLength':
      return Number(params.limit) <= 1
        ? `Le champ « ${field} » est requis`
        : `« ${field} » doit contenir au moins ${params.limit} caractères`;
    case 'maxLength':
      return `« ${field} » doit contenir au plus ${params.limit} caractères`;
    case 'minimum':
      return `« ${field} » doit être supérieur ou égal à ${params.limit}`;
    case 'maximum':
      return `« ${field} » doit être inférieur ou égal à ${params.limit}`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return `Valeur non autorisée pour « ${field} »`;
    case 'type':
      return `Type invalide pour « ${field} »`;
    case 'finite':
      return `Nombre invalide pour « ${field} »`;
    case 'pattern':
      return `Format invalide pour « ${field} »`;
    case 'minItems':
      return `« ${field} » doit contenir au moins ${params.limit} élément(s)`;
    case 'maxItems':
      return `« ${field} » doit contenir au plus ${params.limit} élément(s)`;
    default:
      return `Donnée invalide pour « ${field} »`;
  }
}
