import type { FastifyReply } from 'fastify';
import type { SandboxEndpoints } from './context';
import { formString, type FormObject } from './form-body';
import { missingParam, noSuchResource } from './errors';
import { savedCardsOf } from './payment-methods';
import { nowSeconds, sandboxId, type SandboxObject } from './state';

interface SandboxPortalSession extends SandboxObject {
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function html(reply: FastifyReply, body: string, status = 200) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/** /v1/billing_portal/sessions and the portal page: the saved cards and a way back. */
const billingPortal: SandboxEndpoints = (app, { state, publicUrl }) => {
  app.post('/v1/billing_portal/sessions', async (request, reply) => {
    const body = request.body as FormObject;
    const customer = formString(body.customer);
    if (!customer) return missingParam(reply, 'customer');
    if (!state.get('customer', customer)) return noSuchResource(reply, 'customer', customer);
    const id = sandboxId('bps');
    return state.save<SandboxPortalSession>({
      id,
      object: 'billing_portal.session',
      customer,
      return_url: formString(body.return_url) ?? null,
      url: `${publicUrl()}/p/session/${id}`,
      created: nowSeconds(),
    });
  });

  app.get('/p/session/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const session = state.get<SandboxPortalSession>('billing_portal.session', id);
    if (!session)
      return html(
        reply,
        '<!doctype html><html lang="fr"><meta charset="utf-8"><title>Portail introuvable</title><p>Ce lien de portail est introuvable ou a expiré.</p></html>',
        404,
      );
    const cards = savedCardsOf(state, session.customer)
      .map(
        (m) =>
          `<li>${escape(m.card.brand.toUpperCase())} •••• ${escape(m.card.last4)} — expire ${String(m.card.exp_month).padStart(2, '0')}/${m.card.exp_year}</li>`,
      )
      .join('');
    return html(
      reply,
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Portail de facturation (bac à sable)</title>
<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#0f172a}a{color:#1d4ed8}.note{background:#fef3c7;padding:8px 12px;border-radius:8px}</style></head>
<body><p class="note">Bac à sable de paiement : aucune vraie carte n’est débitée.</p><h1>Portail de facturation</h1>
<h2>Moyens de paiement enregistrés</h2>${cards ? `<ul>${cards}</ul>` : '<p>Aucune carte enregistrée.</p>'}
${session.return_url ? `<p><a href="${escape(session.return_url)}">Revenir à mon espace professionnel</a></p>` : ''}</body></html>`,
    );
  });
};

export default billingPortal;
