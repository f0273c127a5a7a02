/**
 * The machine codes of the professionals' API errors (/api/v1, ADR 047), sent in
 * `payload.code` next to the French message: integrators branch on the code, people read the
 * message. A code never changes meaning. The API answers with them and the integrators'
 * documentation lists them from here.
 */
export const API_ERROR_CODES = {
  api_key_required: { status: 401, meaning: 'Aucune clé d’API dans l’en-tête X-Api-Key.' },
  api_key_invalid: { status: 401, meaning: 'Clé inconnue ou révoquée.' },
  api_not_in_plan: {
    status: 403,
    meaning: 'L’abonnement de l’organisation n’inclut pas l’API (Experts, Premium, Syndic).',
  },
  insufficient_scope: {
    status: 403,
    meaning: 'Clé en lecture seule : elle ne peut ni créer ni modifier.',
  },
  test_key_required: { status: 403, meaning: 'Opération réservée aux clés de test.' },
  validation_failed: {
    status: 400,
    meaning: 'Requête invalide ou formulaire incomplet ; le message dit quel champ corriger.',
  },
  order_not_found: {
    status: 404,
    meaning: 'Commande inconnue, d’une autre organisation ou de l’autre mode (test / production).',
  },
  invoice_not_found: { status: 404, meaning: 'Facture inconnue pour cette organisation.' },
  document_not_found: { status: 404, meaning: 'Version du document inconnue.' },
  seller_document_not_found: {
    status: 404,
    meaning: 'Document du vendeur inconnu pour cette commande.',
  },
  not_delivered: { status: 409, meaning: 'Le pré-état daté n’est pas encore livré.' },
  figures_not_recorded: {
    status: 404,
    meaning: 'Les chiffres de ce pré-état daté n’ont pas été enregistrés.',
  },
  documents_closed: {
    status: 409,
    meaning: 'La commande n’accepte plus de documents dans son état actuel.',
  },
  update_not_allowed: {
    status: 409,
    meaning: 'Une actualisation ne peut être demandée que sur une commande terminée.',
  },
  state_change_refused: {
    status: 409,
    meaning: 'Mode test : cet état ne suit pas l’état actuel de la commande.',
  },
  external_id_taken: {
    status: 409,
    meaning: 'Ce numéro de dossier (external_id) est déjà celui d’une autre commande.',
  },
  idempotency_key_reused: {
    status: 422,
    meaning: 'Cette Idempotency-Key a déjà servi pour une autre requête.',
  },
  request_in_progress: {
    status: 409,
    meaning: 'La même requête est encore en cours : réessayez dans quelques secondes.',
  },
  payment_method_required: {
    status: 402,
    meaning: 'Règlement par carte demandé sans carte enregistrée pour l’organisation.',
  },
  card_declined: { status: 402, meaning: 'La carte enregistrée a été refusée.' },
  file_too_large: { status: 413, meaning: 'Fichier trop volumineux.' },
  unsupported_file: { status: 415, meaning: 'Format de fichier refusé (PDF ou image).' },
  conflict: { status: 409, meaning: 'La requête contredit l’état actuel de la ressource.' },
  not_found: { status: 404, meaning: 'Adresse inconnue.' },
  rate_limited: {
    status: 429,
    meaning: 'Trop de requêtes pour cette clé : attendez Retry-After secondes.',
  },
  service_unavailable: {
    status: 503,
    meaning: 'Service momentanément indisponible : réessayez après Retry-After secondes.',
  },
  internal_error: { status: 500, meaning: 'Erreur de notre côté : nous sommes prévenus.' },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ApiErrorCode = keyof typeof API_ERROR_CODES;
