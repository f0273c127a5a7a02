import {
  ORDER_FORM_MESSAGES,
  isValidEmail,
  validateOrderStep,
  firstInvalidStep,
  type FormErrors,
  type OrderForm,
  type OrderStep,
  type PlanCode,
} from '@ped/domain';

export interface StepContext {
  plan: PlanCode | null;
  /** the API already keeps a password for this order */
  hasSyndicPassword: boolean;
  /** a visitor names the order by e-mail on the first step */
  askEmail: boolean;
  /** the amount fields as typed, so that « abc » is refused rather than read as unknown */
  amountTexts: Readonly<Record<string, string>>;
}

/** The domain's checks on the form as the customer sees it: a stored password counts as given. */
function checkedForm(form: OrderForm, context: StepContext): OrderForm {
  return context.hasSyndicPassword && !form.syndic.password
    ? { ...form, syndic: { ...form.syndic, password: 'enregistré' } }
    : form;
}

export function stepErrors(step: OrderStep, form: OrderForm, context: StepContext): FormErrors {
  const errors = validateOrderStep(step, checkedForm(form, context), {
    plan: context.plan,
    amountTexts: context.amountTexts,
  });
  if (step === 'offre' && context.askEmail) {
    if (!form.email.trim()) errors.email = ORDER_FORM_MESSAGES.emailRequired;
    else if (!isValidEmail(form.email)) errors.email = ORDER_FORM_MESSAGES.email;
  }
  return errors;
}

/** Where to send the customer back before confirming, or null when everything is complete. */
export function firstStepToFix(form: OrderForm, context: StepContext): OrderStep | null {
  return firstInvalidStep(checkedForm(form, context), {
    plan: context.plan,
    amountTexts: context.amountTexts,
  });
}
