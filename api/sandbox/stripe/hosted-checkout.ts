import type { FastifyReply } from 'fastify';
import type { SandboxEndpoints } from './context';
import type { SandboxCheckoutSession } from './checkout-sessions';
import { formString, type FormObject } from './form-body';
import { renderCheckoutPage, renderClosedPage, type CheckoutPageView } from './checkout-page';
import { createPaymentIntent, type SandboxPaymentIntent } from './payment-intents';
import { saveCard } from './payment-methods';
import type { SandboxCustomer } from './customers';
import { checkCard, type CardForm } from './test-cards';
import type { SandboxState } from './state';

const CLOSED_MESSAGES: Record<Exclude<SandboxCheckoutSession['status'], 'open'>, string> = {
  complete: 'Cette commande a déjà été payée.',
  expired:
    'Cette session de paiement a expiré. Revenez à votre commande pour relancer le paiement.',
};
const CLOSED_SETUP_MESSAGES: typeof CLOSED_MESSAGES = {
  complete: 'Cette carte a déjà été enregistrée.',
  expired: 'Cette session d’enregistrement de carte a expiré. Revenez au site pour recommencer.',
};
const closedMessage = (session: SandboxCheckoutSession, status: keyof typeof CLOSED_MESSAGES) =>
  (session.mode === 'setup' ? CLOSED_SETUP_MESSAGES : CLOSED_MESSAGES)[status];

/** The e-mail the page starts with: the session's, else its customer's, as Stripe prefills it. */
function prefilledEmail(state: SandboxState, session: SandboxCheckoutSession): string {
  if (session.customer_email) return session.customer_email;
  return (
    (session.customer ? state.get<SandboxCustomer>('customer', session.customer)?.email : null) ??
    ''
  );
}

function html(reply: FastifyReply, body: string, status = 200) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

function paymentIntentOf(
  state: SandboxState,
  session: SandboxCheckoutSession,
  email: string,
): SandboxPaymentIntent {
  const existing = session.payment_intent
    ? state.get<SandboxPaymentIntent>('payment_intent', session.payment_intent)
    : undefined;
  if (existing) return existing;
  const intent = createPaymentIntent(state, {
    amount: session.amount_total ?? 0,
    currency: session.currency ?? 'eur',
    customer: session.customer,
    receipt_email: email,
    metadata: session.metadata,
  });
  session.payment_intent = intent.id;
  return intent;
}

/**
 * The hosted checkout page (Stripe's checkout.stripe.com/c/pay/...): the customer types a
 * test card; success completes the session (setup mode: saves the card, charges nothing),
 * sends the signed webhooks, then redirects to success_url; a refused card stays on the page
 * with the bank's message; cancelling goes back to cancel_url.
 */
const hostedCheckout: SandboxEndpoints = (app, { state, emit }) => {
  app.get('/c/pay/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const session = state.get<SandboxCheckoutSession>('checkout.session', id);
    if (!session)
      return html(reply, renderClosedPage('Cette session de paiement est introuvable.', null), 404);
    if (session.status !== 'open')
      return html(
        reply,
        renderClosedPage(closedMessage(session, session.status), session.cancel_url),
        410,
      );
    const form: CardForm = {
      email: prefilledEmail(state, session),
      number: '',
      expiry: '',
      cvc: '',
      name: '',
    };
    return html(reply, renderCheckoutPage({ session, form }));
  });

  app.post('/c/pay/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const session = state.get<SandboxCheckoutSession>('checkout.session', id);
    if (!session)
      return html(reply, renderClosedPage('Cette session de paiement est introuvable.', null), 404);
    if (session.status !== 'open')
      return html(
        reply,
        renderClosedPage(closedMessage(session, session.status), session.cancel_url),
        410,
      );

    const body = (request.body ?? {}) as FormObject;
    const form: CardForm = {
      email: formString(body.email) ?? prefilledEmail(state, session),
      number: formString(body.number) ?? '',
      expiry: formString(body.expiry) ?? '',
      cvc: formString(body.cvc) ?? '',
      name: formString(body.name) ?? '',
    };
    const view: CheckoutPageView = { session, form };
    const check = checkCard(form, new Date(), session.mode === 'setup' ? 'setup' : 'payment');
    if (check.outcome === 'invalid')
      return html(reply, renderCheckoutPage({ ...view, errors: check.errors }), 400);
    if (session.mode === 'setup') {
      if (check.outcome === 'declined')
        return html(reply, renderCheckoutPage({ ...view, declined: check.message }), 402);
      saveCard(state, session, form);
      return reply.redirect(await complete(session, form), 303);
    }

    const intent = paymentIntentOf(state, session, form.email);
    if (check.outcome === 'declined') {
      intent.last_payment_error = {
        type: 'card_error',
        code: check.code,
        decline_code: check.declineCode,
        message: check.message,
      };
      await emit('payment_intent.payment_failed', intent);
      return html(reply, renderCheckoutPage({ ...view, declined: check.message }), 402);
    }

    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    session.payment_status = 'paid';
    await emit('payment_intent.succeeded', intent);
    return reply.redirect(await complete(session, form), 303);
  });

  /** Closes the session, tells the API, and sends the browser back to the site. */
  async function complete(session: SandboxCheckoutSession, form: CardForm): Promise<string> {
    session.status = 'complete';
    session.customer_details = { email: form.email.trim(), name: form.name.trim() };
    session.url = null;
    await emit('checkout.session.completed', session);
    return session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
  }
};

export default hostedCheckout;
