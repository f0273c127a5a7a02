import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithHost } from '../../../testing/renderWithHost';
import { RegisterForm } from './RegisterForm';

describe('nouvelle copropriété', () => {
  it('refuse « 123 » avec le format du registre, garde la saisie et n’envoie rien', () => {
    const onSubmit = jest.fn();
    renderWithHost(<RegisterForm onSubmit={onSubmit} onClose={jest.fn()} />);
    const field = screen.getByLabelText(/Numéro d’immatriculation/);
    fireEvent.change(field, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));

    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'Numéro d’immatriculation invalide : deux lettres et sept chiffres, comme sur le registre (exemple : AB1234567)',
      ),
    );
    expect(field).toHaveValue('123');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('envoie le numéro tel que le registre l’écrit, quelle que soit la saisie', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const onClose = jest.fn();
    renderWithHost(<RegisterForm onSubmit={onSubmit} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/Numéro d’immatriculation/), {
      target: { value: ' ab 123 4567 ' },
    });
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Les Tilleuls' } });
    fireEvent.click(screen.getByRole('button', { name: 'Créer' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ id: 'AB1234567', name: 'Les Tilleuls', address: '' });
  });
});
