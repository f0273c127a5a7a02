import { createHmac } from 'node:crypto';
import { screen, within } from '@testing-library/react';
import {
  API_ERROR_CODES,
  API_KEY_BOUNDS,
  API_KEY_SCOPES,
  API_METHOD_FLOWS,
  API_OFFER_CODES,
  API_ORDER_EXAMPLES,
  API_ORDER_STATES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_SIGNATURE_HEADER,
  type OrderMethod,
} from '@ped/domain';
import { renderWithHost } from '../../../testing/renderWithHost';
import { NODE_SIGNATURE_CHECK } from '../samples';
import { ApiDocsPage } from './ApiDocsPage';

/** The Node sample's function, as an integrator would paste it (CommonJS here). */
function sampleCheck(): (body: string, header: string, secret: string) => boolean {
  const code = NODE_SIGNATURE_CHECK.slice(0, NODE_SIGNATURE_CHECK.indexOf('// Express'))
    .replace(/^import .*$/m, "const { createHmac, timingSafeEqual } = require('node:crypto');")
    .replace('export function', 'function');
  return new Function('require', `${code}; return isSignedByPreEtatDate;`)(require);
}

const sign = (secret: string, t: number, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

describe('the integrators’ documentation', () => {
  it('shows a complete example per offer, the calls of each method and every state with its webhook (the page had one example)', () => {
    renderWithHost(<ApiDocsPage />, { session: null, path: '/mon-compte-professionnel/api' });
    for (const offer of API_OFFER_CODES)
      expect(
        screen.getByText(JSON.stringify(API_ORDER_EXAMPLES[offer], null, 2), {
          normalizer: (text) => text,
        }),
      ).toBeInTheDocument();
    for (const method of Object.keys(API_METHOD_FLOWS) as OrderMethod[]) {
      const calls = screen.getByLabelText(`Appels pour method ${method}`);
      for (const step of API_METHOD_FLOWS[method].steps)
        expect(calls).toHaveTextContent(step.path.replace('{orderid}', '$ORDERID'));
    }
    const states = screen
      .getAllByRole('table')
      .find((table) => within(table).queryByRole('columnheader', { name: 'Webhook' }))!;
    for (const state of API_ORDER_STATES)
      expect(within(states).getByText(state)).toBeInTheDocument();
    expect(within(states).getByText('order.need_refresh')).toBeInTheDocument();
    // what a key can and cannot do, in the words of Paramètres
    expect(screen.getByText(API_KEY_BOUNDS)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`« ${API_KEY_SCOPES.full} »`))).toBeInTheDocument();
  });

  it('lists every webhook event and every error code the API uses, with the signature header', () => {
    renderWithHost(<ApiDocsPage />, { session: null, path: '/mon-compte-professionnel/api' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('L’API des professionnels');
    const tables = screen.getAllByRole('table');
    const [events, errors] = tables.slice(-2);
    for (const type of WEBHOOK_EVENT_TYPES)
      expect(within(events!).getByText(type)).toBeInTheDocument();
    for (const code of Object.keys(API_ERROR_CODES))
      expect(within(errors!).getByText(code)).toBeInTheDocument();
    expect(screen.getAllByText(WEBHOOK_SIGNATURE_HEADER).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /document OpenAPI/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/v1\/openapi\.json$/),
    );
  });

  it('gives a Node check that accepts our signature, either of two during a renewal, and nothing else', () => {
    const check = sampleCheck();
    const body = JSON.stringify({ id: 'evt_1', type: 'order.done' });
    const now = Math.floor(Date.now() / 1000);
    expect(check(body, `t=${now},v1=${sign('whsec_new', now, body)}`, 'whsec_new')).toBe(true);
    const renewal = `t=${now},v1=${sign('whsec_new', now, body)},v1=${sign('whsec_old', now, body)}`;
    expect(check(body, renewal, 'whsec_old')).toBe(true);
    expect(check(`${body} `, `t=${now},v1=${sign('whsec_new', now, body)}`, 'whsec_new')).toBe(
      false,
    );
    expect(check(body, `t=${now},v1=${sign('whsec_other', now, body)}`, 'whsec_new')).toBe(false);
    const old = now - 3600;
    expect(check(body, `t=${old},v1=${sign('whsec_new', old, body)}`, 'whsec_new')).toBe(false);
  });
});
