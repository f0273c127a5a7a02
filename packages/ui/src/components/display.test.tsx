import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '../testing/renderWithHost';
import { Alert } from './Alert';
import { Badge } from './Badge';
import { Card } from './Card';
import { Chip } from './Chip';
import { PaymentIndicatorBadge } from './PaymentIndicatorBadge';
import { VisuallyHidden } from './VisuallyHidden';

describe('display components', () => {
  it('Alert announces errors at once and information politely, and can be closed', async () => {
    const onClose = jest.fn();
    const { rerender } = renderWithHost(
      <Alert variant="error" title="Erreur">
        Paiement refusé
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('ErreurPaiement refusé');
    rerender(
      <Alert variant="info" onClose={onClose}>
        Votre compte est en attente de validation
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Votre compte est en attente de validation',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('Chip shows its label and a named remove button when removable', async () => {
    const onRemove = jest.fn();
    renderWithHost(
      <Chip
        label="Règlement de copropriété"
        onRemove={onRemove}
        removeLabel="Retirer le règlement"
      />,
    );
    expect(screen.getByText('Règlement de copropriété')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retirer le règlement' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('Card shows its title as a heading; Badge and VisuallyHidden render their text', () => {
    renderWithHost(
      <Card title="Facturation">
        <Badge $tone="success">Payée</Badge>
        <VisuallyHidden>pour les lecteurs d’écran</VisuallyHidden>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Facturation' })).toBeInTheDocument();
    expect(screen.getByText('Payée')).toBeInTheDocument();
    expect(screen.getByText('pour les lecteurs d’écran')).toBeInTheDocument();
  });

  it('PaymentIndicatorBadge says the payment state in words, not by colour alone', () => {
    renderWithHost(
      <>
        <PaymentIndicatorBadge paid="2026-03-03T10:00:00.000Z" pending={false} />
        <PaymentIndicatorBadge paid={null} pending />
        <PaymentIndicatorBadge paid={null} pending={false} />
      </>,
    );
    expect(screen.getByText('Paiement reçu')).toHaveAttribute('data-status', 'received');
    expect(screen.getByText('Paiement en attente')).toHaveAttribute('data-status', 'awaiting');
    expect(screen.getByText('Paiement en cours')).toHaveAttribute('data-status', 'in-progress');
  });
});
