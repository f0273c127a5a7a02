import { screen } from '@testing-library/react';
import type { Order } from '@ped/client';
import { renderWithHost } from '../../../testing/renderWithHost';
import { FreshnessAlertNotice } from './FreshnessAlertNotice';

const REASON =
  'L’assemblée générale du 10 décembre 2026 se tient avant la signature : ses comptes approuvés et ses décisions peuvent changer les montants.';

const order = (state: Order['state'], alert: Order['freshness_alert']) =>
  ({ orderid: 'AB12CD', state, freshness_alert: alert }) as Order;

describe('FreshnessAlertNotice', () => {
  const alert = { deed_day: '2027-01-15', reasons: [REASON], checked: '2026-11-28T07:00:00Z' };

  it('tells staff why a delivered order is to refresh before its signing, and that people were told', () => {
    renderWithHost(<FreshnessAlertNotice order={order('done', alert)} />);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('À actualiser avant la signature du 15 janvier 2027');
    expect(screen.getByRole('listitem')).toHaveTextContent(REASON);
    expect(notice).toHaveTextContent('Constaté le 28 novembre 2026 à 08h00');
    expect(notice).toHaveTextContent('le vendeur et les destinataires de l’espace sécurisé');
  });

  it('shows nothing without a finding, nor once the order is back in production', () => {
    const { container } = renderWithHost(
      <>
        <FreshnessAlertNotice order={order('done', null)} />
        <FreshnessAlertNotice order={order('need-refresh', alert)} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
