import { EXPERT_PRICE_TEXT } from './price-texts';
import { PLANS, PLAN_CODES, type Feature } from './plans';

/** What each plan feature gives, as the Plans page lists it. */
export const FEATURE_LABELS: Record<Feature, string> = {
  use_payment_link: 'Liens de paiement pour vos clients',
  use_expert: `Offre Expert : pré-états datés prioritaires à ${EXPERT_PRICE_TEXT}`,
  use_invoice: 'Facturation différée et relevé mensuel',
  use_api: 'Accès à l’API avec vos clés',
  use_customizations: 'Personnalisation des documents (logo, textes)',
};

/** Labels of the plans that include a feature, cheapest first: « Experts, Premium ou Syndic ». */
export function plansWithFeature(feature: Feature): string {
  const labels = PLAN_CODES.filter((code) => PLANS[code].features.includes(feature)).map(
    (code) => PLANS[code].label,
  );
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} ou ${labels[labels.length - 1]}`;
}

/** The 403 message, in the API and on screen, when the plan lacks a feature. */
export function featureRefusal(feature: Feature): string {
  return `${FEATURE_LABELS[feature]} : fonctionnalité réservée aux formules ${plansWithFeature(feature)}.`;
}
