import type { SandboxCheckoutSession } from './checkout-sessions';
import { SAVED_CARD_HINT, TEST_CARD_HINT, type CardField, type CardForm } from './test-cards';

const escape = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const euros = (cents: number, currency: string) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

export interface CheckoutPageView {
  session: SandboxCheckoutSession;
  form: CardForm;
  errors?: Partial<Record<CardField, string>>;
  /** the bank's refusal, shown above the form */
  declined?: string;
}

const FIELDS: Array<{
  name: CardField;
  label: string;
  autocomplete: string;
  inputmode?: string;
  placeholder?: string;
}> = [
  { name: 'email', label: 'E-mail', autocomplete: 'email', inputmode: 'email' },
  {
    name: 'number',
    label: 'Numéro de carte',
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    placeholder: '1234 1234 1234 1234',
  },
  {
    name: 'expiry',
    label: 'Date d’expiration',
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    placeholder: 'MM / AA',
  },
  {
    name: 'cvc',
    label: 'Code de sécurité (CVC)',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    placeholder: '123',
  },
  { name: 'name', label: 'Nom du titulaire de la carte', autocomplete: 'cc-name' },
];

function field(
  { name, label, autocomplete, inputmode, placeholder }: (typeof FIELDS)[number],
  view: CheckoutPageView,
): string {
  const error = view.errors?.[name];
  const id = `field-${name}`;
  return `<div class="field">
  <label for="${id}">${label}</label>
  <input id="${id}" name="${name}" value="${escape(view.form[name])}" autocomplete="${autocomplete}"${inputmode ? ` inputmode="${inputmode}"` : ''}${placeholder ? ` placeholder="${escape(placeholder)}"` : ''} required${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
  ${error ? `<p class="error" id="${id}-error">${escape(error)}</p>` : ''}
</div>`;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#f6f8fb;color:#1d2433}
.banner{background:#ffe8b3;color:#5b3b00;text-align:center;padding:8px 16px;font-size:14px}
main{max-width:960px;margin:0 auto;padding:32px 16px;display:grid;gap:32px;grid-template-columns:1fr}
@media(min-width:800px){main{grid-template-columns:1fr 1fr;padding-top:64px}}
.summary h1{font-size:16px;color:#5a6478;margin:0 0 8px;font-weight:600}.intro{font-size:17px;line-height:1.5;margin:0 0 24px}.amount{font-size:36px;font-weight:700;margin:0 0 24px}
.line{display:flex;justify-content:space-between;gap:16px;padding:8px 0;border-bottom:1px solid #e3e8ef;font-size:15px}
form{background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(20,30,60,.08)}
.field{margin-bottom:16px}label{display:block;font-size:14px;font-weight:600;margin-bottom:6px}
input{width:100%;font-size:16px;padding:10px 12px;border:1px solid #c4ccd8;border-radius:6px}input:focus{outline:3px solid #9bb8f0;border-color:#1f4e8c}
input[aria-invalid=true]{border-color:#c0262d}.error{color:#c0262d;font-size:14px;margin:6px 0 0}
.declined{background:#fdecec;color:#8a1117;border-radius:6px;padding:12px;margin-bottom:16px}
button{width:100%;font-size:17px;font-weight:600;padding:12px;border:0;border-radius:6px;background:#1f4e8c;color:#fff;cursor:pointer}button:focus{outline:3px solid #9bb8f0}
.hint{font-size:13px;color:#5a6478;margin:12px 0 0}.cancel{display:inline-block;margin-top:16px;color:#1f4e8c}
`;

/** What the page says: paying an amount now, or saving a card for later charges (setup). */
interface PageWording {
  title: string;
  heading: string;
  summary: string;
  formLabel: string;
  submit: string;
  cancel: string;
  hint: string;
}

function wordingOf(session: SandboxCheckoutSession): PageWording {
  const currency = session.currency ?? 'eur';
  if (session.mode === 'setup') {
    return {
      title: 'Enregistrer une carte — bac à sable',
      heading: 'Enregistrer une carte',
      summary:
        '<p class="intro">Votre carte sera enregistrée pour vos prochains règlements. Aucun montant n’est débité maintenant.</p>',
      formLabel: 'Carte à enregistrer',
      submit: 'Enregistrer la carte',
      cancel: '← Annuler et revenir au site',
      hint: SAVED_CARD_HINT,
    };
  }
  const lines = session.line_items_data
    .map(
      (line) =>
        `<div class="line"><span>${escape(line.description)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</span><span>${euros(line.amount_total, currency)}</span></div>`,
    )
    .join('');
  return {
    title: 'Paiement sécurisé — bac à sable',
    heading: 'Pré-état daté',
    summary: `<p class="amount">${euros(session.amount_total ?? 0, currency)}</p>\n  ${lines}`,
    formLabel: 'Paiement par carte',
    submit: `Payer ${euros(session.amount_total ?? 0, currency)}`,
    cancel: '← Annuler et revenir à la commande',
    hint: TEST_CARD_HINT,
  };
}

/** The sandbox's hosted checkout page, in French, like Stripe Checkout with locale fr. */
export function renderCheckoutPage(view: CheckoutPageView): string {
  const { session } = view;
  const wording = wordingOf(session);
  const cancel = session.cancel_url
    ? `<a class="cancel" href="${escape(session.cancel_url)}">${wording.cancel}</a>`
    : '';
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${wording.title}</title><style>${STYLE}</style></head>
<body>
<p class="banner" role="note">Bac à sable de paiement : aucun paiement réel n’est effectué.</p>
<main>
<section class="summary" aria-labelledby="summary-title">
  <h1 id="summary-title">${wording.heading}</h1>
  ${wording.summary}
  ${cancel}
</section>
<form method="post" action="/c/pay/${escape(session.id)}" novalidate aria-label="${wording.formLabel}">
  ${view.declined ? `<p class="declined" role="alert">${escape(view.declined)}</p>` : ''}
  ${FIELDS.map((f) => field(f, view)).join('\n')}
  <button type="submit">${wording.submit}</button>
  <p class="hint">${escape(wording.hint)}</p>
</form>
</main>
</body></html>`;
}

/** A session that can no longer be paid. */
export function renderClosedPage(message: string, returnUrl: string | null): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Paiement indisponible</title><style>${STYLE}</style></head>
<body><main><section class="summary"><h1>Paiement indisponible</h1><p role="alert">${escape(message)}</p>
${returnUrl ? `<a class="cancel" href="${escape(returnUrl)}">Revenir au site</a>` : ''}</section></main></body></html>`;
}
