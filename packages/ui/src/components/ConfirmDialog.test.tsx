import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '../testing/renderWithHost';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks with the default labels Confirmer / Annuler, focusing Annuler first', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithHost(
      <ConfirmDialog
        open
        title="Supprimer ce syndic ?"
        message="Cette action est définitive."
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer ce syndic ?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels with Escape and keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    renderWithHost(
      <>
        <button type="button">Dehors</button>
        <ConfirmDialog
          open
          title="Supprimer ?"
          confirmLabel="Supprimer"
          danger
          onConfirm={() => undefined}
          onCancel={onCancel}
        />
      </>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    renderWithHost(
      <ConfirmDialog
        open={false}
        title="Supprimer ?"
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('leaves the focus in a field of the dialog while someone types, whatever its owner re-renders', async () => {
    const user = userEvent.setup();
    function Reason() {
      const [reason, setReason] = useState('');
      return (
        <ConfirmDialog
          open
          title="Rouvrir ?"
          onConfirm={() => undefined}
          onCancel={() => undefined}
        >
          <input aria-label="Motif" value={reason} onChange={(e) => setReason(e.target.value)} />
        </ConfirmDialog>
      );
    }
    renderWithHost(<Reason />);
    await user.click(screen.getByLabelText('Motif'));
    await user.type(screen.getByLabelText('Motif'), 'AG du 18 mars');
    expect(screen.getByLabelText('Motif')).toHaveValue('AG du 18 mars');
    expect(screen.getByLabelText('Motif')).toHaveFocus();
  });
});
