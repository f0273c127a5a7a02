import { OFFERS, canBuyOffer, isOfferCode } from './offers';
import { OPTION_PRICES, isOrderOption, optionAvailability } from './order-options';
import {
  FINANCIAL_FIELDS,
  LOT_KINDS,
  ORDER_METHODS,
  ORDER_STEPS,
  amountsRequired,
  type OrderForm,
  type OrderStep,
  type PostalAddress,
} from './order-form';
import { UNREADABLE_AMOUNT_MESSAGE, parseFrenchAmount } from './format';
import { validateSaleDetails } from './sale-details';
import type { PlanCode } from './session';
import {
  hasAtMostTwoDecimals,
  isBlank,
  isFrenchZipcode,
  isValidEmail,
  isValidUrl,
} from './validators';

/** Field path ('lots.0.number', 'syndic.url') -> French message. */
export type FormErrors = Record<string, string>;

export interface OrderValidationContext {
  /** plan of the ordering organisation, null for visitors; omit to skip the plan check */
  plan?: PlanCode | null;
  /**
   * What the customer typed in the amount fields: the form holds null for a text that reads
   * as no amount ('abc'), which must be refused, not taken as « not known ».
   */
  amountTexts?: Readonly<Record<string, string>>;
}

/** the règlement's references as a title deed gives them fit in a few lines */
export const REGULATION_REFERENCE_MAX = 300;

export const ORDER_FORM_MESSAGES = {
  offer: 'Choisissez une offre',
  offerByPhone: 'Cette offre se commande uniquement par téléphone',
  offerPlan: 'Cette offre est réservée aux abonnés professionnels',
  optionUnknown: 'Option inconnue',
  address: 'L’adresse du bien est requise',
  zipcodeRequired: 'Le code postal est requis',
  zipcode: 'Code postal invalide (5 chiffres)',
  city: 'La ville est requise',
  lots: 'Indiquez au moins un lot',
  lotNumber: 'Le numéro du lot est requis',
  lotNumberTooLong: 'Numéro de lot trop long (20 caractères au maximum)',
  regulationTooLong: `${REGULATION_REFERENCE_MAX} caractères au plus`,
  lotNumberDuplicate: 'Ce numéro de lot est déjà indiqué',
  lotKind: 'Choisissez le type de lot',
  tantiemes: 'Les tantièmes doivent être un nombre entier positif',
  tantiemesOverTotal: 'Les tantièmes du lot ne peuvent pas dépasser le total',
  owners: 'Indiquez au moins un vendeur',
  ownerLastname: 'Le nom ou la raison sociale du vendeur est requis',
  buyerName: 'Indiquez le nom de l’acquéreur',
  emailRequired: 'L’adresse e-mail est requise',
  email: 'Adresse e-mail invalide',
  syndicName: 'Indiquez le nom du syndic',
  method: 'Choisissez comment nous transmettre les documents',
  syndicUrl: 'Indiquez l’adresse du site du syndic',
  syndicUrlInvalid: 'Adresse du site invalide',
  syndicUsername: 'Indiquez votre identifiant sur le site du syndic',
  syndicPassword: 'Indiquez votre mot de passe sur le site du syndic',
  links: 'Téléchargez au moins un document',
  link: 'Lien de document invalide',
  amountRequired: 'Ce montant est requis (indiquez 0 s’il n’y en a pas)',
  amountInvalid: 'Montant invalide (deux décimales au maximum)',
  amountNegative: 'Le montant ne peut pas être négatif',
  worksFundsLot: 'La part du lot ne peut pas dépasser le fonds de travaux',
  invoiceLastname: 'Le nom ou la raison sociale est requis',
  invoiceAddress: 'L’adresse de facturation est requise',
  cgv: 'Vous devez accepter les conditions générales de vente',
} as const;

const M = ORDER_FORM_MESSAGES;
const LOT_NUMBER_MAX = 20;

function checkZipcode(
  errors: FormErrors,
  path: string,
  zipcode: string | undefined,
  required: boolean,
): void {
  if (isBlank(zipcode)) {
    if (required) errors[path] = M.zipcodeRequired;
  } else if (!isFrenchZipcode(zipcode!)) errors[path] = M.zipcode;
}

function checkAddress(
  errors: FormErrors,
  prefix: string,
  a: Partial<PostalAddress> | undefined,
  addressMessage: string,
): void {
  if (isBlank(a?.address)) errors[`${prefix}address`] = addressMessage;
  checkZipcode(errors, `${prefix}zipcode`, a?.zipcode, true);
  if (isBlank(a?.city)) errors[`${prefix}city`] = M.city;
}

function isPositiveInteger(n: unknown): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n > 0;
}

const STEP_RULES: Record<OrderStep, (form: OrderForm, ctx: OrderValidationContext) => FormErrors> =
  {
    offre(form, ctx) {
      const errors: FormErrors = {};
      if (!isOfferCode(form.offer)) {
        errors.offer = M.offer;
        return errors;
      }
      if (!OFFERS[form.offer].soldOnline) errors.offer = M.offerByPhone;
      else if (ctx.plan !== undefined && !canBuyOffer(form.offer, ctx.plan))
        errors.offer = M.offerPlan;
      for (const option of form.options ?? []) {
        if (!isOrderOption(option)) errors.options = M.optionUnknown;
        else if (optionAvailability(form.offer, option) === 'unavailable')
          errors.options = `L’option « ${OPTION_PRICES[option].label} » n’est pas disponible avec l’offre ${OFFERS[form.offer].name}`;
      }
      return errors;
    },

    bien(form) {
      const errors: FormErrors = {};
      checkAddress(errors, '', form, M.address);
      if ((form.regulation_reference ?? '').length > REGULATION_REFERENCE_MAX)
        errors.regulation_reference = M.regulationTooLong;
      const lots = form.lots ?? [];
      if (lots.length === 0) errors.lots = M.lots;
      const seen = new Set<string>();
      lots.forEach((lot, i) => {
        const p = `lots.${i}.`;
        const number = (lot?.number ?? '').trim();
        const key = number.toLowerCase().replace(/\s+/g, ' ');
        if (!number) errors[`${p}number`] = M.lotNumber;
        else if (number.length > LOT_NUMBER_MAX) errors[`${p}number`] = M.lotNumberTooLong;
        else if (seen.has(key)) errors[`${p}number`] = M.lotNumberDuplicate;
        seen.add(key);
        if (!LOT_KINDS.some((k) => k.value === lot?.kind)) errors[`${p}kind`] = M.lotKind;
        const { tantiemes, tantiemes_total: total } = lot ?? {};
        if (tantiemes != null && !isPositiveInteger(tantiemes))
          errors[`${p}tantiemes`] = M.tantiemes;
        if (total != null && !isPositiveInteger(total)) errors[`${p}tantiemes_total`] = M.tantiemes;
        if (isPositiveInteger(tantiemes) && isPositiveInteger(total) && tantiemes! > total!)
          errors[`${p}tantiemes`] = M.tantiemesOverTotal;
      });
      return errors;
    },

    vendeurs(form) {
      const errors: FormErrors = {};
      const owners = form.owners ?? [];
      if (owners.length === 0) errors.owners = M.owners;
      owners.forEach((owner, i) => {
        // a seller may be a company (SCI): the first name is optional, the address too
        if (isBlank(owner?.lastname)) errors[`owners.${i}.lastname`] = M.ownerLastname;
        checkZipcode(errors, `owners.${i}.zipcode`, owner?.zipcode, false);
      });
      return errors;
    },

    acquereur(form) {
      const errors: FormErrors = {};
      if (
        form.indicates_buyer_is_coowner &&
        form.buyer_is_coowner &&
        isBlank(form.buyer_coowner_name)
      )
        errors.buyer_coowner_name = M.buyerName;
      return errors;
    },

    notaire(form) {
      const errors: FormErrors = {};
      const email = form.notary?.email ?? '';
      if (!isBlank(email) && !isValidEmail(email)) errors['notary.email'] = M.email;
      return errors;
    },

    documents(form) {
      const errors: FormErrors = {};
      if (isBlank(form.syndic?.name)) errors['syndic.name'] = M.syndicName;
      // Libre customers write the amounts themselves: we collect no document
      if (amountsRequired(form.offer)) return errors;
      if (!ORDER_METHODS.some((m) => m.value === form.method)) {
        errors.method = M.method;
        return errors;
      }
      if (form.method === 'extranet') {
        const url = form.syndic?.url ?? '';
        if (isBlank(url)) errors['syndic.url'] = M.syndicUrl;
        else if (!isValidUrl(url)) errors['syndic.url'] = M.syndicUrlInvalid;
        if (isBlank(form.syndic?.username)) errors['syndic.username'] = M.syndicUsername;
        if (isBlank(form.syndic?.password)) errors['syndic.password'] = M.syndicPassword;
      }
      if (form.method === 'upload') {
        const links = form.links ?? [];
        if (links.length === 0) errors.links = M.links;
        links.forEach((l, i) => {
          if (!isValidUrl(l?.link ?? '')) errors[`links.${i}.link`] = M.link;
        });
      }
      return errors;
    },

    montants(form, { amountTexts = {} }) {
      const errors: FormErrors = {};
      const required = amountsRequired(form.offer);
      for (const { key, optional } of FINANCIAL_FIELDS) {
        const value: unknown = form[key];
        const typed = amountTexts[key] ?? '';
        if (!isBlank(typed) && parseFrenchAmount(typed) === null)
          errors[key] = UNREADABLE_AMOUNT_MESSAGE;
        else if (value === null || value === undefined) {
          if (required && !optional) errors[key] = M.amountRequired;
        } else if (typeof value !== 'number' || !hasAtMostTwoDecimals(value))
          errors[key] = M.amountInvalid;
        else if (value < 0) errors[key] = M.amountNegative;
      }
      if (
        !errors.works_funds &&
        !errors.works_funds_lot &&
        form.works_funds != null &&
        form.works_funds_lot != null &&
        form.works_funds_lot > form.works_funds
      )
        errors.works_funds_lot = M.worksFundsLot;
      Object.assign(errors, validateSaleDetails(form, { dtBasedRequired: required }));
      return errors;
    },

    facturation(form) {
      const errors: FormErrors = {};
      if (isBlank(form.email)) errors.email = M.emailRequired;
      else if (!isValidEmail(form.email)) errors.email = M.email;
      if (form.invoiced) {
        if (isBlank(form.invoice?.lastname)) errors['invoice.lastname'] = M.invoiceLastname;
        checkAddress(errors, 'invoice.', form.invoice, M.invoiceAddress);
      }
      return errors;
    },

    recapitulatif(form) {
      const errors: FormErrors = {};
      if (form.valid !== true) errors.valid = M.cgv;
      return errors;
    },
  };

/** Errors of one step of the order flow; empty when the step can be left. */
export function validateOrderStep(
  step: OrderStep,
  form: OrderForm,
  context: OrderValidationContext = {},
): FormErrors {
  return STEP_RULES[step](form, context);
}

/** Errors of every step: what the API checks before accepting an order. */
export function validateOrderForm(
  form: OrderForm,
  context: OrderValidationContext = {},
): FormErrors {
  return Object.assign(
    {},
    ...ORDER_STEPS.map(({ key }) => validateOrderStep(key, form, context)),
  ) as FormErrors;
}

/** The first step with an error (where to send the customer back), or null. */
export function firstInvalidStep(
  form: OrderForm,
  context: OrderValidationContext = {},
): OrderStep | null {
  return (
    ORDER_STEPS.find(({ key }) => Object.keys(validateOrderStep(key, form, context)).length > 0)
      ?.key ?? null
  );
}
